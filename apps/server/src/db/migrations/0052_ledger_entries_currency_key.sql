-- An entry's currency is its account's (docs/money.md#the-ledger), checked by a foreign key on
-- (account_seq, currency) instead of the row trigger of 0001 and 0047, which read the account for
-- each entry in PL/pgSQL: the key's check is the lookup the foreign key on account_seq alone already
-- made (docs/architecture.md#scale).
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_seq_currency_unique" UNIQUE("seq","currency");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_currency_fk" FOREIGN KEY ("account_seq","currency") REFERENCES "public"."ledger_accounts"("seq","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_seq_ledger_accounts_seq_fk";--> statement-breakpoint
DROP TRIGGER ledger_entries_currency ON ledger_entries;--> statement-breakpoint
DROP FUNCTION ledger_entry_currency_check();

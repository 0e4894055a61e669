CREATE TABLE "ledger_account_balances" (
	"account_id" text NOT NULL,
	"slot" smallint NOT NULL,
	"balance_minor" bigint NOT NULL,
	CONSTRAINT "ledger_account_balances_account_id_slot_pk" PRIMARY KEY("account_id","slot")
);
--> statement-breakpoint
ALTER TABLE "ledger_account_balances" ADD CONSTRAINT "ledger_account_balances_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Running balances (docs/money.md#balances): each statement inserting entries adds them, summed per
-- account, to the inserting connection's slot. Rows are taken in account order, so two statements
-- sharing a slot wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION ledger_entries_add_to_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_account_balances AS b (account_id, slot, balance_minor)
  SELECT account_id, pg_backend_pid() % 32, sum(amount_minor)
  FROM new_entries GROUP BY account_id ORDER BY account_id
  ON CONFLICT (account_id, slot) DO UPDATE SET balance_minor = b.balance_minor + excluded.balance_minor;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_add_to_balances AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_add_to_balances();
--> statement-breakpoint
-- Existing entries.
INSERT INTO ledger_account_balances (account_id, slot, balance_minor)
SELECT account_id, 0, sum(amount_minor) FROM ledger_entries GROUP BY account_id;

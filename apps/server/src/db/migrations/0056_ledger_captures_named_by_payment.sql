-- A payment's capture is named by its payment: it stores no id of its own, and reads as `ltx_`
-- and its payment id's ULID (`ledgerTransactionId`), where its own id took 32 bytes of its row and
-- an entry of the primary key, about 86 bytes a payment (docs/architecture.md#scale). The table is
-- keyed by `seq`, which its entries already name it by; the ids stored (every other transaction's,
-- and the captures posted before, the ledger being append-only) keep a unique index of their own.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_seq_ledger_transactions_seq_fk";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_seq_unique";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_pkey";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_pkey" PRIMARY KEY ("seq");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_seq_ledger_transactions_seq_fk" FOREIGN KEY ("transaction_seq") REFERENCES "public"."ledger_transactions"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_id_idx" ON "ledger_transactions" USING btree ("id") WHERE "ledger_transactions"."id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_named" CHECK ("ledger_transactions"."id" is not null or "ledger_transactions"."payment_id" is not null);--> statement-breakpoint
-- The balance check of migration 0051, naming a capture by its payment's id.
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_count integer;
  unbalanced integer;
BEGIN
  SELECT coalesce(sum(n), 0), count(*) FILTER (WHERE total <> 0) INTO entry_count, unbalanced
  FROM (SELECT count(*) AS n, sum(amount_minor) AS total FROM ledger_entries
        WHERE transaction_seq = NEW.transaction_seq GROUP BY currency) AS per_currency;
  IF entry_count < 2 THEN
    RAISE EXCEPTION 'ledger transaction % has fewer than two entries',
      (SELECT coalesce(id, 'ltx_' || substr(payment_id, 5)) FROM ledger_transactions WHERE seq = NEW.transaction_seq);
  END IF;
  IF unbalanced > 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance',
      (SELECT coalesce(id, 'ltx_' || substr(payment_id, 5)) FROM ledger_transactions WHERE seq = NEW.transaction_seq);
  END IF;
  RETURN NULL;
END;
$$;

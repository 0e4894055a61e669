-- Ledger entries name their transaction by its 8-byte `seq` instead of its 31-byte id, widest
-- columns first so no padding sits between them: an entry's row goes from 76 to 52 bytes, and its
-- entry in the index of a transaction's entries from 44 to 20, two of each a payment, against 8
-- bytes and an index entry for each transaction's `seq` (docs/architecture.md#scale). As in 0047,
-- the table is copied rather than altered in place, so its rows and indexes are written once,
-- packed, and its triggers are made again as they were, the balance check reading entries by seq.
-- History's card spends read entries' transactions; the view is made again below.
DROP VIEW merchant_transaction_sources;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_seq_unique" UNIQUE("seq");--> statement-breakpoint
CREATE TABLE "ledger_entries_by_transaction_seq" (
	"amount_minor" bigint NOT NULL,
	"transaction_seq" bigint NOT NULL,
	"account_seq" integer NOT NULL,
	"currency" text NOT NULL
);--> statement-breakpoint
INSERT INTO "ledger_entries_by_transaction_seq" (amount_minor, transaction_seq, account_seq, currency)
SELECT e.amount_minor, t.seq, e.account_seq, e.currency
FROM "ledger_entries" e JOIN "ledger_transactions" t ON t.id = e.transaction_id
ORDER BY t.seq;--> statement-breakpoint
DROP TABLE "ledger_entries";--> statement-breakpoint
ALTER TABLE "ledger_entries_by_transaction_seq" RENAME TO "ledger_entries";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_seq_ledger_transactions_seq_fk" FOREIGN KEY ("transaction_seq") REFERENCES "public"."ledger_transactions"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_seq_ledger_accounts_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."ledger_accounts"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("transaction_seq");--> statement-breakpoint
ANALYZE ledger_entries;--> statement-breakpoint
-- The commit-time balance check of 0031, reading the transaction's entries by its seq and naming
-- the transaction by its id.
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
      (SELECT id FROM ledger_transactions WHERE seq = NEW.transaction_seq);
  END IF;
  IF unbalanced > 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance',
      (SELECT id FROM ledger_transactions WHERE seq = NEW.transaction_seq);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE DELETE OR UPDATE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_currency BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_currency_check();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();--> statement-breakpoint
CREATE TRIGGER ledger_entries_add_to_balances AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_add_to_balances();--> statement-breakpoint
-- The history view of migration 0047, its card spends reading the entries by their transaction's seq.
CREATE VIEW merchant_transaction_sources AS
SELECT * FROM merchant_transaction_payments
UNION ALL
SELECT po.id, po.merchant_id, po.kind, po.status,
       CASE po.kind WHEN 'withdrawal' THEN 'Withdrawal' ELSE 'Direct Pay' END,
       po.destination_label, NULL, -po.debited_minor, po.currency, po.destination_type, NULL, NULL,
       po.mobile_provider, po.phone, po.created_at
FROM payouts po
UNION ALL
SELECT t.id, t.from_merchant_id, 'transfer_out', 'succeeded',
       CASE WHEN t.note <> '' THEN t.note
            WHEN t.kind = 'send' THEN 'Money sent' ELSE 'Payment to ' || m.business_name END,
       CASE WHEN t.kind = 'send' THEN u.name ELSE m.business_name END,
       CASE WHEN t.kind = 'send' THEN u.email END,
       -t.amount_minor, t.currency, 'wallet', NULL, NULL, NULL, NULL, t.created_at
FROM transfers t
JOIN merchants m ON m.id = t.to_merchant_id
JOIN users u ON u.merchant_id = t.to_merchant_id
UNION ALL
SELECT t.id, t.to_merchant_id, 'transfer_in', 'succeeded',
       CASE WHEN t.note <> '' THEN t.note
            WHEN t.kind = 'send' THEN 'Money received' ELSE 'Payment by merchant code' END,
       u.name, u.email, t.amount_minor, t.currency, 'wallet', NULL, NULL, NULL, NULL, t.created_at
FROM transfers t
JOIN users u ON u.merchant_id = t.from_merchant_id
UNION ALL
SELECT c.id, c.merchant_id, 'conversion', 'succeeded',
       'Converted ' || c.from_currency || ' to ' || c.to_currency || ' at ' || c.rate,
       NULL, NULL, -c.from_amount_minor, c.from_currency, 'wallet', NULL, NULL, NULL, NULL, c.created_at
FROM conversions c
UNION ALL
SELECT lt.id, a.merchant_id, 'card_spend', 'succeeded', p.description, m.business_name, NULL,
       e.amount_minor, e.currency, 'card', p.card_brand, p.card_last4, NULL, NULL, lt.created_at
FROM ledger_transactions lt
JOIN ledger_entries e ON e.transaction_seq = lt.seq
JOIN ledger_accounts a ON a.seq = e.account_seq AND a.type = 'merchant_wallet'
JOIN payments p ON p.id = lt.record_id
JOIN merchants m ON m.id = p.merchant_id
WHERE lt.type = 'card_spend'
UNION ALL
SELECT r.id, r.merchant_id, 'refund', r.status, 'Refund: ' || p.description, p.payer_name, p.payer_email,
       -r.amount_minor, r.currency, p.method_type, p.card_brand, p.card_last4, p.mobile_provider,
       p.payer_phone, r.created_at
FROM refunds r
JOIN payments p ON p.id = r.payment_id;

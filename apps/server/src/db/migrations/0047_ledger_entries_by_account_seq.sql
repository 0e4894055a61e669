-- Ledger entries name their account by its 4-byte `seq` instead of its 29-byte id, and their
-- fixed-width columns come first, so no padding sits between them: an entry's row goes from 108 to
-- 76 bytes, two a payment (docs/architecture.md#scale). The table is copied rather than altered in
-- place, so its rows and indexes are written once, packed; its triggers are made again as they were,
-- each reading the account by seq.
ALTER TABLE "ledger_accounts" ADD COLUMN "seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_seq_unique" UNIQUE("seq");--> statement-breakpoint
-- History's card spends read entries' accounts; the view is made again below.
DROP VIEW merchant_transaction_sources;--> statement-breakpoint
CREATE TABLE "ledger_entries_by_seq" (
	"amount_minor" bigint NOT NULL,
	"account_seq" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"currency" text NOT NULL
);--> statement-breakpoint
INSERT INTO "ledger_entries_by_seq" (amount_minor, account_seq, transaction_id, currency)
SELECT e.amount_minor, a.seq, e.transaction_id, e.currency
FROM "ledger_entries" e JOIN "ledger_accounts" a ON a.id = e.account_id
ORDER BY e.transaction_id;--> statement-breakpoint
DROP TABLE "ledger_entries";--> statement-breakpoint
ALTER TABLE "ledger_entries_by_seq" RENAME TO "ledger_entries";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_seq_ledger_accounts_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."ledger_accounts"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
ANALYZE ledger_entries;--> statement-breakpoint
-- An entry's currency is its account's (migration 0001).
CREATE OR REPLACE FUNCTION ledger_entry_currency_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE seq = NEW.account_seq AND currency = NEW.currency) THEN
    RAISE EXCEPTION 'ledger entry currency % does not match account %', NEW.currency, NEW.account_seq;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Running balances stay keyed by the account's id (migration 0019), rows taken in that order.
CREATE OR REPLACE FUNCTION ledger_entries_add_to_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_account_balances AS b (account_id, slot, balance_minor)
  SELECT a.id, pg_backend_pid() % 32, sum(e.amount_minor)
  FROM new_entries e JOIN ledger_accounts a ON a.seq = e.account_seq
  GROUP BY a.id ORDER BY a.id
  ON CONFLICT (account_id, slot) DO UPDATE SET balance_minor = b.balance_minor + excluded.balance_minor;
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
-- The history view of migration 0031, its card spends reading the entry's account by seq.
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
JOIN ledger_entries e ON e.transaction_id = lt.id
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

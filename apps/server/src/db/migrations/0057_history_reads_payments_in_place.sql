-- History reads payments in place (docs/architecture.md#scale): a payment or deposit is no longer
-- copied into `merchant_transactions`, which keeps every other movement; history's queries read
-- both, each through its own indexes, and merge them by (created_at, id). A copy of each payment
-- was about 500 bytes with its indexes, and its triggers a fifth of PostgreSQL's work for each
-- payment. Payments get history's filter indexes, led like the payer indexes by the merchant id's
-- 4-byte key (`paymentOfMerchant`), and history's trigram index over the payer's name and email
-- and the description (`historySearchText`). History's own type index no longer leaves out
-- payments, which it no longer holds.
DELETE FROM merchant_transactions WHERE type IN ('payment', 'deposit');--> statement-breakpoint
DROP INDEX "merchant_transactions_type_idx";--> statement-breakpoint
CREATE INDEX "payments_history_created_idx" ON "payments" USING btree (hashtext("merchant_id"),"created_at");--> statement-breakpoint
CREATE INDEX "payments_history_method_idx" ON "payments" USING btree (hashtext("merchant_id"),hashtext("method_type"),"created_at");--> statement-breakpoint
CREATE INDEX "payments_history_currency_idx" ON "payments" USING btree (hashtext("merchant_id"),"currency","created_at");--> statement-breakpoint
CREATE INDEX "payments_history_status_idx" ON "payments" USING btree (hashtext("merchant_id"),hashtext("status"),"created_at") WHERE status <> 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_history_deposit_idx" ON "payments" USING btree (hashtext("merchant_id"),"created_at") WHERE source_type = 'deposit';--> statement-breakpoint
CREATE INDEX "payments_history_search_idx" ON "payments" USING gin ((coalesce("payer_name", '') || E'\n' || coalesce("payer_email", '') || E'\n' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_transactions_type_idx" ON "merchant_transactions" USING btree ("merchant_seq",hashtext("type"),"created_at");--> statement-breakpoint
DROP TRIGGER merchant_transactions_payments_inserted ON payments;--> statement-breakpoint
DROP TRIGGER merchant_transactions_payment_updated ON payments;--> statement-breakpoint
DROP FUNCTION merchant_transactions_payments_inserted();--> statement-breakpoint
DROP FUNCTION merchant_transactions_payment_updated();--> statement-breakpoint
DROP FUNCTION merchant_transactions_copy_payments(text[]);--> statement-breakpoint
-- A payment's refunds and card spends show its description, payer and method: copied again when
-- those change, as before.
CREATE FUNCTION merchant_transactions_payment_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy(ARRAY(
    SELECT r.id FROM refunds r WHERE r.payment_id = NEW.id
    UNION ALL
    SELECT lt.id FROM ledger_transactions lt WHERE lt.record_id = NEW.id AND lt.type = 'card_spend'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER merchant_transactions_payment_shown AFTER UPDATE ON payments FOR EACH ROW
  WHEN ((OLD.description, OLD.payer_name, OLD.payer_email, OLD.method_type, OLD.card_brand, OLD.card_last4,
         OLD.mobile_provider, OLD.payer_phone) IS DISTINCT FROM
        (NEW.description, NEW.payer_name, NEW.payer_email, NEW.method_type, NEW.card_brand, NEW.card_last4,
         NEW.mobile_provider, NEW.payer_phone))
  EXECUTE FUNCTION merchant_transactions_payment_shown();--> statement-breakpoint
-- The history view of migration 0051 without its payments, which history reads in place.
DROP VIEW merchant_transaction_sources;--> statement-breakpoint
DROP VIEW merchant_transaction_payments;--> statement-breakpoint
CREATE VIEW merchant_transaction_sources AS
SELECT po.id, po.merchant_id, po.kind AS type, po.status,
       CASE po.kind WHEN 'withdrawal' THEN 'Withdrawal' ELSE 'Direct Pay' END AS description,
       po.destination_label AS counterparty, NULL::text AS counterparty_email, -po.debited_minor AS amount_minor,
       po.currency, po.destination_type AS method_type, NULL::text AS card_brand, NULL::text AS card_last4,
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

-- History copies of payments without the whole history view (docs/architecture.md#scale). The
-- payment branch of `merchant_transaction_sources` becomes its own view, which the sources view
-- unions with the other movements, so what a payment shows is still defined once; the payment
-- triggers copy from it alone instead of planning and starting all seven branches for one row.
CREATE VIEW merchant_transaction_payments AS
SELECT p.id, p.merchant_id,
       CASE WHEN p.source_type = 'deposit' THEN 'deposit' ELSE 'payment' END AS type,
       p.status, p.description, p.payer_name AS counterparty, p.payer_email AS counterparty_email,
       p.amount_minor, p.currency, p.method_type, p.card_brand, p.card_last4, p.mobile_provider,
       p.payer_phone AS phone, p.created_at
FROM payments p;
--> statement-breakpoint
CREATE OR REPLACE VIEW merchant_transaction_sources AS
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
JOIN ledger_accounts a ON a.id = e.account_id AND a.type = 'merchant_wallet'
JOIN payments p ON p.id = lt.record_id
JOIN merchants m ON m.id = p.merchant_id
WHERE lt.type = 'card_spend'
UNION ALL
SELECT r.id, r.merchant_id, 'refund', r.status, 'Refund: ' || p.description, p.payer_name, p.payer_email,
       -r.amount_minor, r.currency, p.method_type, p.card_brand, p.card_last4, p.mobile_provider,
       p.payer_phone, r.created_at
FROM refunds r
JOIN payments p ON p.id = r.payment_id;
--> statement-breakpoint
-- Copies the rows of payments `p_ids` into history, replacing what was there: the upsert of
-- `merchant_transactions_copy` (migration 0020), from the payment branch alone.
CREATE OR REPLACE FUNCTION merchant_transactions_copy_payments(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merchant_transactions AS h (id, merchant_id, type, status, description, counterparty,
    counterparty_email, amount_minor, currency, method_type, card_brand, card_last4, mobile_provider,
    phone, created_at)
  SELECT s.id, s.merchant_id, s.type, s.status, s.description, s.counterparty, s.counterparty_email,
         s.amount_minor, s.currency, s.method_type, s.card_brand, s.card_last4, s.mobile_provider,
         s.phone, s.created_at
  FROM merchant_transaction_payments s WHERE s.id = ANY (p_ids)
  ON CONFLICT (merchant_id, id) DO UPDATE SET
    type = excluded.type, status = excluded.status, description = excluded.description,
    counterparty = excluded.counterparty, counterparty_email = excluded.counterparty_email,
    amount_minor = excluded.amount_minor, currency = excluded.currency,
    method_type = excluded.method_type, card_brand = excluded.card_brand,
    card_last4 = excluded.card_last4, mobile_provider = excluded.mobile_provider,
    phone = excluded.phone, created_at = excluded.created_at;
END;
$$;
--> statement-breakpoint
-- New payments, with any card spend already posted for them: the card spends' copy (the whole view)
-- runs only when the unique (record_id, type) index finds one, which a payment never has when it
-- is first written (its card is authorized after).
CREATE OR REPLACE FUNCTION merchant_transactions_payments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy_payments(ARRAY(SELECT id FROM new_rows));
  IF EXISTS (SELECT 1 FROM ledger_transactions lt
             WHERE lt.record_id IN (SELECT id FROM new_rows) AND lt.type = 'card_spend') THEN
    PERFORM merchant_transactions_copy(ARRAY(
      SELECT lt.id FROM ledger_transactions lt
      WHERE lt.record_id IN (SELECT id FROM new_rows) AND lt.type = 'card_spend'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A payment's status or payer changed (as in 0020): its row from the payment branch; the rows of its
-- refunds and card spend, which show its description, payer and method, from the whole view.
CREATE OR REPLACE FUNCTION merchant_transactions_payment_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy_payments(ARRAY[NEW.id]);
  IF (OLD.description, OLD.payer_name, OLD.payer_email, OLD.method_type, OLD.card_brand, OLD.card_last4,
      OLD.mobile_provider, OLD.payer_phone) IS DISTINCT FROM
     (NEW.description, NEW.payer_name, NEW.payer_email, NEW.method_type, NEW.card_brand, NEW.card_last4,
      NEW.mobile_provider, NEW.payer_phone) THEN
    PERFORM merchant_transactions_copy(ARRAY(
      SELECT r.id FROM refunds r WHERE r.payment_id = NEW.id
      UNION ALL
      SELECT lt.id FROM ledger_transactions lt WHERE lt.record_id = NEW.id AND lt.type = 'card_spend'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The commit-time balance check of 0001 in one read of the transaction's entries instead of two.
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_count integer;
  unbalanced integer;
BEGIN
  SELECT coalesce(sum(n), 0), count(*) FILTER (WHERE total <> 0) INTO entry_count, unbalanced
  FROM (SELECT count(*) AS n, sum(amount_minor) AS total FROM ledger_entries
        WHERE transaction_id = NEW.transaction_id GROUP BY currency) AS per_currency;
  IF entry_count < 2 THEN
    RAISE EXCEPTION 'ledger transaction % has fewer than two entries', NEW.transaction_id;
  END IF;
  IF unbalanced > 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id;
  END IF;
  RETURN NULL;
END;
$$;

-- Every money movement a merchant sees in history, one row each, signed from the merchant's side
-- (incoming positive, outgoing negative), so history filters and pages (keyset on created_at, id)
-- over one relation: payments (incl. deposits), payouts (withdrawals, Direct Pay), transfers out
-- and in, conversions, and virtual card spending.
CREATE VIEW "merchant_transactions" AS
SELECT p.id, p.merchant_id,
       CASE WHEN p.source_type = 'deposit' THEN 'deposit' ELSE 'payment' END AS type,
       p.status, p.description, p.payer_name AS counterparty, p.payer_email AS counterparty_email,
       p.amount_minor, p.currency, p.method_type, p.card_brand, p.card_last4, p.mobile_provider,
       p.payer_phone AS phone, p.created_at
FROM payments p
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
WHERE lt.type = 'card_spend';

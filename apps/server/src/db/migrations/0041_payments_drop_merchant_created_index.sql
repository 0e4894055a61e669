-- Payments lose their (merchant_id, created_at) index (docs/architecture.md#scale): pages of a
-- merchant's payments are found through history's indexes, and lookups by merchant alone through
-- the (merchant_id, lower(payer_email), created_at) index of 0026, which leads with the merchant.
-- 95 bytes a payment, and one index fewer for each payment to write.
DROP INDEX "payments_merchant_created_idx";

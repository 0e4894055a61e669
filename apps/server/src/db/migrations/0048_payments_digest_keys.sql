-- Payments' receipt and payer indexes hold short keys instead of texts (docs/architecture.md#scale):
-- the unique index of receipt ids holds each id's 16-byte digest (30 bytes of text an entry before),
-- and the index of a merchant's payers by email holds the email's 4-byte `hashtext` in lower case
-- (28 bytes before). Lookups compare the key, through the index, and then the text
-- (`receiptDigest`, `payerEmailIs`, schema/payments.ts).
ALTER TABLE "payments" DROP CONSTRAINT "payments_receipt_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_digest_idx" ON "payments" USING btree ((md5("receipt_id")::uuid));--> statement-breakpoint
DROP INDEX "payments_merchant_payer_email_idx";--> statement-breakpoint
CREATE INDEX "payments_merchant_payer_email_idx" ON "payments" USING btree ("merchant_id", hashtext(lower("payer_email")), "created_at");

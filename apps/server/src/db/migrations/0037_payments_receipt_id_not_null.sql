-- Every payment holds its receipt id from creation, shown once it succeeds (docs/payments.md#payment-states).
-- Payments created before that and never succeeded get theirs now, in the shape lib/ids.ts makes:
-- `rcpt_` + the base64 of 18 random bytes, its two symbols replaced by digits.
UPDATE "payments"
SET "receipt_id" = 'rcpt_' || translate(
  encode(substring(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) from 1 for 18), 'base64'),
  '+/', '01')
WHERE "receipt_id" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_id" SET NOT NULL;

-- A payment keeps its Idempotency-Key as a 16-byte digest for good, and the key's texts and its
-- card token only until it succeeds or fails (docs/payments.md#idempotency): a settled payment
-- needs neither to store its first answer nor to charge again, about 60 bytes a payment net
-- (docs/architecture.md#scale). A subscription's charge keeps its key, which names the period it
-- paid. Payments settled before this migration drop them now.
ALTER TABLE "payments" ADD COLUMN "idempotency_key_digest" uuid;--> statement-breakpoint
UPDATE "payments" SET "idempotency_key_digest" = md5("idempotency_scope" || E'\n' || "idempotency_key")::uuid
  WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "card_token" = NULL,
    "idempotency_scope" = CASE WHEN "source_type" = 'subscription' THEN "idempotency_scope" END,
    "idempotency_key" = CASE WHEN "source_type" = 'subscription' THEN "idempotency_key" END
  WHERE "status" NOT IN ('processing', 'requires_action', 'requires_payment_method');--> statement-breakpoint
DROP INDEX "payments_idempotency_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("idempotency_key_digest");

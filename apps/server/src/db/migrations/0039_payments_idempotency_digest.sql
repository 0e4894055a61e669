-- Payments' unique idempotency index holds a 16-byte digest of the scope and key instead of the two
-- texts (docs/architecture.md#scale): 70 to 90 bytes of key an entry become 16. Lookups compare the
-- digest and then the texts (`paymentKeyIs`, payments.repo.ts).
DROP INDEX "payments_idempotency_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ((md5("idempotency_scope" || E'\n' || "idempotency_key")::uuid));

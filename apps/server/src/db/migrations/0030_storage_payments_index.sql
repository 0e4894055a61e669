-- A merchant's payments newest first (docs/architecture.md#scale): the index stops at created_at,
-- and the rows of one instant are put in id order by an incremental sort.
DROP INDEX "payments_merchant_created_idx";--> statement-breakpoint
CREATE INDEX "payments_merchant_created_idx" ON "payments" USING btree ("merchant_id","created_at");

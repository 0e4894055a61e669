-- History's type and status indexes leave out the most common type and status, payments and
-- succeeded, nine rows in ten (docs/architecture.md#scale): a filter on either reads the
-- created index in time order, where nearly every row matches, and the other values are the
-- minorities the indexes find. A payment's capture no longer writes an entry to either.
DROP INDEX "merchant_transactions_type_idx";--> statement-breakpoint
DROP INDEX "merchant_transactions_status_idx";--> statement-breakpoint
CREATE INDEX "merchant_transactions_type_idx" ON "merchant_transactions" USING btree ("merchant_seq",hashtext("type"),"created_at") WHERE type <> 'payment';--> statement-breakpoint
CREATE INDEX "merchant_transactions_status_idx" ON "merchant_transactions" USING btree ("merchant_seq",hashtext("status"),"created_at") WHERE status <> 'succeeded';
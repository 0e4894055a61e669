-- History's storage (docs/architecture.md#scale): the search text becomes an indexed expression
-- instead of a stored column, and the filter indexes end at created_at (a page puts the rows that
-- share a created_at in id order with an incremental sort). Rows written before this keep the
-- dropped column's bytes until they are rewritten (`VACUUM FULL merchant_transactions` at a quiet
-- hour frees them at once).
DROP INDEX "merchant_transactions_search_idx";--> statement-breakpoint
ALTER TABLE "merchant_transactions" DROP COLUMN "search_text";--> statement-breakpoint
DROP INDEX "merchant_transactions_created_idx";--> statement-breakpoint
DROP INDEX "merchant_transactions_type_idx";--> statement-breakpoint
DROP INDEX "merchant_transactions_status_idx";--> statement-breakpoint
DROP INDEX "merchant_transactions_method_idx";--> statement-breakpoint
DROP INDEX "merchant_transactions_currency_idx";--> statement-breakpoint
CREATE INDEX "merchant_transactions_created_idx" ON "merchant_transactions" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_type_idx" ON "merchant_transactions" USING btree ("merchant_id","type","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_status_idx" ON "merchant_transactions" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_method_idx" ON "merchant_transactions" USING btree ("merchant_id","method_type","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_currency_idx" ON "merchant_transactions" USING btree ("merchant_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_search_idx" ON "merchant_transactions" USING gin ((coalesce("counterparty", '') || E'\n' || coalesce("counterparty_email", '') || E'\n' || "description" || E'\n' || "id") gin_trgm_ops);--> statement-breakpoint
-- Planner statistics for the new expression, so the first searches pick the trigram index.
ANALYZE merchant_transactions;

-- History's type, status and method indexes hold a 4-byte hash of the text (historyFilterKey,
-- docs/architecture.md#scale): entries of (merchant seq, hash, created_at) are narrow enough for
-- PostgreSQL to split a full page where rows of one value arrive in time order, so each index is
-- about 32 bytes a row instead of 67 to 75. Queries compare the hash, then the text.
DROP INDEX "merchant_transactions_type_idx";--> statement-breakpoint
DROP INDEX "merchant_transactions_status_idx";--> statement-breakpoint
DROP INDEX "merchant_transactions_method_idx";--> statement-breakpoint
CREATE INDEX "merchant_transactions_type_idx" ON "merchant_transactions" USING btree ("merchant_seq",hashtext("type"),"created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_status_idx" ON "merchant_transactions" USING btree ("merchant_seq",hashtext("status"),"created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_method_idx" ON "merchant_transactions" USING btree ("merchant_seq",hashtext("method_type"),"created_at");
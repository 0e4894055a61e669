-- Each of the ledger transactions' unique indexes holds only the rows with its id
-- (docs/architecture.md#scale): a null never conflicts, so the (record_id, type) index's entry for
-- every payment capture only took room, and the (payment_id, type) index's nulls, sorting last, had
-- each new payment's key arrive inside the index, where a full page splits in half. ON CONFLICT DO
-- NOTHING without a target, as postings are written, still sees both.
DROP INDEX "ledger_transactions_payment_type_idx";--> statement-breakpoint
DROP INDEX "ledger_transactions_record_type_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_payment_type_idx" ON "ledger_transactions" USING btree ("payment_id","type") WHERE "ledger_transactions"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_record_type_idx" ON "ledger_transactions" USING btree ("record_id","type") WHERE "ledger_transactions"."record_id" is not null;
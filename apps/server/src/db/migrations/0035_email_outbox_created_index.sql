-- The retention deletes outbox emails past their window, oldest first across all merchants
-- (docs/architecture.md#retention): each batch finds them by `created_at`.
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");

-- History's search index leaves out the ids (docs/architecture.md#scale): a search finds a whole
-- id through history's primary key, and the trigrams of an id's random characters were half the
-- index (about 110 bytes a payment). Names, emails and descriptions are still matched in any part.
DROP INDEX "merchant_transactions_search_idx";--> statement-breakpoint
CREATE INDEX "merchant_transactions_search_idx" ON "merchant_transactions" USING gin ((coalesce("counterparty", '') || E'\n' || coalesce("counterparty_email", '') || E'\n' || "description") gin_trgm_ops);
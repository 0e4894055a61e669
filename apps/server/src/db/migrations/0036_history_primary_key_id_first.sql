-- History's primary key leads with the id, which begins with its time, so new rows go to the
-- key's right end for every merchant and its pages split full rather than half full
-- (docs/architecture.md#scale). Lookups give both columns, and ON CONFLICT (merchant_id, id) infers
-- the key whatever its column order.
ALTER TABLE "merchant_transactions" DROP CONSTRAINT "merchant_transactions_merchant_id_id_pk";--> statement-breakpoint
ALTER TABLE "merchant_transactions" ADD CONSTRAINT "merchant_transactions_id_merchant_id_pk" PRIMARY KEY("id","merchant_id");

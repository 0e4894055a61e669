-- History's merchant becomes its row's `seq`, a 4-byte integer, instead of its 31-byte text id: the
-- merchant leads the key of every history index, where it was a third or more of each entry
-- (docs/architecture.md#scale). The table is copied rather than altered in place, so its rows and
-- indexes are written once, packed, and no dropped column's bytes stay behind.
ALTER TABLE "merchants" ADD COLUMN "seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "merchants_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_seq_unique" UNIQUE("seq");--> statement-breakpoint
CREATE TABLE "merchant_transactions_by_seq" (
	"id" text NOT NULL,
	"merchant_seq" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"counterparty" text,
	"counterparty_email" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method_type" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"mobile_provider" text,
	"phone" text,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
INSERT INTO "merchant_transactions_by_seq"
SELECT h.id, m.seq, h.type, h.status, h.description, h.counterparty, h.counterparty_email, h.amount_minor,
       h.currency, h.method_type, h.card_brand, h.card_last4, h.mobile_provider, h.phone, h.created_at
FROM "merchant_transactions" h JOIN "merchants" m ON m.id = h.merchant_id
ORDER BY h.created_at, h.id;--> statement-breakpoint
DROP TABLE "merchant_transactions";--> statement-breakpoint
ALTER TABLE "merchant_transactions_by_seq" RENAME TO "merchant_transactions";--> statement-breakpoint
-- Indexes last: building them over the copied rows is far faster than growing them row by row.
ALTER TABLE "merchant_transactions" ADD CONSTRAINT "merchant_transactions_id_merchant_seq_pk" PRIMARY KEY("id","merchant_seq");--> statement-breakpoint
CREATE INDEX "merchant_transactions_created_idx" ON "merchant_transactions" USING btree ("merchant_seq","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_type_idx" ON "merchant_transactions" USING btree ("merchant_seq","type","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_status_idx" ON "merchant_transactions" USING btree ("merchant_seq","status","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_method_idx" ON "merchant_transactions" USING btree ("merchant_seq","method_type","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_currency_idx" ON "merchant_transactions" USING btree ("merchant_seq","currency","created_at");--> statement-breakpoint
CREATE INDEX "merchant_transactions_search_idx" ON "merchant_transactions" USING gin ((coalesce("counterparty", '') || E'\n' || coalesce("counterparty_email", '') || E'\n' || "description" || E'\n' || "id") gin_trgm_ops);--> statement-breakpoint
ANALYZE merchant_transactions;--> statement-breakpoint
-- The copies of 0020 and 0031 write each row's merchant as its seq. They stay two functions, as
-- 0031 made them, so a payment's copy reads the payment branch alone with its own cached plan; the
-- payments' copy keeps its plan settings (0032, 0034), which a replaced function would lose.
CREATE OR REPLACE FUNCTION merchant_transactions_copy(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;
  INSERT INTO merchant_transactions AS h (id, merchant_seq, type, status, description, counterparty,
    counterparty_email, amount_minor, currency, method_type, card_brand, card_last4, mobile_provider,
    phone, created_at)
  SELECT s.id, m.seq, s.type, s.status, s.description, s.counterparty, s.counterparty_email,
         s.amount_minor, s.currency, s.method_type, s.card_brand, s.card_last4, s.mobile_provider,
         s.phone, s.created_at
  FROM merchant_transaction_sources s JOIN merchants m ON m.id = s.merchant_id
  WHERE s.id = ANY (p_ids)
  ON CONFLICT (id, merchant_seq) DO UPDATE SET
    type = excluded.type, status = excluded.status, description = excluded.description,
    counterparty = excluded.counterparty, counterparty_email = excluded.counterparty_email,
    amount_minor = excluded.amount_minor, currency = excluded.currency,
    method_type = excluded.method_type, card_brand = excluded.card_brand,
    card_last4 = excluded.card_last4, mobile_provider = excluded.mobile_provider,
    phone = excluded.phone, created_at = excluded.created_at;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION merchant_transactions_copy_payments(p_ids text[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  INSERT INTO merchant_transactions AS h (id, merchant_seq, type, status, description, counterparty,
    counterparty_email, amount_minor, currency, method_type, card_brand, card_last4, mobile_provider,
    phone, created_at)
  SELECT s.id, m.seq, s.type, s.status, s.description, s.counterparty, s.counterparty_email,
         s.amount_minor, s.currency, s.method_type, s.card_brand, s.card_last4, s.mobile_provider,
         s.phone, s.created_at
  FROM merchant_transaction_payments s JOIN merchants m ON m.id = s.merchant_id
  WHERE s.id = ANY (p_ids)
  ON CONFLICT (id, merchant_seq) DO UPDATE SET
    type = excluded.type, status = excluded.status, description = excluded.description,
    counterparty = excluded.counterparty, counterparty_email = excluded.counterparty_email,
    amount_minor = excluded.amount_minor, currency = excluded.currency,
    method_type = excluded.method_type, card_brand = excluded.card_brand,
    card_last4 = excluded.card_last4, mobile_provider = excluded.mobile_provider,
    phone = excluded.phone, created_at = excluded.created_at;
END;
$$;

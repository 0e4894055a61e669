-- History becomes a table kept by triggers (docs/architecture.md#scale). The view that defined it
-- stays, renamed: it is the one definition of what each kind of movement shows, and the triggers
-- copy rows from it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER VIEW "merchant_transactions" RENAME TO "merchant_transaction_sources";
--> statement-breakpoint
CREATE TABLE "merchant_transactions" (
	"id" text NOT NULL,
	"merchant_id" text NOT NULL,
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
	"created_at" timestamp with time zone NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coalesce(counterparty, '') || E'\n' || coalesce(counterparty_email, '') || E'\n' || description || E'\n' || id) STORED NOT NULL,
	CONSTRAINT "merchant_transactions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
-- Copies the rows of movements `p_ids` (payment, payout, transfer, conversion, card spend ledger
-- transaction or refund ids) from the sources into history, replacing what was there.
CREATE OR REPLACE FUNCTION merchant_transactions_copy(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;
  INSERT INTO merchant_transactions AS h (id, merchant_id, type, status, description, counterparty,
    counterparty_email, amount_minor, currency, method_type, card_brand, card_last4, mobile_provider,
    phone, created_at)
  SELECT s.id, s.merchant_id, s.type, s.status, s.description, s.counterparty, s.counterparty_email,
         s.amount_minor, s.currency, s.method_type, s.card_brand, s.card_last4, s.mobile_provider,
         s.phone, s.created_at
  FROM merchant_transaction_sources s WHERE s.id = ANY (p_ids)
  ON CONFLICT (merchant_id, id) DO UPDATE SET
    type = excluded.type, status = excluded.status, description = excluded.description,
    counterparty = excluded.counterparty, counterparty_email = excluded.counterparty_email,
    amount_minor = excluded.amount_minor, currency = excluded.currency,
    method_type = excluded.method_type, card_brand = excluded.card_brand,
    card_last4 = excluded.card_last4, mobile_provider = excluded.mobile_provider,
    phone = excluded.phone, created_at = excluded.created_at;
END;
$$;
--> statement-breakpoint
-- New payments, with any card spend already posted for them.
CREATE OR REPLACE FUNCTION merchant_transactions_payments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy(ARRAY(SELECT id FROM new_rows));
  PERFORM merchant_transactions_copy(ARRAY(
    SELECT lt.id FROM ledger_transactions lt
    WHERE lt.record_id IN (SELECT id FROM new_rows) AND lt.type = 'card_spend'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_payments_inserted AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_transactions_payments_inserted();
--> statement-breakpoint
-- A payment's status or payer changed: its row, and the rows of its refunds and card spend, which
-- show its description, payer and method.
CREATE OR REPLACE FUNCTION merchant_transactions_payment_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy(ARRAY[NEW.id]);
  IF (OLD.description, OLD.payer_name, OLD.payer_email, OLD.method_type, OLD.card_brand, OLD.card_last4,
      OLD.mobile_provider, OLD.payer_phone) IS DISTINCT FROM
     (NEW.description, NEW.payer_name, NEW.payer_email, NEW.method_type, NEW.card_brand, NEW.card_last4,
      NEW.mobile_provider, NEW.payer_phone) THEN
    PERFORM merchant_transactions_copy(ARRAY(
      SELECT r.id FROM refunds r WHERE r.payment_id = NEW.id
      UNION ALL
      SELECT lt.id FROM ledger_transactions lt WHERE lt.record_id = NEW.id AND lt.type = 'card_spend'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_payment_updated AFTER UPDATE ON payments
  FOR EACH ROW WHEN ((OLD.status, OLD.source_type, OLD.description, OLD.payer_name, OLD.payer_email,
    OLD.amount_minor, OLD.currency, OLD.method_type, OLD.card_brand, OLD.card_last4, OLD.mobile_provider,
    OLD.payer_phone) IS DISTINCT FROM (NEW.status, NEW.source_type, NEW.description, NEW.payer_name,
    NEW.payer_email, NEW.amount_minor, NEW.currency, NEW.method_type, NEW.card_brand, NEW.card_last4,
    NEW.mobile_provider, NEW.payer_phone))
  EXECUTE FUNCTION merchant_transactions_payment_updated();
--> statement-breakpoint
-- Payouts, transfers, conversions and refunds as they are inserted (one statement at a time, so a
-- bulk load costs one join), and payouts and refunds as they change.
CREATE OR REPLACE FUNCTION merchant_transactions_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION merchant_transactions_row_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_payouts_inserted AFTER INSERT ON payouts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_transactions_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_payout_updated AFTER UPDATE ON payouts
  FOR EACH ROW WHEN ((OLD.status, OLD.kind, OLD.destination_label, OLD.debited_minor, OLD.currency,
    OLD.destination_type, OLD.mobile_provider, OLD.phone) IS DISTINCT FROM (NEW.status, NEW.kind,
    NEW.destination_label, NEW.debited_minor, NEW.currency, NEW.destination_type, NEW.mobile_provider,
    NEW.phone))
  EXECUTE FUNCTION merchant_transactions_row_updated();
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_transfers_inserted AFTER INSERT ON transfers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_transactions_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_conversions_inserted AFTER INSERT ON conversions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_transactions_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_refunds_inserted AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_transactions_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_refund_updated AFTER UPDATE ON refunds
  FOR EACH ROW WHEN ((OLD.status, OLD.amount_minor) IS DISTINCT FROM (NEW.status, NEW.amount_minor))
  EXECUTE FUNCTION merchant_transactions_row_updated();
--> statement-breakpoint
-- A virtual card spend is a ledger transaction: its row comes with its entries.
CREATE OR REPLACE FUNCTION merchant_transactions_card_spends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy(ARRAY(
    SELECT lt.id FROM ledger_transactions lt
    WHERE lt.id IN (SELECT transaction_id FROM new_entries) AND lt.type = 'card_spend'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_card_spends AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_transactions_card_spends();
--> statement-breakpoint
-- Names shown on other merchants' rows: a business name on transfers to it and on card spends
-- paid to it; a user's name and email on transfers with their merchant.
CREATE OR REPLACE FUNCTION merchant_transactions_merchant_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy(ARRAY(
    SELECT t.id FROM transfers t WHERE t.to_merchant_id = NEW.id
    UNION ALL
    SELECT lt.id FROM ledger_transactions lt JOIN payments p ON p.id = lt.record_id
    WHERE lt.type = 'card_spend' AND p.merchant_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_merchant_renamed AFTER UPDATE OF business_name ON merchants
  FOR EACH ROW WHEN (OLD.business_name IS DISTINCT FROM NEW.business_name)
  EXECUTE FUNCTION merchant_transactions_merchant_renamed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION merchant_transactions_user_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy(ARRAY(
    SELECT t.id FROM transfers t WHERE NEW.merchant_id IN (t.from_merchant_id, t.to_merchant_id)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_user_renamed AFTER UPDATE OF name, email ON users
  FOR EACH ROW WHEN ((OLD.name, OLD.email) IS DISTINCT FROM (NEW.name, NEW.email))
  EXECUTE FUNCTION merchant_transactions_user_renamed();
--> statement-breakpoint
-- Existing movements.
INSERT INTO merchant_transactions (id, merchant_id, type, status, description, counterparty,
  counterparty_email, amount_minor, currency, method_type, card_brand, card_last4, mobile_provider,
  phone, created_at)
SELECT id, merchant_id, type, status, description, counterparty, counterparty_email, amount_minor,
       currency, method_type, card_brand, card_last4, mobile_provider, phone, created_at
FROM merchant_transaction_sources;
--> statement-breakpoint
-- Indexes last: building them over the copied rows is far faster than growing them row by row.
CREATE INDEX "merchant_transactions_created_idx" ON "merchant_transactions" USING btree ("merchant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "merchant_transactions_type_idx" ON "merchant_transactions" USING btree ("merchant_id","type","created_at","id");
--> statement-breakpoint
CREATE INDEX "merchant_transactions_status_idx" ON "merchant_transactions" USING btree ("merchant_id","status","created_at","id");
--> statement-breakpoint
CREATE INDEX "merchant_transactions_method_idx" ON "merchant_transactions" USING btree ("merchant_id","method_type","created_at","id");
--> statement-breakpoint
CREATE INDEX "merchant_transactions_currency_idx" ON "merchant_transactions" USING btree ("merchant_id","currency","created_at","id");
--> statement-breakpoint
CREATE INDEX "merchant_transactions_search_idx" ON "merchant_transactions" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Planner statistics for the copied rows, so the first searches pick the right index.
ANALYZE merchant_transactions;

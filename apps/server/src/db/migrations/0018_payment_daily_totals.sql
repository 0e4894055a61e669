CREATE TABLE "payment_daily_totals" (
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"source_type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "payment_daily_totals_merchant_id_currency_day_source_type_pk" PRIMARY KEY("merchant_id","currency","day","source_type")
);
--> statement-breakpoint
-- Daily totals maintained in the same transaction as the change (docs/architecture.md#scale).
-- A captured payment counts on its merchant's local day of succeeded_at, net of succeeded refunds.
CREATE OR REPLACE FUNCTION payment_daily_totals_add(
  p_merchant text, p_currency text, p_at timestamptz, p_source text, p_amount bigint, p_count integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  IF p_at IS NULL THEN RETURN; END IF;
  SELECT time_zone INTO zone FROM merchants WHERE id = p_merchant;
  INSERT INTO payment_daily_totals AS t (merchant_id, currency, day, source_type, amount_minor, count)
  VALUES (p_merchant, p_currency, (p_at AT TIME ZONE coalesce(zone, 'UTC'))::date, p_source, p_amount, p_count)
  ON CONFLICT (merchant_id, currency, day, source_type)
  DO UPDATE SET amount_minor = t.amount_minor + excluded.amount_minor, count = t.count + excluded.count;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_is_captured(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('succeeded', 'partially_refunded', 'refunded');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_daily_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP = 'UPDATE' AND payment_is_captured(OLD.status);
  now_captured boolean := payment_is_captured(NEW.status);
BEGIN
  IF was AND now_captured AND OLD.merchant_id = NEW.merchant_id AND OLD.currency = NEW.currency
     AND OLD.amount_minor = NEW.amount_minor AND OLD.succeeded_at IS NOT DISTINCT FROM NEW.succeeded_at
     AND OLD.source_type = NEW.source_type THEN
    RETURN NULL;
  END IF;
  IF was THEN
    PERFORM payment_daily_totals_add(OLD.merchant_id, OLD.currency, OLD.succeeded_at, OLD.source_type,
      -(OLD.amount_minor - coalesce((SELECT sum(amount_minor) FROM refunds
                                     WHERE payment_id = OLD.id AND status = 'succeeded'), 0))::bigint, -1);
  END IF;
  IF now_captured THEN
    PERFORM payment_daily_totals_add(NEW.merchant_id, NEW.currency, NEW.succeeded_at, NEW.source_type,
      (NEW.amount_minor - coalesce((SELECT sum(amount_minor) FROM refunds
                                    WHERE payment_id = NEW.id AND status = 'succeeded'), 0))::bigint, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_daily_totals AFTER INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_daily_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refunds_daily_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
  p record;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'succeeded' THEN delta := delta + OLD.amount_minor; END IF;
  IF NEW.status = 'succeeded' THEN delta := delta - NEW.amount_minor; END IF;
  IF delta = 0 THEN RETURN NULL; END IF;
  SELECT merchant_id, currency, succeeded_at, source_type, status INTO p FROM payments WHERE id = NEW.payment_id;
  IF payment_is_captured(p.status) THEN
    PERFORM payment_daily_totals_add(p.merchant_id, p.currency, p.succeeded_at, p.source_type, delta, 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_daily_totals AFTER INSERT OR UPDATE OF status ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_daily_totals();
--> statement-breakpoint
-- Rebuilds one merchant row's totals from its payments: on a change of time zone, and for bulk loads
-- that bypass the triggers.
CREATE OR REPLACE FUNCTION rebuild_payment_daily_totals(p_merchant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payment_daily_totals WHERE merchant_id = p_merchant;
  INSERT INTO payment_daily_totals (merchant_id, currency, day, source_type, amount_minor, count)
  SELECT p.merchant_id, p.currency, (p.succeeded_at AT TIME ZONE m.time_zone)::date, p.source_type,
         sum(p.amount_minor - coalesce(r.refunded, 0)), count(*)
  FROM payments p
  JOIN merchants m ON m.id = p.merchant_id
  LEFT JOIN (SELECT payment_id, sum(amount_minor) AS refunded FROM refunds WHERE status = 'succeeded'
             GROUP BY payment_id) r ON r.payment_id = p.id
  WHERE p.merchant_id = p_merchant AND payment_is_captured(p.status) AND p.succeeded_at IS NOT NULL
  GROUP BY 1, 2, 3, 4;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION merchants_daily_totals_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_payment_daily_totals(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchants_daily_totals_zone AFTER UPDATE OF time_zone ON merchants
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION merchants_daily_totals_zone();
--> statement-breakpoint
-- Existing payments.
SELECT rebuild_payment_daily_totals(id) FROM merchants;

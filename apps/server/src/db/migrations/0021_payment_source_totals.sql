CREATE TABLE "payment_link_payers" (
	"link_id" text NOT NULL,
	"payer_email" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "payment_link_payers_link_id_payer_email_pk" PRIMARY KEY("link_id","payer_email")
);
--> statement-breakpoint
CREATE TABLE "payment_source_totals" (
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"count" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"payers" integer NOT NULL,
	CONSTRAINT "payment_source_totals_source_type_source_id_pk" PRIMARY KEY("source_type","source_id")
);
--> statement-breakpoint
-- Adds `p_amount` (minor units) and `p_count` captured payments of payer `p_payer_email` to a
-- payment's source: its link, donation link or catalogue, or the subscription link of its
-- subscription. Deposits and payments by merchant code have no source row.
CREATE OR REPLACE FUNCTION payment_source_totals_add(
  p_source_type text, p_source_id text, p_payer_email text, p_amount bigint, p_count integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key_type text := p_source_type;
  key_id text := p_source_id;
  payer_total integer;
  payer_delta integer := 0;
BEGIN
  IF p_source_type = 'subscription' THEN
    key_type := 'subscription_link';
    SELECT link_id INTO key_id FROM subscriptions WHERE id = p_source_id;
    IF key_id IS NULL THEN RETURN; END IF;
  ELSIF p_source_type NOT IN ('payment_link', 'donation_link', 'catalogue') THEN
    RETURN;
  END IF;
  IF p_source_type = 'payment_link' AND p_count <> 0 THEN
    INSERT INTO payment_link_payers AS lp (link_id, payer_email, count)
    VALUES (p_source_id, p_payer_email, p_count)
    ON CONFLICT (link_id, payer_email) DO UPDATE SET count = lp.count + excluded.count
    RETURNING lp.count INTO payer_total;
    -- A payer's first captured payment on the link adds a payer; their last one leaving takes it away.
    IF p_count > 0 AND payer_total = p_count THEN payer_delta := 1;
    ELSIF p_count < 0 AND payer_total = 0 THEN payer_delta := -1;
    END IF;
  END IF;
  INSERT INTO payment_source_totals AS t (source_type, source_id, count, amount_minor, payers)
  VALUES (key_type, key_id, p_count, p_amount, payer_delta)
  ON CONFLICT (source_type, source_id) DO UPDATE SET count = t.count + excluded.count,
    amount_minor = t.amount_minor + excluded.amount_minor, payers = t.payers + excluded.payers;
END;
$$;
--> statement-breakpoint
-- The payment triggers of the daily totals now keep both totals: a captured payment counts once in
-- each, at its amount net of succeeded refunds.
CREATE OR REPLACE FUNCTION payment_totals_add(p payments, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  net bigint := p.amount_minor - coalesce((SELECT sum(amount_minor) FROM refunds
                                           WHERE payment_id = p.id AND status = 'succeeded'), 0);
BEGIN
  PERFORM payment_daily_totals_add(p.merchant_id, p.currency, p.succeeded_at, p.source_type, p_sign * net, p_sign);
  PERFORM payment_source_totals_add(p.source_type, p.source_id, p.payer_email, p_sign * net, p_sign);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP = 'UPDATE' AND payment_is_captured(OLD.status);
  now_captured boolean := payment_is_captured(NEW.status);
BEGIN
  IF was AND now_captured AND OLD.merchant_id = NEW.merchant_id AND OLD.currency = NEW.currency
     AND OLD.amount_minor = NEW.amount_minor AND OLD.succeeded_at IS NOT DISTINCT FROM NEW.succeeded_at
     AND OLD.source_type = NEW.source_type AND OLD.source_id = NEW.source_id
     AND OLD.payer_email = NEW.payer_email THEN
    RETURN NULL;
  END IF;
  IF was THEN PERFORM payment_totals_add(OLD, -1); END IF;
  IF now_captured THEN PERFORM payment_totals_add(NEW, 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER payments_daily_totals ON payments;
--> statement-breakpoint
DROP FUNCTION payments_daily_totals();
--> statement-breakpoint
CREATE TRIGGER payments_totals AFTER INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_totals();
--> statement-breakpoint
-- A succeeded refund takes its amount off both totals of its captured payment (and gives it back if
-- it stops being succeeded).
CREATE OR REPLACE FUNCTION refunds_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
  p payments;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'succeeded' THEN delta := delta + OLD.amount_minor; END IF;
  IF NEW.status = 'succeeded' THEN delta := delta - NEW.amount_minor; END IF;
  IF delta = 0 THEN RETURN NULL; END IF;
  SELECT * INTO p FROM payments WHERE id = NEW.payment_id;
  IF payment_is_captured(p.status) THEN
    PERFORM payment_daily_totals_add(p.merchant_id, p.currency, p.succeeded_at, p.source_type, delta, 0);
    PERFORM payment_source_totals_add(p.source_type, p.source_id, p.payer_email, delta, 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER refunds_daily_totals ON refunds;
--> statement-breakpoint
DROP FUNCTION refunds_daily_totals();
--> statement-breakpoint
CREATE TRIGGER refunds_totals AFTER INSERT OR UPDATE OF status ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_totals();
--> statement-breakpoint
-- Existing payments.
INSERT INTO payment_link_payers (link_id, payer_email, count)
SELECT source_id, payer_email, count(*) FROM payments
WHERE source_type = 'payment_link' AND payment_is_captured(status)
GROUP BY source_id, payer_email;
--> statement-breakpoint
INSERT INTO payment_source_totals (source_type, source_id, count, amount_minor, payers)
SELECT CASE WHEN p.source_type = 'subscription' THEN 'subscription_link' ELSE p.source_type END,
       coalesce(s.link_id, p.source_id), count(*), sum(p.amount_minor - coalesce(r.refunded, 0)),
       CASE WHEN p.source_type = 'payment_link' THEN count(DISTINCT p.payer_email) ELSE 0 END
FROM payments p
LEFT JOIN subscriptions s ON p.source_type = 'subscription' AND s.id = p.source_id
LEFT JOIN (SELECT payment_id, sum(amount_minor) AS refunded FROM refunds WHERE status = 'succeeded'
           GROUP BY payment_id) r ON r.payment_id = p.id
WHERE payment_is_captured(p.status)
  AND (p.source_type IN ('payment_link', 'donation_link', 'catalogue')
       OR (p.source_type = 'subscription' AND s.link_id IS NOT NULL))
GROUP BY p.source_type, coalesce(s.link_id, p.source_id);

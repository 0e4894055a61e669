-- The running totals every capture of a merchant (daily totals) or of a link (source totals) adds to
-- are spread over 8 rows per key, chosen by the writing connection's backend pid, so concurrent
-- captures do not queue on one row lock until their commits; readers sum a key's slots
-- (docs/architecture.md#scale). Existing rows become slot 0.
ALTER TABLE "payment_daily_totals" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_source_totals" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_daily_totals" DROP CONSTRAINT "payment_daily_totals_merchant_id_currency_day_source_type_pk";--> statement-breakpoint
ALTER TABLE "payment_source_totals" DROP CONSTRAINT "payment_source_totals_source_type_source_id_pk";--> statement-breakpoint
ALTER TABLE "payment_daily_totals" ADD CONSTRAINT "payment_daily_totals_merchant_id_currency_day_source_type_slot_pk" PRIMARY KEY("merchant_id","currency","day","source_type","slot");--> statement-breakpoint
ALTER TABLE "payment_source_totals" ADD CONSTRAINT "payment_source_totals_source_type_source_id_slot_pk" PRIMARY KEY("source_type","source_id","slot");--> statement-breakpoint
-- The slot of the connection running a trigger: one of 8.
CREATE OR REPLACE FUNCTION totals_slot() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 8)::smallint;
$$;--> statement-breakpoint
-- As in 0018, into the connection's slot.
CREATE OR REPLACE FUNCTION payment_daily_totals_add(
  p_merchant text, p_currency text, p_at timestamptz, p_source text, p_amount bigint, p_count integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  IF p_at IS NULL THEN RETURN; END IF;
  SELECT time_zone INTO zone FROM merchants WHERE id = p_merchant;
  INSERT INTO payment_daily_totals AS t (merchant_id, currency, day, source_type, slot, amount_minor, count)
  VALUES (p_merchant, p_currency, (p_at AT TIME ZONE coalesce(zone, 'UTC'))::date, p_source, totals_slot(),
          p_amount, p_count)
  ON CONFLICT (merchant_id, currency, day, source_type, slot)
  DO UPDATE SET amount_minor = t.amount_minor + excluded.amount_minor, count = t.count + excluded.count;
END;
$$;--> statement-breakpoint
-- As in 0021, into the connection's slot. `payment_link_payers` stays one row per link and payer.
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
  INSERT INTO payment_source_totals AS t (source_type, source_id, slot, count, amount_minor, payers)
  VALUES (key_type, key_id, totals_slot(), p_count, p_amount, payer_delta)
  ON CONFLICT (source_type, source_id, slot) DO UPDATE SET count = t.count + excluded.count,
    amount_minor = t.amount_minor + excluded.amount_minor, payers = t.payers + excluded.payers;
END;
$$;

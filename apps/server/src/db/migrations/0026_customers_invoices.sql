CREATE TABLE "customer_totals" (
	"customer_id" text NOT NULL,
	"currency" text NOT NULL,
	"paid_minor" bigint NOT NULL,
	"payments_count" integer NOT NULL,
	CONSTRAINT "customer_totals_customer_id_currency_pk" PRIMARY KEY("customer_id","currency")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"country" text,
	"notes" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" text NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"tax_rate_bps" integer,
	"line_subtotal_minor" bigint NOT NULL,
	"line_tax_minor" bigint NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"next_number" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"number" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"due_date" date NOT NULL,
	"memo" text NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"amount_paid_minor" bigint NOT NULL,
	"allow_partial_payment" boolean NOT NULL,
	"revised_from_id" text,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"uncollectible_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_totals" ADD CONSTRAINT "customer_totals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_merchant_created_idx" ON "customers" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_merchant_email_idx" ON "customers" USING btree ("merchant_id",lower("email")) WHERE "customers"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_merchant_phone_idx" ON "customers" USING btree ("merchant_id","phone") WHERE "customers"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_merchant_number_idx" ON "invoices" USING btree ("merchant_id","number");--> statement-breakpoint
CREATE INDEX "invoices_merchant_created_idx" ON "invoices" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_merchant_status_due_idx" ON "invoices" USING btree ("merchant_id","status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","created_at");--> statement-breakpoint
-- A new customer id made in the database (docs/invoices.md#customers-from-payers): `cus_` + a ULID
-- (Crockford base32 of `at` in milliseconds, then 80 random bits), like lib/ids.ts makes.
CREATE OR REPLACE FUNCTION customer_new_id(at timestamptz) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  ms bigint := floor(extract(epoch FROM at) * 1000);
  random_bytes bytea := uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid());
  id text := '';
  i integer;
BEGIN
  FOR i IN 1..10 LOOP
    id := substr(alphabet, (ms % 32)::integer + 1, 1) || id;
    ms := ms / 32;
  END LOOP;
  FOR i IN 0..15 LOOP
    id := id || substr(alphabet, (get_byte(random_bytes, i * 2) % 32) + 1, 1);
  END LOOP;
  RETURN 'cus_' || id;
END;
$$;
--> statement-breakpoint
-- The merchant's customer matching payment `p`'s payer: by lower-cased email, else by phone; found or
-- created (source 'payer') when `p_create`. Null for a deposit (the merchant's own money) or a payer
-- with neither email nor phone.
CREATE OR REPLACE FUNCTION customer_for_payment(p payments, p_create boolean) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_email text := nullif(lower(trim(p.payer_email)), '');
  v_phone text := nullif(trim(coalesce(p.payer_phone, '')), '');
  v_at timestamptz := coalesce(p.succeeded_at, p.updated_at);
  v_id text;
BEGIN
  IF p.source_type = 'deposit' OR (v_email IS NULL AND v_phone IS NULL) THEN RETURN NULL; END IF;
  FOR attempt IN 1..2 LOOP
    IF v_email IS NOT NULL THEN
      SELECT id INTO v_id FROM customers WHERE merchant_id = p.merchant_id AND lower(email) = v_email;
    END IF;
    IF v_id IS NULL AND v_phone IS NOT NULL THEN
      SELECT id INTO v_id FROM customers WHERE merchant_id = p.merchant_id AND phone = v_phone;
    END IF;
    IF v_id IS NOT NULL OR NOT p_create OR attempt = 2 THEN RETURN v_id; END IF;
    -- Nobody matched: create the customer; a concurrent capture creating the same one wins the
    -- unique index and the second pass finds it.
    INSERT INTO customers (id, merchant_id, name, email, phone, country, notes, source, created_at, updated_at)
    VALUES (customer_new_id(v_at), p.merchant_id,
            coalesce(nullif(trim(p.payer_name), ''), v_email, v_phone), v_email, v_phone,
            p.mobile_country, '', 'payer', v_at, v_at)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  END LOOP;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- Adds `p_amount` (minor units) and `p_count` captured payments to the lifetime totals of payment
-- `p`'s customer in its currency, creating the customer on a first capture.
CREATE OR REPLACE FUNCTION customer_totals_add(p payments, p_amount bigint, p_count integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_id text := customer_for_payment(p, p_count > 0);
BEGIN
  IF v_id IS NULL THEN RETURN; END IF;
  INSERT INTO customer_totals AS t (customer_id, currency, paid_minor, payments_count)
  VALUES (v_id, p.currency, p_amount, p_count)
  ON CONFLICT (customer_id, currency) DO UPDATE SET paid_minor = t.paid_minor + excluded.paid_minor,
    payments_count = t.payments_count + excluded.payments_count;
END;
$$;
--> statement-breakpoint
-- The payment triggers (migration 0021) now keep the customers' totals too.
CREATE OR REPLACE FUNCTION payment_totals_add(p payments, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  net bigint := p.amount_minor - coalesce((SELECT sum(amount_minor) FROM refunds
                                           WHERE payment_id = p.id AND status = 'succeeded'), 0);
BEGIN
  PERFORM payment_daily_totals_add(p.merchant_id, p.currency, p.succeeded_at, p.source_type, p_sign * net, p_sign);
  PERFORM payment_source_totals_add(p.source_type, p.source_id, p.payer_email, p_sign * net, p_sign);
  PERFORM customer_totals_add(p, p_sign * net, p_sign);
END;
$$;
--> statement-breakpoint
-- A succeeded refund takes its amount off the customer's total as well (migration 0021's rule).
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
    PERFORM customer_totals_add(p, delta, 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A customer's recent payments are read by payer email or phone within the merchant.
CREATE INDEX payments_merchant_payer_email_idx ON payments (merchant_id, lower(payer_email), created_at);
--> statement-breakpoint
CREATE INDEX payments_merchant_payer_phone_idx ON payments (merchant_id, payer_phone, created_at)
  WHERE payer_phone IS NOT NULL;
--> statement-breakpoint
-- Existing captured payments, oldest first: their customers and totals.
DO $$
DECLARE
  p payments;
BEGIN
  FOR p IN SELECT * FROM payments WHERE payment_is_captured(status) ORDER BY succeeded_at, id LOOP
    PERFORM customer_totals_add(p, p.amount_minor - coalesce((SELECT sum(amount_minor) FROM refunds
      WHERE payment_id = p.id AND status = 'succeeded'), 0), 1);
  END LOOP;
END;
$$;

CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"method_type" text NOT NULL,
	"provider_refund_id" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer NOT NULL,
	"last_status_code" integer,
	"last_response_snippet" text,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"url" text NOT NULL,
	"description" text NOT NULL,
	"event_types" jsonb NOT NULL,
	"secret" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_merchant_idx" ON "api_keys" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "events_merchant_created_idx" ON "events" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_merchant_created_idx" ON "refunds" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_endpoint_idx" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_merchant_idx" ON "webhook_endpoints" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
-- History shows refunds: one row per refund, negative from the merchant's side.
CREATE OR REPLACE VIEW "merchant_transactions" AS
SELECT p.id, p.merchant_id,
       CASE WHEN p.source_type = 'deposit' THEN 'deposit' ELSE 'payment' END AS type,
       p.status, p.description, p.payer_name AS counterparty, p.payer_email AS counterparty_email,
       p.amount_minor, p.currency, p.method_type, p.card_brand, p.card_last4, p.mobile_provider,
       p.payer_phone AS phone, p.created_at
FROM payments p
UNION ALL
SELECT po.id, po.merchant_id, po.kind, po.status,
       CASE po.kind WHEN 'withdrawal' THEN 'Withdrawal' ELSE 'Direct Pay' END,
       po.destination_label, NULL, -po.debited_minor, po.currency, po.destination_type, NULL, NULL,
       po.mobile_provider, po.phone, po.created_at
FROM payouts po
UNION ALL
SELECT t.id, t.from_merchant_id, 'transfer_out', 'succeeded',
       CASE WHEN t.note <> '' THEN t.note
            WHEN t.kind = 'send' THEN 'Money sent' ELSE 'Payment to ' || m.business_name END,
       CASE WHEN t.kind = 'send' THEN u.name ELSE m.business_name END,
       CASE WHEN t.kind = 'send' THEN u.email END,
       -t.amount_minor, t.currency, 'wallet', NULL, NULL, NULL, NULL, t.created_at
FROM transfers t
JOIN merchants m ON m.id = t.to_merchant_id
JOIN users u ON u.merchant_id = t.to_merchant_id
UNION ALL
SELECT t.id, t.to_merchant_id, 'transfer_in', 'succeeded',
       CASE WHEN t.note <> '' THEN t.note
            WHEN t.kind = 'send' THEN 'Money received' ELSE 'Payment by merchant code' END,
       u.name, u.email, t.amount_minor, t.currency, 'wallet', NULL, NULL, NULL, NULL, t.created_at
FROM transfers t
JOIN users u ON u.merchant_id = t.from_merchant_id
UNION ALL
SELECT c.id, c.merchant_id, 'conversion', 'succeeded',
       'Converted ' || c.from_currency || ' to ' || c.to_currency || ' at ' || c.rate,
       NULL, NULL, -c.from_amount_minor, c.from_currency, 'wallet', NULL, NULL, NULL, NULL, c.created_at
FROM conversions c
UNION ALL
SELECT lt.id, a.merchant_id, 'card_spend', 'succeeded', p.description, m.business_name, NULL,
       e.amount_minor, e.currency, 'card', p.card_brand, p.card_last4, NULL, NULL, lt.created_at
FROM ledger_transactions lt
JOIN ledger_entries e ON e.transaction_id = lt.id
JOIN ledger_accounts a ON a.id = e.account_id AND a.type = 'merchant_wallet'
JOIN payments p ON p.id = lt.record_id
JOIN merchants m ON m.id = p.merchant_id
WHERE lt.type = 'card_spend'
UNION ALL
SELECT r.id, r.merchant_id, 'refund', r.status, 'Refund: ' || p.description, p.payer_name, p.payer_email,
       -r.amount_minor, r.currency, p.method_type, p.card_brand, p.card_last4, p.mobile_provider,
       p.payer_phone, r.created_at
FROM refunds r
JOIN payments p ON p.id = r.payment_id;

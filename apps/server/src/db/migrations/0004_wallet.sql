CREATE TABLE "conversions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"from_amount_minor" bigint NOT NULL,
	"to_amount_minor" bigint NOT NULL,
	"rate" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fx_rates_base_quote_pk" PRIMARY KEY("base","quote")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"debited_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"payout_minor" bigint NOT NULL,
	"payout_currency" text NOT NULL,
	"rate" text NOT NULL,
	"destination_type" text NOT NULL,
	"payout_account_id" text,
	"mobile_provider" text,
	"mobile_country" text,
	"phone" text,
	"destination_label" text NOT NULL,
	"provider" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"from_merchant_id" text NOT NULL,
	"to_merchant_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"scenario" text NOT NULL,
	"decide_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "merchant_code" text;--> statement-breakpoint
-- Existing merchants get a code (hex characters are a subset of the code alphabet).
UPDATE "merchants" SET "merchant_code" = 'MLP-' || upper(substr(md5("id" || random()::text), 1, 6));--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "merchant_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "record_id" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_merchant_id_merchants_id_fk" FOREIGN KEY ("from_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_merchant_id_merchants_id_fk" FOREIGN KEY ("to_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversions_merchant_idx" ON "conversions" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payout_accounts_merchant_idx" ON "payout_accounts" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "payouts_merchant_created_idx" ON "payouts" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_merchant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_record_type_idx" ON "ledger_transactions" USING btree ("record_id","type");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_merchant_code_unique" UNIQUE("merchant_code");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_unique" UNIQUE("phone");--> statement-breakpoint
-- The spec's demo rates (docs/product.md#constants "Direct Pay demo rates"); edit with `npm run fx:set`.
INSERT INTO "fx_rates" ("base", "quote", "rate", "updated_at") VALUES
  ('USD', 'RWF', '1300', now()),
  ('USD', 'EUR', '0.85', now()),
  ('USD', 'GBP', '0.73', now()),
  ('EUR', 'RWF', '1530', now()),
  ('GBP', 'RWF', '1780', now())
ON CONFLICT DO NOTHING;

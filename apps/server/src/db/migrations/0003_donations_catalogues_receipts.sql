CREATE TABLE "donation_links" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"goal_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"thank_you_message" text NOT NULL,
	"redirect_url" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"in_stock" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogues" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"catalogue_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"shipping_address" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payer_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_id" text;--> statement-breakpoint
ALTER TABLE "donation_links" ADD CONSTRAINT "donation_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_links_merchant_idx" ON "donation_links" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "catalogue_items_catalogue_idx" ON "catalogue_items" USING btree ("catalogue_id","position");--> statement-breakpoint
CREATE INDEX "catalogues_merchant_idx" ON "catalogues" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_catalogue_idx" ON "orders" USING btree ("catalogue_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_id_unique" UNIQUE("receipt_id");
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_links" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"trial_days" integer NOT NULL,
	"thank_you_message" text NOT NULL,
	"redirect_url" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"link_id" text NOT NULL,
	"status" text NOT NULL,
	"subscriber_name" text NOT NULL,
	"subscriber_email" text NOT NULL,
	"method_type" text NOT NULL,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"mobile_provider" text,
	"mobile_country" text,
	"phone" text,
	"period_number" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"next_billing_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"failed_attempts" integer NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_links" ADD CONSTRAINT "subscription_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_link_id_subscription_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."subscription_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_merchant_idx" ON "email_outbox" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_links_merchant_idx" ON "subscription_links" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_link_idx" ON "subscriptions" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree ("subscriber_email");
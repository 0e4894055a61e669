CREATE TABLE "virtual_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"pan_fingerprint" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "virtual_cards_merchant_id_unique" UNIQUE("merchant_id"),
	CONSTRAINT "virtual_cards_pan_fingerprint_unique" UNIQUE("pan_fingerprint")
);
--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD COLUMN "virtual_card_id" text;--> statement-breakpoint
ALTER TABLE "virtual_cards" ADD CONSTRAINT "virtual_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
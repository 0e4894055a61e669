CREATE TABLE "mpesa_payouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"conversation_id" text,
	"amount_minor" bigint,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mpesa_requests" (
	"reference" text PRIMARY KEY NOT NULL,
	"checkout_request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mpesa_requests_checkout_request_id_unique" UNIQUE("checkout_request_id")
);
--> statement-breakpoint
ALTER TABLE "provider_events" ALTER COLUMN "amount_minor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_events" ADD COLUMN "phone" text;
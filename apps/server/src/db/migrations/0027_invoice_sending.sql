CREATE TABLE "invoice_notices" (
	"invoice_id" text NOT NULL,
	"kind" text NOT NULL,
	"offset_days" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_notices_invoice_id_kind_offset_days_pk" PRIMARY KEY("invoice_id","kind","offset_days")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "reminder_offsets" integer[] DEFAULT '{-3,0,3,7}' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_notices" ADD CONSTRAINT "invoice_notices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
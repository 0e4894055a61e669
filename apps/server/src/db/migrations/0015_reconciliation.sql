CREATE TABLE "reconciliation_items" (
	"report_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"record_type" text NOT NULL,
	"reference" text NOT NULL,
	"malipo_status" text,
	"malipo_amount_minor" bigint,
	"malipo_currency" text,
	"provider_status" text,
	"provider_amount_minor" bigint,
	"provider_currency" text,
	"note" text NOT NULL,
	CONSTRAINT "reconciliation_items_report_id_position_pk" PRIMARY KEY("report_id","position")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"run" integer NOT NULL,
	"status" text NOT NULL,
	"coverage" text NOT NULL,
	"note" text,
	"malipo_record_count" integer NOT NULL,
	"provider_record_count" integer NOT NULL,
	"mismatch_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_report_id_reconciliation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reconciliation_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_reports_run_idx" ON "reconciliation_reports" USING btree ("provider","day","run");
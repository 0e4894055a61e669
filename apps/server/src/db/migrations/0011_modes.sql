-- Test mode and live mode (docs/providers.md#modes): each existing merchant row becomes its
-- account's test row (everything in it was made with the sandbox), and gains a live row sharing
-- its business profile.
ALTER TABLE "merchants" ADD COLUMN "account_id" text;--> statement-breakpoint
UPDATE "merchants" SET "account_id" = "id";--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "mode" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mode" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_account_mode_idx" ON "merchants" USING btree ("account_id","mode");--> statement-breakpoint
INSERT INTO "merchants" ("id", "account_id", "mode", "business_name", "logo_url", "primary_color", "secondary_color", "time_zone", "merchant_code", "created_at")
SELECT 'mer_' || upper(substr(md5(random()::text || "id"), 1, 26)), "id", 'live', "business_name", "logo_url", "primary_color", "secondary_color", "time_zone",
       'MLP-' || upper(substr(md5(random()::text || "merchant_code"), 1, 6)), "created_at"
FROM "merchants";

ALTER TABLE "payments" ADD COLUMN "transfer_expected_minor" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_received_minor" bigint;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "received_minor" bigint;
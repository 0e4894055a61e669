-- The sandbox's charges are keyed by their reference (docs/architecture.md#scale): a charge's id is
-- now its reference behind `sbx_ch_` (sandbox/sandbox-charge-ids.ts), found through the same key,
-- so the table keeps one index instead of two and no id column: about 110 bytes a payment. Charges
-- made before keep their random ids as `legacy_id`, which a partial index holds for them alone, so
-- the payments and refunds that recorded those ids still find their charges.
ALTER TABLE "sandbox_charges" DROP CONSTRAINT "sandbox_charges_pkey";--> statement-breakpoint
ALTER TABLE "sandbox_charges" DROP CONSTRAINT "sandbox_charges_reference_unique";--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD PRIMARY KEY ("reference");--> statement-breakpoint
ALTER TABLE "sandbox_charges" RENAME COLUMN "id" TO "legacy_id";--> statement-breakpoint
ALTER TABLE "sandbox_charges" ALTER COLUMN "legacy_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_legacy_id_idx" ON "sandbox_charges" USING btree ("legacy_id") WHERE "sandbox_charges"."legacy_id" is not null;

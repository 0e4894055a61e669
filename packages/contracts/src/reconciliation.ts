/**
 * The daily reconciliation (docs/providers.md#reconciliation): a report per provider and UTC day
 * comparing the provider's records with Malipo's payments and payouts, the mismatches it lists,
 * and the admin API's requests and answers. Amounts in minor units of their currency.
 * @module
 */
import { z } from 'zod';

/** How one record disagrees between Malipo and the provider. */
export const RECONCILIATION_ITEM_KINDS = [
  'missing_at_provider',
  'missing_in_malipo',
  'amount_differs',
  'status_differs',
] as const;
/** A kind of mismatch. */
export type ReconciliationItemKind = (typeof RECONCILIATION_ITEM_KINDS)[number];

/** The records a report compares. */
export const RECONCILIATION_RECORD_TYPES = ['payment', 'payout'] as const;
/** A payment (collected) or a payout (sent). */
export type ReconciliationRecordType = (typeof RECONCILIATION_RECORD_TYPES)[number];

/**
 * How much of the provider's side a report saw: `full` when the provider listed every record of the
 * day, `partial` when some records were only asked for one by one by Malipo's reference (the report's
 * `note` says which), so a record the provider has and Malipo has not can go unseen.
 */
export const RECONCILIATION_COVERAGES = ['full', 'partial'] as const;
/** A report's coverage. */
export type ReconciliationCoverage = (typeof RECONCILIATION_COVERAGES)[number];

/** A UTC calendar day, `YYYY-MM-DD`, that exists. */
export const reconciliationDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((day) => {
    // `2024-13-45` is an Invalid Date, whose toISOString() throws: refused, not a 500.
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'This date does not exist');

/** Body of `POST /api/admin/reconciliation/runs`: reconcile `provider` for `day` now. */
export const reconciliationRunInputSchema = z.object({
  provider: z.string().trim().min(1, 'Provider is required').max(40),
  day: reconciliationDaySchema,
});
/** A run request. */
export type ReconciliationRunInput = z.infer<typeof reconciliationRunInputSchema>;

/** Query of `GET /api/admin/reconciliation/reports`: days `from`..`to` inclusive, any provider by default. */
export const reconciliationReportQuerySchema = z.object({
  provider: z.string().trim().min(1).max(40).optional(),
  from: reconciliationDaySchema.optional(),
  to: reconciliationDaySchema.optional(),
});
/** The list's filters. */
export type ReconciliationReportQuery = z.infer<typeof reconciliationReportQuerySchema>;

/** One report, without its items. */
export const reconciliationReportSchema = z.object({
  id: z.string(),
  provider: z.string(),
  day: z.string(),
  /** 1 for the day's scheduled (or first) run; each run asked for again adds one. */
  run: z.number().int(),
  status: z.enum(['clean', 'mismatches']),
  coverage: z.enum(RECONCILIATION_COVERAGES),
  /** What a `partial` report could not see, in words; null when `full`. */
  note: z.string().nullable(),
  malipoRecordCount: z.number().int(),
  providerRecordCount: z.number().int(),
  mismatchCount: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
});
/** A report. */
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

/** One mismatch; the side that has no record has nulls. */
export const reconciliationItemSchema = z.object({
  kind: z.enum(RECONCILIATION_ITEM_KINDS),
  recordType: z.enum(RECONCILIATION_RECORD_TYPES),
  /** Malipo's reference: the payment or payout id. */
  reference: z.string(),
  malipoStatus: z.string().nullable(),
  malipoAmountMinor: z.number().int().nullable(),
  malipoCurrency: z.string().nullable(),
  providerStatus: z.string().nullable(),
  providerAmountMinor: z.number().int().nullable(),
  providerCurrency: z.string().nullable(),
  note: z.string(),
});
/** A mismatch. */
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

/** A report with its mismatches, in the order found. */
export const reconciliationReportDetailSchema = reconciliationReportSchema.extend({
  items: z.array(reconciliationItemSchema),
});
/** A report with its items. */
export type ReconciliationReportDetail = z.infer<typeof reconciliationReportDetailSchema>;

/** Answer of `GET /api/admin/reconciliation/reports`, newest day first. */
export const reconciliationReportListSchema = z.object({ data: z.array(reconciliationReportSchema) });

/**
 * Reconciliation reports (docs/providers.md#reconciliation): one per provider, UTC day and run,
 * with the mismatches found between the provider's records and Malipo's payments and payouts.
 * Reports only report: nothing here changes a payment or payout.
 * @module
 */
import { bigint, date, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  ReconciliationCoverage,
  ReconciliationItemKind,
  ReconciliationRecordType,
} from '@malipo/contracts/reconciliation';
import { timestamptz } from './columns';

/** A comparison of `provider`'s records for `day` (UTC) with Malipo's; `run` counts from 1 per day. */
export const reconciliationReports = pgTable(
  'reconciliation_reports',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    run: integer('run').notNull(),
    status: text('status', { enum: ['clean', 'mismatches'] }).notNull(),
    coverage: text('coverage').$type<ReconciliationCoverage>().notNull(),
    note: text('note'),
    malipoRecordCount: integer('malipo_record_count').notNull(),
    providerRecordCount: integer('provider_record_count').notNull(),
    mismatchCount: integer('mismatch_count').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('reconciliation_reports_run_idx').on(t.provider, t.day, t.run)],
);

/** One mismatch of a report, at `position` in the order found; amounts in minor units. */
export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reconciliationReports.id),
    position: integer('position').notNull(),
    kind: text('kind').$type<ReconciliationItemKind>().notNull(),
    recordType: text('record_type').$type<ReconciliationRecordType>().notNull(),
    reference: text('reference').notNull(),
    malipoStatus: text('malipo_status'),
    malipoAmountMinor: bigint('malipo_amount_minor', { mode: 'number' }),
    malipoCurrency: text('malipo_currency'),
    providerStatus: text('provider_status'),
    providerAmountMinor: bigint('provider_amount_minor', { mode: 'number' }),
    providerCurrency: text('provider_currency'),
    note: text('note').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.position] })],
);

/**
 * Queries of the daily reconciliation (docs/providers.md#reconciliation): Malipo's payments and
 * payouts through a provider, and the reports with their items. Platform-wide, not scoped by
 * merchant: only the admin API reads them. Amounts in minor units.
 * @module
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, max, ne, type SQL } from 'drizzle-orm';
import type { ReconciliationItem, ReconciliationReportQuery } from '@malipo/contracts/reconciliation';
import type { Db } from '../../db/client';
import { payments, payouts, reconciliationItems, reconciliationReports } from '../../db/schema';
import type { MalipoRecord } from './compare-records';

/** A `reconciliation_reports` row. */
export type ReportRow = typeof reconciliationReports.$inferSelect;

/**
 * Malipo's records through `provider` picked by `where` on payments and on payouts. Payments still in
 * `requires_payment_method` never reached a provider, so they are left out.
 */
async function malipoRecords(
  db: Db,
  provider: string,
  where: { payments: SQL | undefined; payouts: SQL | undefined },
): Promise<MalipoRecord[]> {
  const paymentRows = await db
    .select({
      reference: payments.id,
      status: payments.status,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
    })
    .from(payments)
    .where(
      and(eq(payments.provider, provider), ne(payments.status, 'requires_payment_method'), where.payments),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const payoutRows = await db
    .select({
      reference: payouts.id,
      status: payouts.status,
      amountMinor: payouts.payoutMinor,
      currency: payouts.payoutCurrency,
    })
    .from(payouts)
    .where(and(eq(payouts.provider, provider), where.payouts))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
  return [
    ...paymentRows.map((row) => ({ recordType: 'payment' as const, ...row })),
    ...payoutRows.map((row) => ({ recordType: 'payout' as const, ...row })),
  ];
}

/** Malipo's payments and payouts through `provider` created in `[start, end)`. */
export function malipoRecordsCreated(
  db: Db,
  input: { provider: string; start: Date; end: Date },
): Promise<MalipoRecord[]> {
  return malipoRecords(db, input.provider, {
    payments: and(gte(payments.createdAt, input.start), lt(payments.createdAt, input.end)),
    payouts: and(gte(payouts.createdAt, input.start), lt(payouts.createdAt, input.end)),
  });
}

/** Malipo's payments and payouts through `provider` under any of `references`, whatever their day. */
export async function malipoRecordsByReference(
  db: Db,
  input: { provider: string; references: string[] },
): Promise<MalipoRecord[]> {
  if (input.references.length === 0) return [];
  return malipoRecords(db, input.provider, {
    payments: inArray(payments.id, input.references),
    payouts: inArray(payouts.id, input.references),
  });
}

/** The highest run number of `provider`'s reports for `day`, 0 when there is none. */
export async function lastRun(db: Db, input: { provider: string; day: string }): Promise<number> {
  const [row] = await db
    .select({ run: max(reconciliationReports.run) })
    .from(reconciliationReports)
    .where(and(eq(reconciliationReports.provider, input.provider), eq(reconciliationReports.day, input.day)));
  return row?.run ?? 0;
}

/** Stores a report and its items, in their order. Pass a transaction. */
export async function insertReport(db: Db, report: ReportRow, items: ReconciliationItem[]): Promise<void> {
  await db.insert(reconciliationReports).values(report);
  if (items.length === 0) return;
  await db
    .insert(reconciliationItems)
    .values(items.map((item, position) => ({ reportId: report.id, position, ...item })));
}

/** Reports matching `query`, newest day first, then newest run; at most `limit`. */
export function listReports(
  db: Db,
  query: ReconciliationReportQuery & { limit: number },
): Promise<ReportRow[]> {
  return db
    .select()
    .from(reconciliationReports)
    .where(
      and(
        query.provider === undefined ? undefined : eq(reconciliationReports.provider, query.provider),
        query.from === undefined ? undefined : gte(reconciliationReports.day, query.from),
        query.to === undefined ? undefined : lte(reconciliationReports.day, query.to),
      ),
    )
    .orderBy(
      desc(reconciliationReports.day),
      asc(reconciliationReports.provider),
      desc(reconciliationReports.run),
    )
    .limit(query.limit);
}

/** Report `id`, or null. */
export async function findReport(db: Db, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(reconciliationReports).where(eq(reconciliationReports.id, id));
  return row ?? null;
}

/** The items of report `id`, in the order they were found. */
export async function reportItems(db: Db, id: string): Promise<ReconciliationItem[]> {
  return db
    .select({
      kind: reconciliationItems.kind,
      recordType: reconciliationItems.recordType,
      reference: reconciliationItems.reference,
      malipoStatus: reconciliationItems.malipoStatus,
      malipoAmountMinor: reconciliationItems.malipoAmountMinor,
      malipoCurrency: reconciliationItems.malipoCurrency,
      providerStatus: reconciliationItems.providerStatus,
      providerAmountMinor: reconciliationItems.providerAmountMinor,
      providerCurrency: reconciliationItems.providerCurrency,
      note: reconciliationItems.note,
    })
    .from(reconciliationItems)
    .where(eq(reconciliationItems.reportId, id))
    .orderBy(asc(reconciliationItems.position));
}

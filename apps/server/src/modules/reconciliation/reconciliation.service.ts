/**
 * The daily reconciliation (docs/providers.md#reconciliation): builds a report comparing one
 * provider's records for a UTC day with Malipo's payments and payouts through it, stores it with its
 * mismatches, and reads reports back for the admin API, as JSON or CSV. It only reports: no payment,
 * payout or ledger entry is ever changed here.
 *
 * Runs are numbered per provider and day. The scheduled job makes run 1 and does nothing when the
 * day already has a report (a job may run twice); an operator's run asked for again always adds the
 * next run, so earlier reports stay as they were.
 * @module
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { minorToDecimalString } from '@malipo/contracts/money';
import type {
  ReconciliationItem,
  ReconciliationReport,
  ReconciliationReportDetail,
  ReconciliationReportQuery,
} from '@malipo/contracts/reconciliation';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { compareRecords } from './compare-records';
import type { ReconciliationSource } from './reconciliation-source';
import {
  findReport,
  insertReport,
  lastRun,
  listReports,
  malipoRecordsByReference,
  malipoRecordsCreated,
  reportItems,
  type ReportRow,
} from './reconciliation.repo';

/** Most reports one list answers. */
export const REPORT_LIST_LIMIT = 200;

const DAY_MS = 24 * 3600_000;

/** The CSV export's columns, in order; amounts both as decimals and in minor units. */
export const RECONCILIATION_CSV_COLUMNS = [
  'report_id',
  'provider',
  'day',
  'kind',
  'record_type',
  'reference',
  'malipo_status',
  'malipo_amount',
  'malipo_amount_minor',
  'malipo_currency',
  'provider_status',
  'provider_amount',
  'provider_amount_minor',
  'provider_currency',
  'note',
] as const;

const toReport = (row: ReportRow): ReconciliationReport => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const decimal = (amountMinor: number | null, currency: string | null) =>
  amountMinor === null || currency === null ? '' : minorToDecimalString(amountMinor, currency);

const notFound = () => new AppError('not_found', 'No reconciliation report has this id');

/** Creates the service over the sources of the providers to reconcile, by provider name. */
export function createReconciliationService(deps: {
  db: Db;
  clock: Clock;
  sources: ReadonlyMap<string, ReconciliationSource>;
}) {
  const { db, clock, sources } = deps;

  /** The source of `provider`. Throws `validation_failed` for a provider not reconciled here. */
  const sourceOf = (provider: string) => {
    const source = sources.get(provider);
    if (!source) {
      const known = [...sources.keys()].join(', ');
      throw new AppError('validation_failed', `No provider called ${provider} is reconciled`, {
        provider: `Choose one of: ${known}`,
      });
    }
    return source;
  };

  /**
   * Compares and stores run `run` of `provider` for `day`. Malipo's side is its records created that
   * day plus those under any reference the provider lists that day (a charge paid after midnight).
   */
  const build = async (provider: string, day: string, run: number): Promise<ReconciliationReportDetail> => {
    const source = sourceOf(provider);
    const start = new Date(`${day}T00:00:00Z`);
    const ofDay = await malipoRecordsCreated(db, {
      provider,
      start,
      end: new Date(start.getTime() + DAY_MS),
    });
    const providerRecords = await source.records({ day, malipo: ofDay });
    const known = new Set(ofDay.map((record) => record.reference));
    const others = providerRecords.map((r) => r.reference).filter((reference) => !known.has(reference));
    const malipo = [...ofDay, ...(await malipoRecordsByReference(db, { provider, references: others }))];
    const items = compareRecords({ malipo, provider: providerRecords });
    const row: ReportRow = {
      id: newId('rec'),
      provider,
      day,
      run,
      status: items.length === 0 ? 'clean' : 'mismatches',
      coverage: source.coverage,
      note: source.note,
      malipoRecordCount: malipo.length,
      providerRecordCount: providerRecords.length,
      mismatchCount: items.length,
      createdAt: clock.now(),
    };
    await db.transaction((tx) => insertReport(tx, row, items));
    return { ...toReport(row), items };
  };

  /** Throws `validation_failed` for a day that has not begun yet (UTC). */
  const checkDay = (day: string) => {
    if (new Date(`${day}T00:00:00Z`).getTime() > clock.now().getTime()) {
      throw new AppError('validation_failed', 'This day has not begun yet', { day: 'Choose a past day' });
    }
  };

  /**
   * The scheduled run of `provider` for `day`: run 1, or nothing when the day has a report already
   * (answers null). Throws `validation_failed` for an unknown provider, and what the source throws.
   */
  const runScheduled = async ({ provider, day }: { provider: string; day: string }) => {
    sourceOf(provider);
    if ((await lastRun(db, { provider, day })) > 0) return null;
    return build(provider, day, 1);
  };

  /**
   * An operator's run of `provider` for `day` (today included, so far): the day's next run. Throws
   * `validation_failed` for an unknown provider or a day not begun, and what the source throws.
   */
  const runNow = async ({ provider, day }: { provider: string; day: string }) => {
    sourceOf(provider);
    checkDay(day);
    return build(provider, day, (await lastRun(db, { provider, day })) + 1);
  };

  /** Reports matching `query`, newest day first, at most {@link REPORT_LIST_LIMIT}. */
  const list = async (query: ReconciliationReportQuery) =>
    (await listReports(db, { ...query, limit: REPORT_LIST_LIMIT })).map(toReport);

  /** Report `id` with its items. Throws `not_found`. */
  const get = async ({ id }: { id: string }): Promise<ReconciliationReportDetail> => {
    const row = await findReport(db, id);
    if (!row) throw notFound();
    return { ...toReport(row), items: await reportItems(db, id) };
  };

  /**
   * Report `id`'s items as CSV rows under a header of {@link RECONCILIATION_CSV_COLUMNS}, streamed.
   * Throws `not_found` before streaming anything.
   */
  const exportCsv = async ({
    id,
  }: {
    id: string;
  }): Promise<{ report: ReconciliationReport; csv: Readable }> => {
    const row = await findReport(db, id);
    if (!row) throw notFound();
    const items = await reportItems(db, id);
    const cells = (item: ReconciliationItem) => [
      row.id,
      row.provider,
      row.day,
      item.kind,
      item.recordType,
      item.reference,
      item.malipoStatus,
      decimal(item.malipoAmountMinor, item.malipoCurrency),
      item.malipoAmountMinor,
      item.malipoCurrency,
      item.providerStatus,
      decimal(item.providerAmountMinor, item.providerCurrency),
      item.providerAmountMinor,
      item.providerCurrency,
      item.note,
    ];
    const csv = Readable.from(items.map(cells)).pipe(
      stringify({ header: true, columns: [...RECONCILIATION_CSV_COLUMNS] }),
    );
    return { report: toReport(row), csv };
  };

  return { providers: () => [...sources.keys()], runScheduled, runNow, list, get, exportCsv };
}

/** The reconciliation service's methods, as its routes and jobs receive them. */
export type ReconciliationService = ReturnType<typeof createReconciliationService>;

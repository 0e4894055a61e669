/**
 * The retention (docs/architecture.md#retention): what is deleted once it is past its use, so the
 * tables that grow with traffic stay the size of their windows.
 * - `done` jobs after {@link RetentionWindows.doneJobsDays}, `failed` ones (kept longer, for
 *   inspection) after {@link RetentionWindows.failedJobsDays}; never a pending or running job;
 * - idempotency keys once expired, 24 h after their request (docs/payments.md#idempotency): never
 *   one whose response may still be replayed;
 * - sessions once expired (`SESSION_TTL_MS`);
 * - sandbox card tokens no payment or subscription refers to, after
 *   {@link RetentionWindows.sandboxDays};
 * - the sandbox's settled test charges and test refunds, after
 *   {@link RetentionWindows.sandboxChargesDays}; a charge still pending or awaiting its OTP is kept;
 * - the webhook event log: settled deliveries and then events, after
 *   {@link RetentionWindows.eventsDays}; a pending delivery and its event are kept;
 * - outbox emails to customers and team members, after {@link RetentionWindows.emailsDays}; a
 *   queued one is kept;
 * - the slot rows of finished days' payment totals, folded into one row per day after
 *   {@link DAILY_TOTALS_FOLD_AFTER_DAYS} (nothing is lost: the sums move).
 *
 * Nothing Malipo's money records or the ledger hold is deleted. The sandbox's charges are the test
 * provider's records, not Malipo's: after their window a test payment can no longer be refunded
 * (the sandbox declines it, as a provider past its refund window does), and the daily
 * reconciliation, which reads yesterday's, is long done with them. Sandbox payouts are kept.
 * @module
 */
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  deleteEventsWithoutDeliveries,
  deleteExpiredIdempotencyKeys,
  deleteExpiredSessions,
  deleteFinishedJobs,
  deleteOldEmails,
  deleteSettledWebhookDeliveries,
  deleteSettledSandboxCharges,
  deleteUnusedSandboxCardTokens,
  foldDailyTotals,
  type BatchInput,
} from './retention.repo';

const DAY_MS = 24 * 3600_000;

/** Days after which a day's payment totals take no more captures and their slots are folded. */
export const DAILY_TOTALS_FOLD_AFTER_DAYS = 2;

/** How long each kind of row is kept, in days (`RETENTION_*_DAYS`, README "Configuration"). */
export interface RetentionWindows {
  /** `done` jobs, counted from when they last ran (`RETENTION_JOBS_DAYS`). */
  doneJobsDays: number;
  /** `failed` jobs, counted from when they gave up (`RETENTION_FAILED_JOBS_DAYS`). */
  failedJobsDays: number;
  /** Webhook events and their settled deliveries, from the event (`RETENTION_EVENTS_DAYS`). */
  eventsDays: number;
  /** Sandbox card tokens never used by a payment or subscription (`RETENTION_SANDBOX_DAYS`). */
  sandboxDays: number;
  /** The sandbox's settled charges and refunds, from when made (`RETENTION_SANDBOX_CHARGES_DAYS`). */
  sandboxChargesDays: number;
  /** Outbox emails no longer queued, from when they were written (`RETENTION_EMAILS_DAYS`). */
  emailsDays: number;
}

/** How many rows one {@link RetentionService.prune} deleted, by kind. */
export interface PruneCounts {
  doneJobs: number;
  failedJobs: number;
  idempotencyKeys: number;
  sessions: number;
  sandboxCardTokens: number;
  sandboxCharges: number;
  webhookDeliveries: number;
  events: number;
  emails: number;
  /** Slot rows of daily payment totals folded into their day's first row. */
  dailyTotalsFolded: number;
}

/** The retention's one operation. */
export interface RetentionService {
  /**
   * Deletes every row past its window at the clock's now, in batches of at most `batchSize` rows
   * per statement, and answers how many of each kind went. Throws what the database throws; rows
   * deleted by batches before the error stay deleted, and the next run carries on.
   */
  prune(): Promise<PruneCounts>;
}

/** Calls `deleteBatch` until a batch deletes fewer than `limit` rows; the total deleted. */
async function inBatches(deleteBatch: (input: BatchInput) => Promise<number>, input: BatchInput) {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(input);
    total += deleted;
    if (deleted < input.limit) return total;
  }
}

/**
 * Creates the retention service on `db` and `clock` with `windows` (days) and `batchSize` (rows per
 * statement, `RETENTION_BATCH_SIZE`: small enough that a large backlog never holds many row locks
 * for long).
 */
export function createRetentionService(deps: {
  db: Db;
  clock: Clock;
  windows: RetentionWindows;
  batchSize: number;
}): RetentionService {
  const { db, clock, windows, batchSize: limit } = deps;

  const prune = async (): Promise<PruneCounts> => {
    const now = clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const batches = (deleteBatch: (db: Db, input: BatchInput) => Promise<number>, before: Date) =>
      inBatches((input) => deleteBatch(db, input), { before, limit });
    return {
      doneJobs: await batches(
        (tx, input) => deleteFinishedJobs(tx, { ...input, status: 'done' }),
        daysAgo(windows.doneJobsDays),
      ),
      failedJobs: await batches(
        (tx, input) => deleteFinishedJobs(tx, { ...input, status: 'failed' }),
        daysAgo(windows.failedJobsDays),
      ),
      idempotencyKeys: await batches(deleteExpiredIdempotencyKeys, now),
      sessions: await batches(deleteExpiredSessions, now),
      sandboxCardTokens: await batches(deleteUnusedSandboxCardTokens, daysAgo(windows.sandboxDays)),
      sandboxCharges: await batches(deleteSettledSandboxCharges, daysAgo(windows.sandboxChargesDays)),
      // Deliveries first: an event goes once it has none left.
      webhookDeliveries: await batches(deleteSettledWebhookDeliveries, daysAgo(windows.eventsDays)),
      events: await batches(deleteEventsWithoutDeliveries, daysAgo(windows.eventsDays)),
      emails: await batches(deleteOldEmails, daysAgo(windows.emailsDays)),
      dailyTotalsFolded: await batches(foldDailyTotals, daysAgo(DAILY_TOTALS_FOLD_AFTER_DAYS)),
    };
  };

  return { prune };
}

/**
 * The database figures `GET /metrics` reads at each scrape (`plugins/metrics.ts`), each one grouped
 * query over an index, so a scrape costs the same with a million payments as with ten.
 * @module
 */
import { and, count, eq, gte, lte, min } from 'drizzle-orm';
import { encodeTime } from 'ulidx';
import type { PaymentMethodType, PaymentStatus } from '@malipo/contracts/payments';
import type { Db } from '../../db/client';
import { jobs, payments } from '../../db/schema';

/**
 * The smallest id a record created at `time` or later can have: ids are a prefix and a ULID whose
 * first 10 characters are the creation time in ms (docs/conventions.md#code, `lib/ids.ts`), so
 * `id >= floor` is a range of the primary key holding exactly the records created since `time`.
 */
function idFloor(prefix: string, time: Date): string {
  return `${prefix}_${encodeTime(Math.max(0, time.getTime()), 10)}`;
}

/** Payments of one status and method, and how many. */
export interface PaymentCount {
  status: PaymentStatus;
  method: PaymentMethodType;
  count: number;
}

/**
 * How many payments created at `since` or later are in each status and method now. The primary
 * key's range of ids created since `since` ({@link idFloor}) bounds the scan to those payments,
 * so its cost is that of one window's payments, not of every payment ever made.
 */
export async function countPaymentsSince(db: Db, input: { since: Date }): Promise<PaymentCount[]> {
  return db
    .select({ status: payments.status, method: payments.methodType, count: count() })
    .from(payments)
    .where(and(gte(payments.id, idFloor('pay', input.since)), gte(payments.createdAt, input.since)))
    .groupBy(payments.status, payments.methodType);
}

/** The due jobs of one kind: how many, and the earliest `run_at` among them. */
export interface DueJobs {
  kind: string;
  due: number;
  oldestRunAt: Date | null;
}

/**
 * Per kind, the `pending` jobs due at `now` (waiting for a worker) and the earliest time one of them
 * was due. Reads the `(status, run_at)` index the job claim uses; kinds with none are absent.
 */
export async function dueJobsByKind(db: Db, input: { now: Date }): Promise<DueJobs[]> {
  return db
    .select({ kind: jobs.kind, due: count(), oldestRunAt: min(jobs.runAt) })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, input.now)))
    .groupBy(jobs.kind);
}

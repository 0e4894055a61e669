/**
 * Housekeeping the worker runs about once an hour (docs/architecture.md#background-jobs): forgets
 * idempotency keys past their 24 h life (docs/payments.md#idempotency) and `done` jobs older than a
 * week, so both tables stay small. Failed jobs are kept for inspection.
 * @module
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys, jobs } from '../db/schema';

/** How often housekeeping runs, in ms (1 h). */
export const MAINTENANCE_INTERVAL_MS = 3600_000;
/** How long `done` jobs are kept for inspection, in ms (7 days), counted from their creation. */
export const DONE_JOB_RETENTION_MS = 7 * 24 * 3600_000;

/**
 * Deletes idempotency keys that expired before `now`, and `done` jobs created more than
 * {@link DONE_JOB_RETENTION_MS} before it.
 */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
  await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.createdAt, new Date(now.getTime() - DONE_JOB_RETENTION_MS))));
}

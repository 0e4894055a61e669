/**
 * Housekeeping the worker runs about once an hour: forgets idempotency keys past their 24 h life
 * (docs/payments.md) and finished jobs older than a week, so both tables stay small.
 * @module
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys, jobs } from '../db/schema';

/** How often housekeeping runs. */
export const MAINTENANCE_INTERVAL_MS = 3600_000;
/** How long finished jobs are kept for inspection. */
export const DONE_JOB_RETENTION_MS = 7 * 24 * 3600_000;

/** Deletes expired idempotency keys and old finished jobs as of `now`. */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
  await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.createdAt, new Date(now.getTime() - DONE_JOB_RETENTION_MS))));
}

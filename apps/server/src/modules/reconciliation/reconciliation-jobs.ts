/**
 * The daily schedule of the reconciliation (docs/providers.md#reconciliation), on the jobs table
 * (docs/architecture.md#background-jobs). `reconciliation.schedule` is due at 00:05 UTC: it enqueues
 * one `reconciliation.run` `{ provider, day }` per reconciled provider for the day before, and the
 * next day's `reconciliation.schedule`, in one transaction. Its first job is enqueued when the worker
 * starts ({@link withDailyReconciliation}); tests, which never start the worker, get no schedule.
 * A schedule job due long ago (the worker was down) catches up one day per job.
 * @module
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import type { JobHandler, JobRunner } from '../../jobs/job-runner';
import { enqueueJob } from '../../jobs/jobs.repo';
import type { Clock } from '../../lib/clock';
import type { ReconciliationService } from './reconciliation.service';

/** Job kind: build the scheduled report of `{ provider, day }` (once per day; see the service). */
export const RECONCILIATION_RUN_JOB = 'reconciliation.run';
/** Job kind: enqueue the day's runs and the next schedule job. */
export const RECONCILIATION_SCHEDULE_JOB = 'reconciliation.schedule';

const DAY_MS = 24 * 3600_000;
/** When after midnight UTC the day before is reconciled, in ms: late callbacks have had 5 minutes. */
const SCHEDULE_OFFSET_MS = 5 * 60_000;

/** The first 00:05 UTC after `now`. */
export function nextScheduleAt(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const today = midnight + SCHEDULE_OFFSET_MS;
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/** Enqueues the schedule job at `runAt` unless one is already waiting. Pass a transaction. */
async function ensureScheduled(db: Db, input: { runAt: Date; now: Date }): Promise<void> {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, RECONCILIATION_SCHEDULE_JOB), eq(jobs.status, 'pending')))
    .limit(1);
  if (waiting) return;
  await enqueueJob(db, { kind: RECONCILIATION_SCHEDULE_JOB, payload: {}, ...input });
}

/** The two job handlers, by kind, for `app.ts`. */
export function reconciliationJobHandlers(deps: {
  db: Db;
  clock: Clock;
  reconciliation: ReconciliationService;
}): Record<string, JobHandler> {
  const { db, clock, reconciliation } = deps;
  return {
    [RECONCILIATION_RUN_JOB]: async (payload) => {
      const { provider, day } = payload;
      if (typeof provider !== 'string' || typeof day !== 'string') {
        throw new Error('reconciliation.run payload needs a provider and a day');
      }
      await reconciliation.runScheduled({ provider, day });
      return 'done';
    },
    [RECONCILIATION_SCHEDULE_JOB]: async (_payload, job) => {
      const day = new Date(job.runAt.getTime() - DAY_MS).toISOString().slice(0, 10);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${RECONCILIATION_SCHEDULE_JOB}))`);
        for (const provider of reconciliation.providers()) {
          await enqueueJob(tx, { kind: RECONCILIATION_RUN_JOB, payload: { provider, day }, runAt: now, now });
        }
        await ensureScheduled(tx, { runAt: new Date(job.runAt.getTime() + DAY_MS), now });
      });
      return 'done';
    },
  };
}

/**
 * `runner` whose `start` first makes sure a schedule job is waiting (for the next 00:05 UTC), so the
 * server's worker reconciles every day. A failure to enqueue it is logged; the worker starts anyway.
 */
export function withDailyReconciliation(
  runner: JobRunner,
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
): JobRunner {
  const schedule = () =>
    deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${RECONCILIATION_SCHEDULE_JOB}))`);
      const now = deps.clock.now();
      await ensureScheduled(tx, { runAt: nextScheduleAt(now), now });
    });
  return {
    ...runner,
    start(pollIntervalMs) {
      schedule().catch((err: unknown) => deps.log.error({ err }, 'reconciliation schedule failed'));
      runner.start(pollIntervalMs);
    },
  };
}

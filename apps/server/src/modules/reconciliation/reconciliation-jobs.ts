/**
 * The daily schedule of the reconciliation (docs/providers.md#reconciliation), on the jobs table
 * (docs/architecture.md#background-jobs). `reconciliation.schedule` is due at 00:05 UTC: it enqueues
 * one `reconciliation.run` `{ provider, day }` per reconciled provider for the day before, and the
 * next day's `reconciliation.schedule`, in one transaction. Its first job is enqueued when the worker
 * starts ({@link withDailyReconciliation}); tests, which never start the worker, get no schedule.
 * A schedule job due long ago (the worker was down) catches up one day per job. The daily
 * scheduling is shared with other daily jobs (`jobs/daily-schedule.ts`).
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  DAY_MS,
  ensureScheduled,
  lockSchedule,
  nextDailyRunAt,
  withDailyJob,
} from '../../jobs/daily-schedule';
import type { JobHandler, JobRunner } from '../../jobs/job-runner';
import { enqueueJob } from '../../jobs/jobs.repo';
import type { Clock } from '../../lib/clock';
import type { ReconciliationService } from './reconciliation.service';

/** Job kind: build the scheduled report of `{ provider, day }` (once per day; see the service). */
export const RECONCILIATION_RUN_JOB = 'reconciliation.run';
/** Job kind: enqueue the day's runs and the next schedule job. */
export const RECONCILIATION_SCHEDULE_JOB = 'reconciliation.schedule';

/** When after midnight UTC the day before is reconciled, in ms: late callbacks have had 5 minutes. */
const SCHEDULE_OFFSET_MS = 5 * 60_000;

/** The first 00:05 UTC after `now`. */
export function nextScheduleAt(now: Date): Date {
  return nextDailyRunAt(now, SCHEDULE_OFFSET_MS);
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
        await lockSchedule(tx, RECONCILIATION_SCHEDULE_JOB);
        for (const provider of reconciliation.providers()) {
          await enqueueJob(tx, { kind: RECONCILIATION_RUN_JOB, payload: { provider, day }, runAt: now, now });
        }
        const runAt = new Date(job.runAt.getTime() + DAY_MS);
        await ensureScheduled(tx, { kind: RECONCILIATION_SCHEDULE_JOB, runAt, now });
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
  return withDailyJob(runner, {
    ...deps,
    kind: RECONCILIATION_SCHEDULE_JOB,
    offsetMs: SCHEDULE_OFFSET_MS,
    failureMessage: 'reconciliation schedule failed',
  });
}

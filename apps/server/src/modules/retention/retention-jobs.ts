/**
 * The retention's daily job (docs/architecture.md#retention) on the jobs table
 * (docs/architecture.md#background-jobs), scheduled like the daily reconciliation
 * (`jobs/daily-schedule.ts`): `retention.prune` is due at 03:00 UTC, away from the reconciliation at
 * 00:05. It first enqueues the next day's job, then prunes, so a run that fails (and is retried with
 * backoff) never breaks the chain. A job due long ago (the worker was down) prunes once and
 * schedules the next 03:00; there is nothing to catch up. The first job is enqueued when the worker
 * starts ({@link withDailyRetention}); tests, which never start the worker, enqueue it themselves.
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { nextDailyRunAt, scheduleDaily, withDailyJob } from '../../jobs/daily-schedule';
import type { JobHandler, JobRunner } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import type { RetentionService } from './retention.service';

/** Job kind: prune every table past its window, then wait for the next day. */
export const RETENTION_PRUNE_JOB = 'retention.prune';

/** When after midnight UTC the retention runs, in ms (03:00). */
const RETENTION_OFFSET_MS = 3 * 3600_000;

/** The first 03:00 UTC after `now`: when the next `retention.prune` is due. */
export function nextRetentionAt(now: Date): Date {
  return nextDailyRunAt(now, RETENTION_OFFSET_MS);
}

/**
 * The `retention.prune` handler, by kind, for `app.ts`. It logs the rows deleted of each kind
 * (`retention pruned`, with `pruned`: {@link RetentionService.prune}'s counts) at `info`. Throws what
 * the pruning throws; the runner retries it.
 */
export function retentionJobHandlers(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  retention: RetentionService;
}): Record<string, JobHandler> {
  const { db, clock, log, retention } = deps;
  return {
    [RETENTION_PRUNE_JOB]: async () => {
      await scheduleDaily(db, { kind: RETENTION_PRUNE_JOB, offsetMs: RETENTION_OFFSET_MS, clock });
      const pruned = await retention.prune();
      log.info({ pruned }, 'retention pruned');
      return 'done';
    },
  };
}

/**
 * `runner` whose `start` first makes sure a `retention.prune` job is waiting (for the next 03:00
 * UTC). A failure to enqueue it is logged; the worker starts anyway.
 */
export function withDailyRetention(
  runner: JobRunner,
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
): JobRunner {
  return withDailyJob(runner, {
    ...deps,
    kind: RETENTION_PRUNE_JOB,
    offsetMs: RETENTION_OFFSET_MS,
    failureMessage: 'retention schedule failed',
  });
}

/**
 * The job worker (docs/architecture.md#background-jobs): polls for due jobs and runs the handler of
 * each kind. A handler returns `done` or `{ retryAt }` (poll again later, not a failure); a thrown
 * error is retried with exponential backoff (2^attempts s, at most 1 h) until `max_attempts`.
 * Tests call {@link JobRunner.runDue} directly instead of starting the loop.
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { claimDueJobs, completeJob, rescheduleJob, type Job } from './jobs.repo';

/**
 * What a handler tells the runner: `'done'` completes the job; `{ retryAt }` runs it again at that
 * time without counting a failure (a mobile money payment still pending, a payout in flight).
 */
export type JobResult = 'done' | { retryAt: Date };

/**
 * Runs one job of its kind with the JSON `payload` it was enqueued with. Must be idempotent: a job
 * may run twice (a worker dies after the work, before `done` is recorded). Throw to have the job
 * retried with backoff.
 */
export type JobHandler = (payload: Record<string, unknown>, job: Job) => Promise<JobResult>;

/** The worker: run due jobs once (tests), or poll in a loop (the server) until stopped. */
export interface JobRunner {
  /**
   * Runs the jobs due now, batch after batch while batches come back full; returns how many ran. A
   * job enqueued by one of the last batch's jobs waits for the next call (the next poll).
   */
  runDue(): Promise<number>;
  /** Polls every `pollIntervalMs` ms (`JOB_POLL_INTERVAL_MS`) until {@link JobRunner.stop}. */
  start(pollIntervalMs: number): void;
  /** Stops polling and waits for the batch in progress. */
  stop(): Promise<void>;
  /** Time of the last completed poll, for health checks. */
  lastPollAt(): Date | null;
  /** The interval `start` was given, in ms; null when the loop is not running (never started or stopped). */
  pollIntervalMs(): number | null;
}

const STALE_AFTER_MS = 5 * 60 * 1000;

/**
 * Jobs claimed at a time, and run at once. A job spends most of its time waiting — for the
 * database, behind a server's requests for its pool's connections, or for a webhook endpoint — so
 * one at a time, a worker under load ran a dozen jobs a second while payments made hundreds
 * (docs/architecture.md#background-jobs).
 */
export const JOB_BATCH_SIZE = 10;

/**
 * Creates a runner for `handlers`, keyed by job kind. It claims up to {@link JOB_BATCH_SIZE} due
 * jobs at a time (and jobs left `running` for 5 minutes by a dead worker), runs them concurrently,
 * and records each outcome; a job of a kind without a handler fails like a thrown error. Errors are
 * logged, never thrown out of the poll loop.
 */
export function createJobRunner(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
}): JobRunner {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let lastPoll: Date | null = null;
  let startedIntervalMs: number | null = null;

  const runOne = async (job: Job) => {
    const handler = deps.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(job.payload, job);
      if (result === 'done') await completeJob(deps.db, job.id);
      else await rescheduleJob(deps.db, job, { runAt: result.retryAt, countsAsFailure: false });
    } catch (err) {
      const delayMs = Math.min(2 ** job.attempts * 1000, 3600_000);
      deps.log.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
      await rescheduleJob(deps.db, job, {
        runAt: new Date(deps.clock.now().getTime() + delayMs),
        error: err instanceof Error ? err.message : String(err),
        countsAsFailure: true,
      });
    }
  };

  const runDue = async (): Promise<number> => {
    let count = 0;
    for (;;) {
      const batch = await claimDueJobs(deps.db, {
        now: deps.clock.now(),
        limit: JOB_BATCH_SIZE,
        staleAfterMs: STALE_AFTER_MS,
      });
      // Every job of the batch ends before the next claim (or before a failure is thrown out).
      const settled = await Promise.allSettled(batch.map(runOne));
      const failure = settled.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      count += batch.length;
      if (batch.length < JOB_BATCH_SIZE) break;
    }
    lastPoll = deps.clock.now();
    return count;
  };

  const tick = async () => {
    running = runDue().catch((err: unknown) => {
      deps.log.error({ err }, 'job poll failed');
      return 0;
    });
    await running;
    running = null;
  };

  return {
    runDue,
    start(pollIntervalMs) {
      startedIntervalMs = pollIntervalMs;
      const loop = () => {
        timer = setTimeout(() => void tick().then(() => timer && loop()), pollIntervalMs);
      };
      loop();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      startedIntervalMs = null;
      await running;
    },
    lastPollAt: () => lastPoll,
    pollIntervalMs: () => startedIntervalMs,
  };
}

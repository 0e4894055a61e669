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
   * Runs the jobs due now, claiming more as slots free up while claims come back full; returns how
   * many ran, once all have ended. A job enqueued by a job that ran after the last full claim waits
   * for the next call (the next poll).
   */
  runDue(): Promise<number>;
  /** Polls every `pollIntervalMs` ms (`JOB_POLL_INTERVAL_MS`) until {@link JobRunner.stop}. */
  start(pollIntervalMs: number): void;
  /** Stops polling and claiming, and waits for the jobs in progress (a backlog stays for the next worker). */
  stop(): Promise<void>;
  /** Time of the last claim of due jobs, for health checks. */
  lastPollAt(): Date | null;
  /** The interval `start` was given, in ms; null when the loop is not running (never started or stopped). */
  pollIntervalMs(): number | null;
}

const STALE_AFTER_MS = 5 * 60 * 1000;

/**
 * Jobs a worker runs at once. A job spends most of its time waiting — for the database, behind a
 * server's requests for its pool's connections, or for a webhook endpoint — so one at a time, a
 * worker under load ran a dozen jobs a second while payments made hundreds; and its share of a
 * loaded pool follows how many jobs it runs (docs/architecture.md#background-jobs).
 */
export const JOB_CONCURRENCY = 20;

/**
 * Creates a runner for `handlers`, keyed by job kind. It keeps up to {@link JOB_CONCURRENCY} due
 * jobs running (and takes up jobs left `running` for 5 minutes by a dead worker), claiming more
 * whenever half of its slots are free, so a job waiting on a slow webhook endpoint holds one slot,
 * not the jobs claimed with it. It records each outcome; a job of a kind without a handler fails like
 * a thrown error. Errors are logged, never thrown out of the poll loop.
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
  /** Set by `stop` until the jobs in progress have ended: no more claims. */
  let stopping = false;

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
    const inFlight = new Set<Promise<void>>();
    let count = 0;
    /** Whether the last claim filled every free slot: more jobs may be due. */
    let more = true;
    /** The first failure (a claim's, or recording an outcome's): no more claims, and thrown at the end. */
    let failure: { reason: unknown } | null = null;
    for (;;) {
      const free = JOB_CONCURRENCY - inFlight.size;
      if (more && !failure && !stopping && free * 2 >= JOB_CONCURRENCY) {
        try {
          const claimed = await claimDueJobs(deps.db, {
            now: deps.clock.now(),
            limit: free,
            staleAfterMs: STALE_AFTER_MS,
          });
          lastPoll = deps.clock.now();
          more = claimed.length === free;
          count += claimed.length;
          for (const job of claimed) {
            const run: Promise<void> = runOne(job)
              .catch((reason: unknown) => void (failure ??= { reason }))
              .finally(() => inFlight.delete(run));
            inFlight.add(run);
          }
        } catch (reason) {
          failure = { reason };
        }
      }
      // Every running job ends before a failure is thrown out.
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
    }
    if (failure) throw failure.reason;
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
      stopping = true;
      await running;
      stopping = false;
    },
    lastPollAt: () => lastPoll,
    pollIntervalMs: () => startedIntervalMs,
  };
}

/**
 * Jobs that run once a day at a fixed time of day UTC, on the jobs table
 * (docs/architecture.md#background-jobs): the daily reconciliation (docs/providers.md#reconciliation)
 * and the retention (docs/architecture.md#retention). A daily job of a kind is one `pending` row due
 * at the next run; it enqueues its successor when it runs, and {@link withDailyJob} enqueues the
 * first when the worker starts, so tests, which never start the worker, get no schedule. Every
 * change to a kind's schedule holds that kind's transaction-scoped advisory lock
 * ({@link lockSchedule}), so several workers starting at once still leave exactly one pending job.
 * @module
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { JobRunner } from './job-runner';
import { enqueueJob } from './jobs.repo';

/** One day, in ms. */
export const DAY_MS = 24 * 3600_000;

/** The first instant `offsetMs` ms after a midnight UTC that is later than `now`. */
export function nextDailyRunAt(now: Date, offsetMs: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const today = midnight + offsetMs;
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/**
 * Takes the advisory lock of `kind`'s schedule until the end of the transaction `tx`, so two
 * workers never both find no pending job and both enqueue one.
 */
export async function lockSchedule(tx: Db, kind: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${kind}))`);
}

/**
 * Enqueues a job of `kind` (empty payload) due at `runAt` unless one of that kind is already
 * `pending`. Pass a transaction holding {@link lockSchedule} of `kind`.
 */
export async function ensureScheduled(
  db: Db,
  input: { kind: string; runAt: Date; now: Date },
): Promise<void> {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, input.kind), eq(jobs.status, 'pending')))
    .limit(1);
  if (waiting) return;
  await enqueueJob(db, { kind: input.kind, payload: {}, runAt: input.runAt, now: input.now });
}

/**
 * Makes sure a job of `kind` is pending for the next `offsetMs` after midnight UTC on `clock` (or
 * earlier, when one is already waiting), in its own transaction under the kind's lock.
 */
export function scheduleDaily(
  db: Db,
  input: { kind: string; offsetMs: number; clock: Clock },
): Promise<void> {
  return db.transaction(async (tx) => {
    await lockSchedule(tx, input.kind);
    const now = input.clock.now();
    await ensureScheduled(tx, { kind: input.kind, runAt: nextDailyRunAt(now, input.offsetMs), now });
  });
}

/**
 * `runner` whose `start` first makes sure a job of `kind` is pending for the next `offsetMs` after
 * midnight UTC ({@link scheduleDaily}), so the server's worker runs it every day. A failure to
 * enqueue it is logged with `failureMessage`; the worker starts anyway.
 */
export function withDailyJob(
  runner: JobRunner,
  deps: {
    db: Db;
    clock: Clock;
    log: FastifyBaseLogger;
    kind: string;
    offsetMs: number;
    failureMessage: string;
  },
): JobRunner {
  return {
    ...runner,
    start(pollIntervalMs) {
      scheduleDaily(deps.db, { kind: deps.kind, offsetMs: deps.offsetMs, clock: deps.clock }).catch(
        (err: unknown) => deps.log.error({ err }, deps.failureMessage),
      );
      runner.start(pollIntervalMs);
    },
  };
}

/**
 * What the retention tests read of a test app's database between runs of the daily
 * `retention.prune` job — the rows of each kind it prunes, the jobs split by their windows, and the
 * counts the job logs — and a run of the job made due now.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/client';
import { enqueueJob } from '../src/jobs/jobs.repo';
import {
  emailOutbox,
  events,
  idempotencyKeys,
  jobs,
  sandboxCardTokens,
  sessions,
  webhookDeliveries,
} from '../src/db/schema';
import { RETENTION_PRUNE_JOB } from '../src/modules/retention/retention-jobs';
import type { PruneCounts } from '../src/modules/retention/retention.service';
import { WEBHOOK_DELIVER_JOB } from '../src/modules/webhooks/events';
import type { TestApp } from './test-app';

const DAY_MS = 24 * 3600_000;

/**
 * Runs the daily `retention.prune` job now on app `t`, as the run the worker's start schedules
 * would once due, with whatever else is due.
 */
export async function runRetentionNow(t: TestApp): Promise<void> {
  const now = t.clock.now();
  await enqueueJob(t.db, { kind: RETENTION_PRUNE_JOB, payload: {}, runAt: now, now });
  await t.jobs.runDue();
}

/** `all` without the values in `gone`. */
export const without = (all: string[], gone: string[]) => all.filter((value) => !gone.includes(value));

/** The readers over app `t`, whose retention keeps done jobs `doneJobs` days and failed ones `failedJobs`. */
export function retentionProbe(t: TestApp, windows: { doneJobs: number; failedJobs: number }) {
  const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);
  const jobRows = () => t.db.select().from(jobs);
  type JobRow = Awaited<ReturnType<typeof jobRows>>[number];

  /** Whether `job` is finished and older than its window at the clock's now. */
  const isPastWindow = (job: JobRow) =>
    (job.status === 'done' && job.runAt < daysAgo(windows.doneJobs)) ||
    (job.status === 'failed' && job.runAt < daysAgo(windows.failedJobs));

  /**
   * Splits the jobs before a run: finished ones past their window (the run deletes them), finished
   * ones within it and pending ones not yet due (it keeps them). Jobs due now run in the same
   * `runDue` as the retention, before or after it, so their fate is not asserted.
   */
  async function jobsBeforeRun() {
    const now = t.clock.now();
    const rows = await jobRows();
    const isFinished = (job: JobRow) => job.status === 'done' || job.status === 'failed';
    return {
      pastWindow: rows.filter(isPastWindow),
      kept: rows.filter(
        (job) => (isFinished(job) && !isPastWindow(job)) || (job.status === 'pending' && job.runAt > now),
      ),
    };
  }

  return {
    jobRows,
    jobsBeforeRun,

    /** What the tables hold now, as sorted keys. */
    async snapshot() {
      const sorted = (values: string[]) => [...values].sort();
      return {
        sessions: sorted((await t.db.select({ id: sessions.userId }).from(sessions)).map((r) => r.id)),
        keys: sorted((await t.db.select().from(idempotencyKeys)).map((r) => `${r.scope} ${r.key}`)),
        tokens: sorted(
          (await t.db.select({ token: sandboxCardTokens.token }).from(sandboxCardTokens)).map((r) => r.token),
        ),
        events: sorted((await t.db.select({ id: events.id }).from(events)).map((r) => r.id)),
        deliveries: sorted(
          (await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)).map((r) => r.id),
        ),
        emails: sorted((await t.db.select({ id: emailOutbox.id }).from(emailOutbox)).map((r) => r.id)),
      };
    },

    /** The counts of every `retention pruned` line logged so far, oldest first. */
    prunedLogs(): PruneCounts[] {
      return t.logs
        .flatMap((chunk) => chunk.split('\n'))
        .filter((line) => line.includes('"retention pruned"'))
        .map((line) => (JSON.parse(line) as { pruned: PruneCounts }).pruned);
    },

    /** The pending `retention.prune` jobs' due times. */
    async pendingRetentionRuns(): Promise<number[]> {
      const rows = await queryRows<{ run_at: Date }>(
        t.db,
        sql`select run_at from jobs where kind = ${RETENTION_PRUNE_JOB} and status = 'pending'`,
      );
      return rows.map((row) => new Date(row.run_at).getTime());
    },

    /** The delivery jobs (`webhook.deliver`) of delivery `deliveryId`. */
    async deliveryJobs(deliveryId: string): Promise<JobRow[]> {
      const rows = await queryRows<{ id: string }>(
        t.db,
        sql`select id from jobs where kind = ${WEBHOOK_DELIVER_JOB} and payload->>'deliveryId' = ${deliveryId}`,
      );
      const ids = new Set(rows.map((row) => row.id));
      return (await jobRows()).filter((job) => ids.has(job.id));
    },

    /** After the run: every job past its window before it is gone, every job to keep is still there as it was. */
    async expectJobsPruned(before: Awaited<ReturnType<typeof jobsBeforeRun>>) {
      const left = new Map((await jobRows()).map((job) => [job.id, job]));
      expect(before.pastWindow.filter((job) => left.has(job.id))).toEqual([]);
      expect(before.kept.filter((job) => left.get(job.id)?.status !== job.status)).toEqual([]);
    },
  };
}

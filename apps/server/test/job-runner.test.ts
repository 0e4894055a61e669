/**
 * The job worker (docs/architecture.md#background-jobs) on a real database: jobs run at once, a job
 * that fails is retried with backoff without holding up the rest, a slow job holds its own slot
 * only, `runDue` goes on claiming while claims come back full, and a stopped worker claims no more.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { createJobRunner, JOB_CONCURRENCY, type JobHandler } from '../src/jobs/job-runner';
import { enqueueJob } from '../src/jobs/jobs.repo';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Enqueues `count` jobs of `kind`, due now, each naming its position; returns their ids. */
async function enqueue(kind: string, count: number): Promise<string[]> {
  const now = t.clock.now();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await enqueueJob(t.db, { kind, payload: { i }, runAt: now, now }));
  return ids;
}

const runner = (handlers: Record<string, JobHandler>) =>
  createJobRunner({ db: t.db, clock: t.clock, log: t.app.log, handlers });

const statuses = async (ids: string[]) =>
  (await t.db.select().from(jobs).where(inArray(jobs.id, ids))).map((job) => job.status);

describe('the job worker', () => {
  it('runs jobs at once', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let allStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (allStarted = resolve));
    const ids = await enqueue('runner.test.wait', JOB_CONCURRENCY);
    // Each job waits until every one has started (or 2 s, should they run one by one).
    const wait: JobHandler = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      if (running === JOB_CONCURRENCY) allStarted();
      await Promise.race([started, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      running -= 1;
      return 'done';
    };
    expect(await runner({ 'runner.test.wait': wait }).runDue()).toBe(JOB_CONCURRENCY);
    expect(mostAtOnce).toBe(JOB_CONCURRENCY);
    expect(await statuses(ids)).toEqual(ids.map(() => 'done'));
  });

  it('retries a failing job with backoff while the jobs run with it complete', async () => {
    const ids = await enqueue('runner.test.some_fail', 4);
    const failing = ids[1];
    const handler: JobHandler = async (payload) => {
      if (payload.i === 1) throw new Error('the provider is down');
      return 'done';
    };
    await runner({ 'runner.test.some_fail': handler }).runDue();
    const rows = await t.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.filter((job) => job.id !== failing).map((job) => job.status)).toEqual([
      'done',
      'done',
      'done',
    ]);
    const retried = rows.find((job) => job.id === failing);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'the provider is down' });
    expect(retried?.runAt.getTime()).toBe(t.clock.now().getTime() + 2_000);
  });

  it('claims again while claims come back full', async () => {
    const count = 2 * JOB_CONCURRENCY + 5;
    const ids = await enqueue('runner.test.many', count);
    let ran = 0;
    const handler: JobHandler = async () => {
      ran += 1;
      return 'done';
    };
    expect(await runner({ 'runner.test.many': handler }).runDue()).toBe(count);
    expect(ran).toBe(count);
    expect(await statuses(ids)).toEqual(ids.map(() => 'done'));
  });

  it('goes on claiming while a slow job holds its slot', async () => {
    const fast = 3 * JOB_CONCURRENCY;
    const ids = await enqueue('runner.test.slow', 1);
    ids.push(...(await enqueue('runner.test.fast', fast)));
    let ran = 0;
    let allRan: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allRan = resolve));
    let ranBeforeSlowEnded = -1;
    // The slow job (a webhook endpoint taking its time) ends once every fast job has run, or after 2 s
    // should the worker wait for it before claiming the rest.
    const slow: JobHandler = async () => {
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      ranBeforeSlowEnded = ran;
      return 'done';
    };
    const quick: JobHandler = async () => {
      ran += 1;
      if (ran === fast) allRan();
      return 'done';
    };
    const handlers = { 'runner.test.slow': slow, 'runner.test.fast': quick };
    expect(await runner(handlers).runDue()).toBe(fast + 1);
    expect(ranBeforeSlowEnded).toBe(fast);
    expect(await statuses(ids)).toEqual(ids.map(() => 'done'));
  });

  it('claims no more once stopped, and waits for the jobs it runs', async () => {
    const ids = await enqueue('runner.test.stop', 2 * JOB_CONCURRENCY);
    let started = 0;
    let allStarted: () => void = () => undefined;
    const startedAll = new Promise<void>((resolve) => (allStarted = resolve));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler: JobHandler = async () => {
      started += 1;
      if (started === JOB_CONCURRENCY) allStarted();
      await gate;
      return 'done';
    };
    const worker = runner({ 'runner.test.stop': handler });
    worker.start(1);
    await startedAll;
    // A server shutting down with a backlog: the jobs running end, the rest wait for another worker.
    const stopped = worker.stop();
    release();
    await stopped;
    expect(started).toBe(JOB_CONCURRENCY);
    const byStatus = await statuses(ids);
    expect(byStatus.filter((status) => status === 'done')).toHaveLength(JOB_CONCURRENCY);
    expect(byStatus.filter((status) => status === 'pending')).toHaveLength(JOB_CONCURRENCY);
  });
});

/**
 * Measures what the status page shows (docs/product.md#site-pages, docs/product.md#service-status):
 * the API's event-loop delay, a database `SELECT 1` round trip and the job worker's heartbeat (its
 * last completed poll). The overall status is the worst of the three.
 * Thresholds are {@link STATUS_THRESHOLDS}; durations in ms.
 * @module
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  SERVICE_STATUSES,
  type ServiceHealth,
  type ServiceStatus,
  type SystemStatus,
} from '@malipo/contracts/public-site';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';

/** When a measurement counts as degraded or as an outage, in ms. */
export const STATUS_THRESHOLDS = {
  /** Event-loop delay above which the API is degraded (it is answering, so never an outage). */
  apiDegradedMs: 200,
  /** `SELECT 1` slower than this is degraded. */
  databaseDegradedMs: 500,
  /** `SELECT 1` with no answer after this long is an outage. */
  databaseTimeoutMs: 3000,
  /** The worker is degraded when its last poll is older than this many poll intervals (at least 5 s)… */
  workerDegradedPolls: 5,
  workerDegradedMinMs: 5000,
  /** …and out when older than this many (at least 30 s). */
  workerOutagePolls: 30,
  workerOutageMinMs: 30_000,
} as const;

const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** The worse of two statuses, in the order of {@link SERVICE_STATUSES}. */
function worse(a: ServiceStatus, b: ServiceStatus): ServiceStatus {
  return SERVICE_STATUSES.indexOf(a) >= SERVICE_STATUSES.indexOf(b) ? a : b;
}

/** How long a callback queued now waits for the event loop: one sample of its delay. */
async function measureApi(): Promise<ServiceHealth> {
  const start = performance.now();
  await new Promise<void>((resolve) => setImmediate(resolve));
  const delayMs = roundMs(performance.now() - start);
  const status = delayMs > STATUS_THRESHOLDS.apiDegradedMs ? 'degraded' : 'operational';
  return {
    id: 'api',
    name: 'API',
    status,
    responseTimeMs: delayMs,
    detail: `Event-loop delay ${delayMs} ms`,
  };
}

/** Times a `SELECT 1`; no answer within the timeout, or an error, is an outage. */
async function measureDatabase(db: Db): Promise<ServiceHealth> {
  const base = { id: 'database', name: 'Database' } as const;
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STATUS_THRESHOLDS.databaseTimeoutMs);
  });
  try {
    const answer = await Promise.race([db.execute(sql`select 1`), timeout]);
    if (answer === 'timeout') {
      return { ...base, status: 'outage', responseTimeMs: null, detail: 'The database did not answer' };
    }
    const elapsedMs = roundMs(performance.now() - start);
    const status = elapsedMs > STATUS_THRESHOLDS.databaseDegradedMs ? 'degraded' : 'operational';
    return { ...base, status, responseTimeMs: elapsedMs, detail: `SELECT 1 answered in ${elapsedMs} ms` };
  } catch {
    return { ...base, status: 'outage', responseTimeMs: null, detail: 'The database is unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/** Judges the worker by the age of its last completed poll against its poll interval. */
function measureWorker(jobs: JobRunner, now: Date): ServiceHealth {
  const base = { id: 'job_worker', name: 'Job worker' } as const;
  const intervalMs = jobs.pollIntervalMs();
  if (intervalMs === null) {
    return { ...base, status: 'outage', responseTimeMs: null, detail: 'The job worker is not running' };
  }
  const lastPollAt = jobs.lastPollAt();
  if (!lastPollAt) {
    return { ...base, status: 'degraded', responseTimeMs: null, detail: 'Waiting for the first poll' };
  }
  const ageMs = Math.max(0, now.getTime() - lastPollAt.getTime());
  const t = STATUS_THRESHOLDS;
  const outageAfterMs = Math.max(t.workerOutagePolls * intervalMs, t.workerOutageMinMs);
  const degradedAfterMs = Math.max(t.workerDegradedPolls * intervalMs, t.workerDegradedMinMs);
  const status = ageMs > outageAfterMs ? 'outage' : ageMs > degradedAfterMs ? 'degraded' : 'operational';
  return {
    ...base,
    status,
    responseTimeMs: ageMs,
    detail: `Last poll ${(ageMs / 1000).toFixed(1)} s ago`,
  };
}

/** Creates the status check over the app's database, job runner and clock. Its `check` never throws. */
export const createStatusChecker = ({ db, jobs, clock }: { db: Db; jobs: JobRunner; clock: Clock }) => {
  /**
   * Measures every service now and returns each one's status, timing in ms and detail, the overall
   * (worst) status and `checkedAt` (ISO). Takes at most about 3 s (the database's time-out).
   */
  const check = async (): Promise<SystemStatus> => {
    const [api, database] = await Promise.all([measureApi(), measureDatabase(db)]);
    const now = clock.now();
    const services = [api, database, measureWorker(jobs, now)];
    return {
      status: services.reduce<ServiceStatus>((acc, s) => worse(acc, s.status), 'operational'),
      services,
      checkedAt: now.toISOString(),
    };
  };
  return { check };
};

/** The status check's methods, as `GET /api/status` receives them. */
export type StatusChecker = ReturnType<typeof createStatusChecker>;

/**
 * `GET /metrics` in the Prometheus text format (README "Metrics"), off unless `METRICS_TOKEN` is
 * set: without it the path answers 404 like any unknown one; with it, only
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time) is answered, anything else
 * 401 `unauthenticated`. Each app has its own prom-client `Registry` (tests build many apps in one
 * process; the global registry is never used). What it exposes:
 * - `malipo_http_request_duration_seconds` — histogram of request durations in seconds by `method`,
 *   `route` (the route's pattern, `/api/payment-links/:id`; `unmatched` for requests no route
 *   matched, the payer pages and the web app among them — never the raw URL, so ids and secret path
 *   tokens never become labels) and `status_class` (`2xx`…`5xx`);
 * - `malipo_payments_created_24h` — gauge: payments created in the last 24 h by their current
 *   `status` and `method`, one grouped query at each scrape over the primary key's range of the
 *   day's ids (`modules/metrics/metrics.repo.ts`): about 1.5 ms with a million payments, where a
 *   count of the whole table takes a full scan (~200 ms) at every scrape of every process.
 *   Counters bumped where payments change state would cost nothing at scrape time, but need a hook
 *   in every writer of the payment state machine and start from 0 in each new process;
 * - `malipo_jobs_due` and `malipo_jobs_oldest_due_age_seconds` — gauges by job `kind`: pending jobs
 *   whose time has come (the queue's depth), and how long ago the earliest of them was due, in
 *   seconds (0 when none), read at each scrape;
 * - `malipo_webhook_delivery_failures_total` — counter of webhook delivery attempts by this process
 *   that failed, by `status_class` (`3xx`, `4xx`, `5xx`, or `none` when no answer came);
 * - `malipo_db_queries_total` — counter of the statements this process has sent to the database
 *   since it started (`databaseQueriesSent` of `db/client.ts`: one per round trip, `BEGIN` and
 *   `COMMIT` included), whichever app sent them; the write-path bench divides its growth by the
 *   payments made (docs/testing.md#budgets);
 * - `malipo_metrics_database_up` — 1 when the database figures above were read at this scrape, 0
 *   when reading them failed (the scrape still answers, without them);
 * - prom-client's default process metrics (`process_*`, `nodejs_*`).
 * @module
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { PAYMENT_METHOD_TYPES, PAYMENT_STATUSES } from '@malipo/contracts/payments';
import { databaseQueriesSent, type Db } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { secretEquals } from '../lib/secret-equals';
import { countPaymentsSince, dueJobsByKind } from '../modules/metrics/metrics.repo';
import type { PostWebhook } from '../modules/webhooks/webhook-transport';

/** The path Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/** The `route` label of a request no route matched (a 404, a payer page, the web app). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * How far back `malipo_payments_created_24h` counts, in ms (24 h): counting every payment ever
 * made would read the whole table at each scrape.
 */
export const PAYMENT_WINDOW_MS = 24 * 3600_000;

/** One app's metrics: its registry, and what the app feeds them with. */
export interface AppMetrics {
  /** The app's own registry; `GET /metrics` answers `registry.metrics()`. */
  registry: Registry;
  /** Reads the database gauges (payments, due jobs); called before each scrape is rendered. */
  refresh(): Promise<void>;
  /** `post` counting each failed attempt in `malipo_webhook_delivery_failures_total`. */
  countWebhookFailures(post: PostWebhook): PostWebhook;
  /** Records one answered request in `malipo_http_request_duration_seconds`. */
  observeRequest(input: { method: string; route: string; statusCode: number; durationMs: number }): void;
}

/** `2xx` for 204 and so on. */
const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/**
 * Creates an app's metrics on `db` and `clock`. `jobKinds` lists the job kinds that have a handler,
 * each reported (at 0 when none is due) so a queue shows before its first job.
 */
export function createMetrics(deps: {
  db: Db;
  clock: Clock;
  log: FastifyInstance['log'];
  jobKinds: () => readonly string[];
}): AppMetrics {
  const { db, clock, log } = deps;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'malipo_http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const paymentsCreated = new Gauge({
    name: 'malipo_payments_created_24h',
    help: 'Payments created in the last 24 hours, by current status and payment method',
    labelNames: ['status', 'method'] as const,
    registers,
  });
  const jobsDue = new Gauge({
    name: 'malipo_jobs_due',
    help: 'Pending jobs whose run time has come (queue depth), by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const oldestDueAge = new Gauge({
    name: 'malipo_jobs_oldest_due_age_seconds',
    help: 'Seconds since the earliest due pending job of each kind was due (0 when none is due)',
    labelNames: ['kind'] as const,
    registers,
  });
  const webhookFailures = new Counter({
    name: 'malipo_webhook_delivery_failures_total',
    help: 'Failed webhook delivery attempts by this process, by answer status class (none: no answer)',
    labelNames: ['status_class'] as const,
    registers,
  });
  for (const status_class of ['none', '3xx', '4xx', '5xx']) webhookFailures.inc({ status_class }, 0);
  let queriesReported = 0;
  new Counter({
    name: 'malipo_db_queries_total',
    help: 'Statements this process has sent to the database (round trips, BEGIN and COMMIT included)',
    registers,
    collect() {
      const sent = databaseQueriesSent();
      this.inc(sent - queriesReported);
      queriesReported = sent;
    },
  });
  const databaseUp = new Gauge({
    name: 'malipo_metrics_database_up',
    help: '1 when the database metrics were read at this scrape, 0 when reading them failed',
    registers,
  });

  const refreshPayments = async (now: Date) => {
    const rows = await countPaymentsSince(db, { since: new Date(now.getTime() - PAYMENT_WINDOW_MS) });
    paymentsCreated.reset();
    for (const status of PAYMENT_STATUSES) {
      for (const method of PAYMENT_METHOD_TYPES) paymentsCreated.set({ status, method }, 0);
    }
    for (const row of rows) paymentsCreated.set({ status: row.status, method: row.method }, row.count);
  };

  const refreshJobs = async (now: Date) => {
    const rows = await dueJobsByKind(db, { now });
    jobsDue.reset();
    oldestDueAge.reset();
    for (const kind of deps.jobKinds()) {
      jobsDue.set({ kind }, 0);
      oldestDueAge.set({ kind }, 0);
    }
    for (const row of rows) {
      jobsDue.set({ kind: row.kind }, row.due);
      const ageMs = row.oldestRunAt ? Math.max(0, now.getTime() - row.oldestRunAt.getTime()) : 0;
      oldestDueAge.set({ kind: row.kind }, ageMs / 1000);
    }
  };

  return {
    registry,
    async refresh() {
      const now = clock.now();
      try {
        await refreshPayments(now);
        await refreshJobs(now);
        databaseUp.set(1);
      } catch (err) {
        log.error({ err }, 'metrics: reading the database failed');
        paymentsCreated.reset();
        jobsDue.reset();
        oldestDueAge.reset();
        databaseUp.set(0);
      }
    },
    countWebhookFailures: (post) => async (request) => {
      try {
        const response = await post(request);
        const code = response.statusCode;
        if (code < 200 || code >= 300) webhookFailures.inc({ status_class: statusClass(code) });
        return response;
      } catch (err) {
        webhookFailures.inc({ status_class: 'none' });
        throw err;
      }
    },
    observeRequest({ method, route, statusCode, durationMs }) {
      requestDuration.observe({ method, route, status_class: statusClass(statusCode) }, durationMs / 1000);
    },
  };
}

/** Throws 401 `unauthenticated` unless `request` carries `Authorization: Bearer <token>`. */
function requireMetricsToken(request: FastifyRequest, token: string): void {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1] || !secretEquals(match[1], token)) {
    throw new AppError('unauthenticated', 'A valid metrics token is required');
  }
}

/**
 * Registers `GET /metrics` on `app`. With `metrics` and `token`: an `onResponse` hook timing every
 * request into the histogram, and the route, which checks the bearer token, refreshes the database
 * gauges and answers the registry's text (`text/plain; version=0.0.4`, never cached). Without them
 * the route answers 404 `not_found`, as an unknown path does. Call it before the routes are
 * registered, so the hook sees them all.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; metrics: AppMetrics | null },
): void {
  const { token, metrics } = options;
  if (!token || !metrics) {
    app.get(METRICS_PATH, async (request) => {
      throw new AppError('not_found', `No route for ${request.method} ${METRICS_PATH}`);
    });
    return;
  }
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
  });
  app.get(METRICS_PATH, async (request, reply) => {
    requireMetricsToken(request, token);
    await metrics.refresh();
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}

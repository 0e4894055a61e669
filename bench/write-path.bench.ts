/**
 * The payment write path (docs/testing.md#budgets): card payment confirmations on
 * `POST /api/public/payment-links/{id}/payments` — the sandbox card 4242…, which succeeds at once —
 * driven by 20 concurrent keep-alive connections against the real server, each request a new
 * `Idempotency-Key` from a new payer, as a payer page sends it (`write-load.ts`). Printed beside their budgets (nothing asserted:
 * machines are noisy):
 * - on PostgreSQL, confirmations per second ≥ 20 % of pgbench's TPS (tpcb-like, scale 10, 20
 *   clients), measured in the same run on the same server, and p99 ≤ 100 ms; the server runs as in
 *   production (`WEB_CONCURRENCY` and `DATABASE_POOL_SIZE` unset: with PostgreSQL on this machine,
 *   one process per two CPUs, 5 connections each);
 * - on PGlite (the embedded database, one process), confirmations per second ≥ 250;
 * - what one payment costs: statements sent to the database (round trips, `BEGIN` and `COMMIT`
 *   included; `malipo_db_queries_total` of `GET /metrics`), commits (`pg_stat_database`'s
 *   `xact_commit`) and the CPU time it takes in the server process and in PostgreSQL's backends
 *   (from `/proc`, so the figure holds when the machine is busy with other work, as throughput
 *   does not), counted over payments made one after another on one server process without its job
 *   worker, so nothing else is counted with them; the commits per payment of the loaded run (job
 *   polling included) are printed too. On PGlite the count runs with the job worker on (one poll
 *   every 500 ms, a statement each: about 0.01 per payment).
 *
 * Each database is a scratch one on `BENCH_POSTGRES_URL` (default
 * `postgres://postgres@127.0.0.1:5432/postgres`, the server to measure): `malipo_bench_writes` for
 * the server and `malipo_bench_pgbench` for pgbench (`PGBENCH`, default `pgbench` on the PATH),
 * created at the start and dropped at the end. `BENCH_WRITE_SECONDS` (default 20) sets each loaded
 * run's length, after 3 s of warm-up. About four minutes in all.
 * @module
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { ADMIN_URL, commitsOn, databaseUrl, pgbenchTps, recreate } from './pgbench-runner';
import { startServer } from './server-process';
import {
  CONNECTIONS,
  load,
  payOnce,
  prepareCheckout,
  send,
  type Checkout,
  type LoadResult,
} from './write-load';

const SERVER_DB = 'malipo_bench_writes';
const PGBENCH_DB = 'malipo_bench_pgbench';
const RUN_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 20);
/**
 * Payments made one after another before counting: V8 compiles a hot function again, optimized,
 * after some hundreds of calls, and that compiling would be counted as the payments' CPU.
 */
const WARM_PAYMENTS = 1000;
/** Payments made one after another to count statements, commits and CPU per payment. */
const COUNTED_PAYMENTS = 1000;
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';
/** The budgets of docs/testing.md#budgets. */
const BUDGET = { pgbenchShare: 0.2, p99Ms: 100, pgliteRate: 250 } as const;

/** `malipo_db_queries_total` of the (single-process) server. */
async function queriesSent(checkout: Checkout): Promise<number> {
  const res = await send(checkout.agent, checkout.base, {
    method: 'GET',
    path: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = /^malipo_db_queries_total (\d+)/m.exec(res.body);
  if (res.status !== 200 || !match?.[1]) throw new Error(`/metrics answered ${res.status}`);
  return Number(match[1]);
}

/** CPU time process `pid` has used so far, in ms (user + system, from `/proc`); 0 when unreadable. */
function cpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: state is the 3rd field, utime and stime the 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU time in ms used so far by each PostgreSQL backend connected to database `name`, by pid. */
async function backendCpu(name: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
  } finally {
    await client.end();
  }
}

/** Statements (and, on PostgreSQL, commits) per payment over {@link COUNTED_PAYMENTS} payments in a row. */
async function costPerPayment(
  checkout: Checkout,
  database: string | null,
  serverPid: number,
): Promise<{ queries: number; commits: number | null; serverCpuMs: number; databaseCpuMs: number | null }> {
  for (let i = 0; i < WARM_PAYMENTS; i++) await payOnce(checkout);
  const queriesBefore = await queriesSent(checkout);
  const commitsBefore = database ? await commitsOn(database) : 0;
  const serverBefore = cpuMs(serverPid);
  const backendsBefore = database ? await backendCpu(database) : new Map<number, number>();
  for (let i = 0; i < COUNTED_PAYMENTS; i++) await payOnce(checkout);
  const serverCpu = cpuMs(serverPid) - serverBefore;
  let databaseCpu = 0;
  if (database) {
    for (const [pid, after] of await backendCpu(database))
      databaseCpu += after - (backendsBefore.get(pid) ?? 0);
  }
  const commitsAfter = database ? await commitsOn(database) : 0;
  // The scrape between the two counts reads two gauges (two statements): not the payments'.
  const queries = (await queriesSent(checkout)) - queriesBefore - 2;
  return {
    queries: queries / COUNTED_PAYMENTS,
    commits: database ? (commitsAfter - commitsBefore) / COUNTED_PAYMENTS : null,
    serverCpuMs: serverCpu / COUNTED_PAYMENTS,
    databaseCpuMs: database ? databaseCpu / COUNTED_PAYMENTS : null,
  };
}

const rows: string[][] = [];
function report(name: string, value: string, budget: string, ok: boolean | null): void {
  rows.push([name, value, budget, ok === null ? '' : ok ? 'ok' : 'OVER']);
}

async function main(): Promise<void> {
  console.log(`pgbench on ${PGBENCH_DB} (scale 10, ${CONNECTIONS} clients, ${RUN_SECONDS} s)…`);
  await recreate(PGBENCH_DB);
  const tps = pgbenchTps(PGBENCH_DB, CONNECTIONS, RUN_SECONDS);
  await recreate(PGBENCH_DB, { create: false });

  await recreate(SERVER_DB);
  const DATABASE_URL = databaseUrl(SERVER_DB);
  try {
    // What a payment costs, on one process so that nothing else is counted.
    let server = await startServer({
      DATABASE_URL,
      WEB_CONCURRENCY: '1',
      METRICS_TOKEN,
      JOB_POLL_INTERVAL_MS: '0',
    });
    let pgCost: Awaited<ReturnType<typeof costPerPayment>>;
    try {
      pgCost = await costPerPayment(await prepareCheckout(server), SERVER_DB, server.pid);
    } finally {
      await server.stop();
    }
    // As in production: the default processes and connections.
    console.log(`PostgreSQL: ${CONNECTIONS} connections for ${RUN_SECONDS} s…`);
    server = await startServer({ DATABASE_URL });
    let pgLoad: LoadResult;
    let loadCommits: number;
    try {
      const checkout = await prepareCheckout(server);
      await payOnce(checkout);
      const commitsBefore = await commitsOn(SERVER_DB);
      pgLoad = await load(checkout, RUN_SECONDS);
      // Over every payment of the run, the warm-up's included.
      loadCommits = ((await commitsOn(SERVER_DB)) - commitsBefore) / pgLoad.made;
    } finally {
      await server.stop();
    }

    console.log(`PGlite: ${CONNECTIONS} connections for ${RUN_SECONDS} s…`);
    server = await startServer({ METRICS_TOKEN });
    let liteLoad: LoadResult;
    let liteCost: Awaited<ReturnType<typeof costPerPayment>>;
    try {
      const checkout = await prepareCheckout(server);
      liteCost = await costPerPayment(checkout, null, server.pid);
      liteLoad = await load(checkout, RUN_SECONDS);
    } finally {
      await server.stop();
    }

    const share = pgLoad.perSecond / tps;
    report('pgbench (tpcb-like, scale 10, 20 clients)', `${tps.toFixed(0)} TPS`, 'baseline', null);
    report(
      'PostgreSQL: confirmations/s',
      `${pgLoad.perSecond.toFixed(0)}/s = ${(share * 100).toFixed(1)} % of pgbench`,
      `≥ ${BUDGET.pgbenchShare * 100} % (${(tps * BUDGET.pgbenchShare).toFixed(0)}/s)`,
      share >= BUDGET.pgbenchShare,
    );
    report(
      'PostgreSQL: latency at 20 connections',
      `p50 ${pgLoad.p50.toFixed(1)} ms, p99 ${pgLoad.p99.toFixed(1)} ms`,
      `p99 ≤ ${BUDGET.p99Ms} ms`,
      pgLoad.p99 <= BUDGET.p99Ms,
    );
    report(
      'PostgreSQL: cost of one payment',
      `${pgCost.queries.toFixed(1)} statements, ${pgCost.commits?.toFixed(1)} commits (${loadCommits.toFixed(1)} under load); CPU ${pgCost.serverCpuMs.toFixed(2)} ms server + ${pgCost.databaseCpuMs?.toFixed(2)} ms PostgreSQL`,
      'fewer is faster',
      null,
    );
    report(
      'PGlite: confirmations/s',
      `${liteLoad.perSecond.toFixed(0)}/s (p50 ${liteLoad.p50.toFixed(1)} ms, p99 ${liteLoad.p99.toFixed(1)} ms)`,
      `≥ ${BUDGET.pgliteRate}/s`,
      liteLoad.perSecond >= BUDGET.pgliteRate,
    );
    report(
      'PGlite: cost of one payment',
      `${liteCost.queries.toFixed(1)} statements; CPU ${liteCost.serverCpuMs.toFixed(2)} ms`,
      'fewer is faster',
      null,
    );
    if (pgLoad.errors + liteLoad.errors > 0) {
      report('failed requests', `${pgLoad.errors} PostgreSQL, ${liteLoad.errors} PGlite`, '0', false);
    }
  } finally {
    await recreate(SERVER_DB, { create: false });
  }
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length), 6));
  console.log('\nPayment write path (card confirmations, 20 connections)');
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}

await main();

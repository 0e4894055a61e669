/**
 * Server reads at realistic volume (docs/testing.md#budgets): the demo merchant with a million
 * transactions on PostgreSQL, and what the dashboard asks of the server — history pages under every
 * filter, search, a deep page by cursor, balances, each chart's aggregate, and the CSV export's
 * speed and memory — each printed beside its budget. Nothing is asserted: machines are noisy.
 *
 * The database is `BENCH_DATABASE_URL` (default `postgres://postgres@127.0.0.1:5432/malipo_bench`),
 * created when missing and filled by `npm run seed:volume` up to `BENCH_PAYMENTS` payments (default
 * 1,000,000) the first time; later runs reuse it. Times are medians (and p95) of 20 requests after
 * 3 warm-ups, measured over loopback HTTP, so they include the server's whole answer.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from './server-process';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/malipo_bench';
const TARGET_PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const DEMO = { email: 'demo@malipo.dev', password: 'malipo-demo' };
const RUNS = 20;
const WARM_UPS = 3;

/** Creates the bench database when it does not exist yet. */
async function ensureDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  await admin.end();
}

/** Payments the demo merchant's test row holds. */
async function demoPayments(): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ n: string }>(
    `select count(*)::text as n from payments p join users u on u.merchant_id = p.merchant_id where u.email = $1`,
    [DEMO.email],
  );
  await client.end();
  return Number(rows[0]?.n ?? 0);
}

/**
 * `VACUUM ANALYZE` of the bench database: what autovacuum does on a production server, done once
 * here because a test machine's PostgreSQL may run without it (the running totals' rows are updated
 * by every payment and would otherwise be read through their dead versions).
 */
async function vacuum(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
}

/**
 * Bytes of database per payment (every table and index, all merchants), against the budget of
 * docs/testing.md#budgets, and the largest tables with their indexes, so the figure can be read.
 */
async function reportStorage(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows: totals } = await client.query<{ bytes: string; payments: string }>(
    `select pg_database_size(current_database())::text as bytes, (select count(*) from payments)::text as payments`,
  );
  const { rows: largest } = await client.query<{ name: string; size: string }>(
    `select relname as name, pg_size_pretty(pg_total_relation_size(relid)) as size from pg_stat_user_tables
     order by pg_total_relation_size(relid) desc limit 6`,
  );
  await client.end();
  const perPayment = Number(totals[0]?.bytes ?? 0) / Math.max(1, Number(totals[0]?.payments ?? 1));
  report(
    'database bytes per payment',
    `${(perPayment / 1024).toFixed(2)} KB`,
    '≤ 1.5 KB',
    perPayment <= 1.5 * 1024,
  );
  storageNote = `Largest tables (with indexes): ${largest.map((t) => `${t.name} ${t.size}`).join(', ')}`;
}

/** Median and 95th percentile of `samples`, in ms. */
function summary(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const rows: string[][] = [];
let storageNote = '';
function report(name: string, value: string, budget: string, ok: boolean): void {
  rows.push([name, value, budget, ok ? 'ok' : 'OVER']);
}

async function main(): Promise<void> {
  await ensureDatabase();
  // The first start migrates the database (at a million payments a migration may take minutes) and
  // seeds the demo merchant.
  const MIGRATION_TIMEOUT = { readyTimeoutMs: 15 * 60_000 };
  let server = await startServer({ DATABASE_URL, WEB_CONCURRENCY: '1' }, MIGRATION_TIMEOUT);
  const have = await demoPayments();
  if (have < TARGET_PAYMENTS) {
    await server.stop();
    console.log(`Seeding ${TARGET_PAYMENTS - have} payments into the demo merchant (once)…`);
    const seeded = spawnSync(
      'npm',
      ['run', 'seed:volume', '--', '--payments', String(TARGET_PAYMENTS - have)],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL },
        stdio: 'inherit',
      },
    );
    if (seeded.status !== 0) throw new Error('seed:volume failed');
    server = await startServer({ DATABASE_URL, WEB_CONCURRENCY: '1' }, MIGRATION_TIMEOUT);
  }
  await vacuum();
  try {
    const login = await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'malipo' },
      body: JSON.stringify(DEMO),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // A secret key for the public API's reads, made as a merchant makes one on the Developers page.
    const created = await fetch(`${server.baseURL}/api/api-keys`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'malipo' },
      body: JSON.stringify({ name: 'Bench' }),
    });
    const { secret } = (await created.json()) as { secret: string };
    const get = (url: string) =>
      fetch(`${server.baseURL}${url}`, {
        headers: url.startsWith('/v1/') ? { authorization: `Bearer ${secret}` } : { cookie },
      });

    const time = async (url: string): Promise<{ p50: number; p95: number }> => {
      const samples: number[] = [];
      for (let i = 0; i < WARM_UPS + RUNS; i++) {
        const started = performance.now();
        const res = await get(url);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        if (i >= WARM_UPS) samples.push(performance.now() - started);
      }
      return summary(samples);
    };
    const measure = async (name: string, url: string, budgetMs: number) => {
      const { p50, p95 } = await time(url);
      report(name, `${p50.toFixed(1)} ms (p95 ${p95.toFixed(1)})`, `≤ ${budgetMs} ms`, p50 <= budgetMs);
    };

    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    const deepCursor = Buffer.from(
      JSON.stringify([new Date(now.getTime() - 330 * 86_400_000).toISOString(), '~']),
    ).toString('base64url');
    console.log(
      `Demo merchant: ${await demoPayments()} payments on ${new URL(DATABASE_URL).pathname.slice(1)}`,
    );
    await measure('history, first page', '/api/transactions', 20);
    await measure('history, type=payment', '/api/transactions?type=payment', 20);
    await measure('history, status=failed', '/api/transactions?status=failed', 20);
    await measure('history, method=mobile_money', '/api/transactions?method=mobile_money', 20);
    await measure('history, currency=KES', '/api/transactions?currency=KES', 20);
    await measure('history, a month', `/api/transactions?from=${daysAgo(200)}&to=${daysAgo(170)}`, 20);
    await measure('history, deep page by cursor', `/api/transactions?cursor=${deepCursor}`, 20);
    await measure('history, search', '/api/transactions?q=wanjiru', 50);
    await measure('balances', '/api/dashboard/balances', 5);
    for (const days of [7, 30, 90, 365])
      await measure(`income, ${days} days`, `/api/analytics/income?days=${days}`, 30);
    await measure('revenue by type, 30 days', '/api/analytics/revenue-by-type?days=30', 30);
    await measure('active links', '/api/links/active', 30);
    await measure('recent transactions', '/api/dashboard/transactions', 30);
    await measure("a plan's subscribers", '/api/subscription-links/demo-subscribe/subscribers', 20);
    // The public API's reads also check the key and count the request against its rate limit.
    await measure('API: balance', '/v1/accounts/balance', 20);
    await measure('API: transactions, first page', '/v1/transactions', 20);
    await measure('API: transactions, status=requires_action', '/v1/transactions?status=requires_action', 20);

    // The CSV export: time to the first byte, rows per second, and the server's memory while streaming.
    const rssOf = () => {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    };
    const rssBefore = rssOf();
    let rssPeak = rssBefore;
    // Where memory stands once the process has sized its heap for the stream: flat means no growth after.
    let rssAt100k = 0;
    const started = performance.now();
    const res = await get('/api/transactions/export.csv');
    const reader = res.body?.getReader();
    let firstByteMs = 0;
    let lines = 0;
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      if (firstByteMs === 0) firstByteMs = performance.now() - started;
      for (const byte of chunk.value) if (byte === 10) lines++;
      if (lines % 50_000 < 200) rssPeak = Math.max(rssPeak, rssOf());
      if (rssAt100k === 0 && lines >= 100_000) rssAt100k = rssOf();
    }
    const seconds = (performance.now() - started) / 1000;
    const perSecond = Math.round((lines - 1) / seconds);
    report('CSV export, first byte', `${firstByteMs.toFixed(0)} ms`, '≤ 1000 ms', firstByteMs <= 1000);
    report(
      'CSV export, rows/s',
      `${perSecond} rows/s (${lines - 1} rows)`,
      '≥ 50,000 rows/s',
      perSecond >= 50_000,
    );
    const growth = rssPeak - rssBefore;
    report('CSV export, server RSS growth', `${growth.toFixed(0)} MB`, '< 50 MB', growth < 50);
    if (rssAt100k > 0) {
      const later = rssPeak - rssAt100k;
      report('CSV export, RSS growth after 100k rows', `${later.toFixed(0)} MB`, '< 50 MB', later < 50);
    }
    await reportStorage();
  } finally {
    await server.stop();
  }
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length), 6));
  console.log('\nServer reads at volume (PostgreSQL)');
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  if (storageNote) console.log(storageNote);
}

await main();

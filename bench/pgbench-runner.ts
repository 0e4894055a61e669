/**
 * The PostgreSQL side of the write-path bench (`write-path.bench.ts`): scratch databases on the
 * bench's server (`BENCH_POSTGRES_URL`, default `postgres://postgres@127.0.0.1:5432/postgres`),
 * their commits, and pgbench's TPS on one of them (`PGBENCH`, default `pgbench` on the PATH).
 * @module
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

/** The bench's PostgreSQL server, through its maintenance database. */
export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PGBENCH = process.env.PGBENCH ?? 'pgbench';

/** The URL of database `name` on the bench's PostgreSQL server. */
export function databaseUrl(name: string): string {
  return Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href;
}

/** Runs `sql` on the server's maintenance database. */
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops database `name` (closing what is still connected) and, unless `drop` only, creates it empty. */
export async function recreate(name: string, { create = true } = {}): Promise<void> {
  await admin(`drop database if exists "${name}" with (force)`);
  if (create) await admin(`create database "${name}"`);
}

/** Commits so far on database `name` (`pg_stat_database.xact_commit`), once its backends have reported. */
export async function commitsOn(name: string): Promise<number> {
  // A backend reports its counters when it goes idle, but at most once a second: one that goes idle
  // sooner reports 10 s later (PGSTAT_MIN_INTERVAL and PGSTAT_IDLE_INTERVAL, PostgreSQL's
  // pgstat.c), so a count read 1.5 s after a run missed up to a second of its commits.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit::text as n from pg_stat_database where datname = $1',
      [name],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * pgbench's TPS (tpcb-like) on scratch database `database` at scale 10 with `clients` clients on 2
 * threads for `seconds`.
 */
export function pgbenchTps(database: string, clients: number, seconds: number): number {
  const url = new URL(databaseUrl(database));
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username)];
  const init = spawnSync(PGBENCH, [...args, '-i', '-s', '10', '-q', database], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync(
    PGBENCH,
    [...args, '-c', String(clients), '-j', '2', '-T', String(seconds), database],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout ?? '');
  if (run.status !== 0 || !tps?.[1]) throw new Error(`pgbench failed: ${run.stderr}`);
  return Number(tps[1]);
}

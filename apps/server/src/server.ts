/**
 * Entry point: reads the configuration, opens and migrates the database, seeds the demo merchant,
 * listens, runs the job worker, and shuts down gracefully on SIGTERM/SIGINT. On PostgreSQL it runs
 * `WEB_CONCURRENCY` server processes (cluster.ts): the primary migrates and seeds once, then forks
 * the workers, each of which serves and runs jobs. Migrating and seeding hold a PostgreSQL advisory
 * lock, so replicas starting together on one database take turns (docs/architecture.md#scale).
 * @module
 */
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from './app';
import { isClusterWorker, runClusterPrimary, workerCount } from './cluster';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { systemClock } from './lib/clock';
import { loggerOptions } from './lib/logger';
import { createAuthService } from './modules/auth/auth.service';
import { seedDemo } from './modules/seed/seed-demo';

/** The advisory lock key every Malipo process takes while it migrates and seeds. */
const STARTUP_LOCK_KEY = 'malipo.startup';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

function open(config: Config): Promise<Database> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteDataDir: config.PGLITE_DATA_DIR,
    onIdleError: (err) => console.error(`database connection closed: ${err.message}`),
  });
}

/** Runs `work` holding the startup lock on PostgreSQL (on its own connection); PGlite has its lock file. */
async function withStartupLock(config: Config, work: () => Promise<void>): Promise<void> {
  if (!config.DATABASE_URL) return work();
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
    await work();
  } finally {
    await client.end();
  }
}

/** Migrates `database` and seeds the demo merchant when `SEED_DEMO`, under the startup lock. */
async function prepare(config: Config, database: Database): Promise<void> {
  await withStartupLock(config, async () => {
    await database.migrate();
    if (!config.SEED_DEMO) return;
    const auth = createAuthService({
      db: database.db,
      clock: systemClock,
      sessionTtlMs: config.SESSION_TTL_MS,
    });
    await seedDemo({ db: database.db, clock: systemClock, auth });
  });
}

/** One server: builds the app on `database`, starts the job worker, listens; stops on a signal. */
async function serve(config: Config, database: Database): Promise<void> {
  const { app, jobs } = await buildApp({ config, db: database.db });
  if (config.JOB_POLL_INTERVAL_MS > 0) jobs.start(config.JOB_POLL_INTERVAL_MS);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Malipo is running on http://localhost:${config.PORT} (${database.kind}, pid ${process.pid})`);
}

async function main(): Promise<void> {
  const config = readConfig();
  // A worker's primary has migrated and seeded already.
  if (isClusterWorker()) return serve(config, await open(config));
  const workers = workerCount(config);
  const database = await open(config);
  await prepare(config, database);
  if (workers <= 1) return serve(config, database);
  await database.close();
  runClusterPrimary(workers, pino(loggerOptions(config.LOG_LEVEL)));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

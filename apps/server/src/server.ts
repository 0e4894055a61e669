/**
 * Entry point: reads the configuration, opens and migrates the database, seeds the demo merchant,
 * listens, runs the job worker, and shuts down gracefully on SIGTERM/SIGINT.
 * @module
 */
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { seedDemo } from './modules/seed/seed-demo';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: config.PGLITE_DATA_DIR,
    onIdleError: (err) => console.error(`database connection closed: ${err.message}`),
  });
  await database.migrate();
  const { app, jobs, auth } = await buildApp({ config, db: database.db });
  if (config.SEED_DEMO) await seedDemo({ db: database.db, clock: systemClock, auth });
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
  app.log.info(`Malipo is running on http://localhost:${config.PORT} (${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/**
 * Command-line tool: fills a database with a ledger-consistent history (docs/testing.md#volume-data).
 * Usage: `npm run seed:volume -- --payments 1000000 [--merchants N] [--days 395] [--batch-size 50000]`.
 * Without `--merchants` the payments go to the demo merchant (seeded first if missing, without its
 * lived-in history: the run is its history); with it, to N new accounts whose sign-in is printed. Uses the server's database (`DATABASE_URL`, else PGlite under
 * `PGLITE_DATA_DIR`, which the server must not be holding) and applies migrations first; at the end
 * it compacts the running totals the batches rewrote (`volume-compact.ts`). Prints progress and the
 * total time.
 * @module
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { systemClock } from '../lib/clock';
import { createAuthService } from '../modules/auth/auth.service';
import { seedDemo } from '../modules/seed/seed-demo';
import { generateVolume } from '../modules/seed/volume-generate';
import { compactRunningTotals } from '../modules/seed/volume-compact';
import { DEFAULT_BATCH_SIZE } from '../modules/seed/volume-plan';
import { VOLUME_PASSWORD } from '../modules/seed/volume-merchants';
import { resolveVolumeTargets } from '../modules/seed/volume-targets';
import { runScript } from './run-script';

const USAGE =
  'Usage: npm run seed:volume -- --payments <count> [--merchants <count>] [--days <days>] [--batch-size <rows>]';

/** The command line's numbers; throws `Error` with the usage for anything else. */
function readArgs(argv: string[]) {
  const parse = () =>
    parseArgs({
      args: argv,
      options: {
        payments: { type: 'string' },
        merchants: { type: 'string' },
        days: { type: 'string', default: '395' },
        'batch-size': { type: 'string', default: String(DEFAULT_BATCH_SIZE) },
      },
    });
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse());
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
  const count = (name: string, text: string | undefined) => {
    const value = Number(text);
    if (!text || !Number.isSafeInteger(value) || value < 1) {
      throw new Error(`--${name} must be a positive whole number.\n${USAGE}`);
    }
    return value;
  };
  return {
    payments: count('payments', values.payments),
    merchants: values.merchants === undefined ? null : count('merchants', values.merchants),
    days: count('days', values.days),
    batchSize: count('batch-size', values['batch-size']),
  };
}

async function main(): Promise<number> {
  const startedMs = Date.now();
  let args;
  try {
    args = readArgs(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  try {
    await database.migrate();
    const db = database.db;
    const { merchants: chosen, recipients } = await resolveVolumeTargets(db, {
      merchants: args.merchants,
      now: systemClock.now(),
      seedDemo: () =>
        seedDemo({
          db,
          clock: systemClock,
          auth: createAuthService({ db, clock: systemClock, sessionTtlMs: config.SESSION_TTL_MS }),
          history: false,
        }),
    });
    const format = (n: number) => n.toLocaleString('en-US');
    console.log(
      `Seeding ${format(args.payments)} payments over ${args.days} days into ${chosen.length} merchant(s) on ${database.kind}…`,
    );
    const summary = await generateVolume(db, {
      payments: args.payments,
      days: args.days,
      now: systemClock.now(),
      merchants: chosen,
      standardSources: true,
      recipients,
      batchSize: args.batchSize,
      onProgress: ({ payments, total, elapsedMs }) =>
        console.log(`  ${format(payments)} / ${format(total)} payments  ${(elapsedMs / 1000).toFixed(1)} s`),
    });
    await compactRunningTotals(db);
    console.log(
      `Done in ${((Date.now() - startedMs) / 1000).toFixed(1)} s: ${format(summary.payments)} payments, ` +
        `${format(summary.subscriptions)} subscriptions, ${format(summary.refunds)} refunds, ` +
        `${format(summary.payouts)} payouts, ${format(summary.transfers)} sends, ${format(summary.conversions)} conversions.`,
    );
    for (const m of chosen) {
      console.log(`  ${m.name}: ${m.email}${args.merchants === null ? '' : ` / ${VOLUME_PASSWORD}`}`);
    }
  } finally {
    await database.close();
  }
  return 0;
}

runScript(main);

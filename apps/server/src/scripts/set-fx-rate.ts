/**
 * Admin script: stores an exchange rate in the `fx_rates` table. Usage: `npm run fx:set -- USD KES 129.5` (units of KES per USD). Uses the same
 * database as the server (`DATABASE_URL`, else PGlite under `PGLITE_DATA_DIR`); with PGlite, stop
 * the server first — the data directory is locked by one process at a time.
 * @module
 */
import { isValidRate } from '@malipo/contracts/fx';
import { isCurrencyCode } from '@malipo/contracts/currencies';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { listRates, setRate } from '../modules/fx/fx.service';
import { runScript } from './run-script';

async function main(): Promise<number> {
  const [base, quote, rate] = process.argv.slice(2).map((a) => a.trim());
  if (!base || !quote || !rate) {
    console.error('Usage: npm run fx:set -- <BASE> <QUOTE> <RATE>   e.g. npm run fx:set -- USD KES 129.5');
    return 2;
  }
  const [from, to] = [base.toUpperCase(), quote.toUpperCase()];
  if (!isCurrencyCode(from) || !isCurrencyCode(to) || from === to) {
    console.error(`Use two different supported currency codes (got ${base} and ${quote}).`);
    return 2;
  }
  if (!isValidRate(rate)) {
    console.error(`The rate must be a positive decimal with at most 8 decimals (got ${rate}).`);
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
    await setRate(database.db, { base: from, quote: to, rate, now: new Date() });
    for (const r of await listRates(database.db)) console.log(`${r.base} → ${r.quote}  ${r.rate}`);
  } finally {
    await database.close();
  }
  return 0;
}

runScript(main);

/**
 * The database client (docs/architecture.md#system-shape): embedded PGlite by default, PostgreSQL through `pg` when
 * `DATABASE_URL` is set. Both expose the same Drizzle API, so repos and tests run on either.
 * @module
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { openPgliteThread } from './pglite-thread';
import { prepareByText } from './prepared-statements';
import { renderSql } from './render-sql';
import * as schema from './schema';

/** The Drizzle database type every repo and service takes; a transaction is assignable to it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs raw SQL and returns its rows, as `db.execute` would, with the statement built in one pass
 * (`render-sql.ts`). Both drivers answer `{ rows }`; this is the one place that relies on it. Use
 * for SQL that must be exact (locking, ledger checks) and for the write path's combined statements.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(renderSql(query), undefined, undefined, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/** An open database with its lifecycle. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Folder of the committed SQL migrations. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

let queriesSent = 0;

/**
 * Counts each statement as Drizzle sends it (its `logger` hook): every query of every database this
 * process opened, `BEGIN` and `COMMIT` included on PostgreSQL, where each is one round trip.
 */
const queryCounter = {
  logQuery: () => {
    queriesSent += 1;
  },
};

/**
 * How many statements this process has sent to its databases since it started, through every
 * database {@link openDatabase} opened: one per round trip on PostgreSQL (a query, or the `BEGIN`,
 * `COMMIT` or `ROLLBACK` of a transaction), and the same statements counted alike on PGlite, whose
 * transactions begin and end inside the driver. Read by `GET /metrics` as
 * `malipo_db_queries_total`; the write-path bench divides it by the payments made
 * (docs/testing.md#budgets).
 */
export function databaseQueriesSent(): number {
  return queriesSent;
}

// node-postgres returns int8 as strings; ledger sums and counts are safe integers (< 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Opens PostgreSQL at `databaseUrl` when given, else PGlite at `pgliteDataDir`
 * (`memory://` for an in-memory database). Creates the data directory when missing.
 * `close()` resolves once every connection is closed.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** Most connections open at once to PostgreSQL; default pg's own, 10. */
  poolSize?: number;
  pgliteDataDir: string;
  /** Called with errors of idle PostgreSQL connections (e.g. the server closed them); default: ignored. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
    // pool.end() resolves before the clients' sockets have closed; track them so close() waits.
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      prepareByText(client);
      open.add(client);
      client.once('end', () => open.delete(client));
      // A server-side disconnect of an idle or closing client must not crash the process.
      client.on('error', (err) => options.onIdleError?.(err));
    });
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema, logger: queryCounter }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        const closing = [...open].map((c) => new Promise<void>((resolve) => c.once('end', resolve)));
        await pool.end();
        await Promise.all(closing);
      },
    };
  }
  const dataDir = options.pgliteDataDir;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? async () => undefined : await lockDataDir(dataDir);
  const client = await openPgliteThread(dataDir);
  // PGlite sends a transaction's BEGIN and COMMIT (or ROLLBACK) itself, past Drizzle's logger.
  const transaction = client.transaction;
  client.transaction = (callback) => {
    queriesSent += 2;
    return transaction(callback);
  };
  const pgliteDb = drizzlePglite(client as PGlite, { schema, logger: queryCounter });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

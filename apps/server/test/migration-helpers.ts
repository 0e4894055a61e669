/**
 * Migration tests: a PGlite database migrated up to a point in the migrations' history, to hold the
 * rows a later migration must carry over.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/db/client';

/** A database migrated as far as the migrations before `firstIdx` (the journal's `idx`). */
export interface MigratedBefore {
  pg: PGlite;
  /** Applies the rest of the migrations, as a server starting on the database does. */
  migrateRest(): Promise<void>;
  /** Closes the database and deletes the copied migrations folder. */
  close(): Promise<void>;
}

/** Opens an in-memory PGlite migrated up to (not including) migration `firstIdx`. */
export async function migratedBefore(firstIdx: number): Promise<MigratedBefore> {
  const dir = mkdtempSync(path.join(tmpdir(), 'malipo-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < firstIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  const pg = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(pg);
  await migrate(db, { migrationsFolder: dir });
  return {
    pg,
    migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      await pg.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Inserts a merchant for each id, with the columns a merchant row requires (its account id is its own). */
export async function insertMerchants(pg: PGlite, ids: string[]): Promise<void> {
  const rows = ids.map(
    (id) =>
      `('${id}', '${id}', 'Shop ${id}', '#112233', '#445566', 'MLP-${id.slice(-6).padStart(6, '0')}', now())`,
  );
  await pg.exec(`insert into merchants (id, account_id, business_name, primary_color, secondary_color, merchant_code, created_at)
    values ${rows.join(', ')}`);
}

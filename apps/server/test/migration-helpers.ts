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
  /** Applies the migrations up to and including `lastIdx` (the journal's `idx`). */
  migrateThrough(lastIdx: number): Promise<void>;
  /** Closes the database and deletes the copied migrations folder. */
  close(): Promise<void>;
}

/** Opens an in-memory PGlite migrated up to (not including) migration `firstIdx`. */
export async function migratedBefore(firstIdx: number): Promise<MigratedBefore> {
  const dirs: string[] = [];
  /** A copy of the migrations folder whose journal holds only the migrations before `endIdx`. */
  const migrationsBefore = (endIdx: number) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'malipo-migrations-'));
    dirs.push(dir);
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx < endIdx);
    writeFileSync(journalPath, JSON.stringify(journal));
    return dir;
  };
  const pg = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(pg);
  await migrate(db, { migrationsFolder: migrationsBefore(firstIdx) });
  return {
    pg,
    migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    migrateThrough: (lastIdx) => migrate(db, { migrationsFolder: migrationsBefore(lastIdx + 1) }),
    async close() {
      await pg.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
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

/**
 * Inserts merchant `mer_A` with its USD wallet (`lacc_wallet`) and the sandbox's USD clearing
 * account (`lacc_clearing`), for migrations of the ledger.
 */
export async function insertWalletAndClearing(pg: PGlite): Promise<void> {
  await insertMerchants(pg, ['mer_A']);
  await pg.exec(`insert into ledger_accounts (id, key, type, merchant_id, currency, created_at) values
    ('lacc_wallet', 'merchant_wallet:mer_A:USD', 'merchant_wallet', 'mer_A', 'USD', now()),
    ('lacc_clearing', 'provider_clearing:sandbox:USD', 'provider_clearing', null, 'USD', now())`);
}

/** Each ledger account's running balance (the sum of its slots), minor units as text, by account id. */
export async function accountBalances(pg: PGlite): Promise<{ account_id: string; balance: string }[]> {
  const result = await pg.query<{ account_id: string; balance: string }>(
    `select account_id, sum(balance_minor)::text as balance from ledger_account_balances
     group by account_id order by account_id`,
  );
  return result.rows;
}

/** Every ledger entry as (transaction id, account id, amount as text), by transaction id and amount. */
export async function ledgerEntryRows(
  pg: PGlite,
): Promise<{ transaction_id: string; account: string; amount_minor: string }[]> {
  const result = await pg.query<{ transaction_id: string; account: string; amount_minor: string }>(
    `select t.id as transaction_id, a.id as account, e.amount_minor::text from ledger_entries e
     join ledger_transactions t on t.seq = e.transaction_seq
     join ledger_accounts a on a.seq = e.account_seq order by t.id, e.amount_minor`,
  );
  return result.rows;
}

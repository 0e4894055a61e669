/**
 * The modes migration on a database that already has merchants (docs/providers.md#modes): each
 * existing merchant row becomes its account's test row, keeping its id, code and everything hung
 * off it, and gains a live row with the same business profile and a code of its own.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client';

/** The migrations folder as it was before `0011_modes`. */
function migrationsBeforeModes(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'malipo-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 11);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const before = migrationsBeforeModes();
afterAll(() => rmSync(before, { recursive: true, force: true }));

it('turns existing merchants into test rows with a live twin each', async () => {
  const pg = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(pg);
  await migrate(db, { migrationsFolder: before });
  await pg.exec(`insert into merchants (id, business_name, logo_url, primary_color, secondary_color, time_zone, merchant_code, created_at)
    values ('mer_OLD1', 'Old Shop', '/api/public/logos/mer_OLD1?v=1', '#112233', '#445566', 'Africa/Lagos', 'MLP-OLD001', now())`);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

  const { rows } = await pg.query<Record<string, unknown>>(
    `select id, account_id, mode, business_name, logo_url, primary_color, time_zone, merchant_code
     from merchants order by mode desc`,
  );
  expect(rows).toEqual([
    {
      id: 'mer_OLD1',
      account_id: 'mer_OLD1',
      mode: 'test',
      business_name: 'Old Shop',
      logo_url: '/api/public/logos/mer_OLD1?v=1',
      primary_color: '#112233',
      time_zone: 'Africa/Lagos',
      merchant_code: 'MLP-OLD001',
    },
    {
      id: expect.stringMatching(/^mer_[0-9A-F]{26}$/),
      account_id: 'mer_OLD1',
      mode: 'live',
      business_name: 'Old Shop',
      logo_url: '/api/public/logos/mer_OLD1?v=1',
      primary_color: '#112233',
      time_zone: 'Africa/Lagos',
      merchant_code: expect.stringMatching(/^MLP-[0-9A-F]{6}$/),
    },
  ]);
  await pg.close();
});

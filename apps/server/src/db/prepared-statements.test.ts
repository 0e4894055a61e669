/**
 * `prepareByTextOnPglite`: PGlite's statements are prepared once by name, answer exactly as
 * PGlite's own `query` does, fail as it does and leave the connection usable, and never run inside
 * another caller's transaction.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.db.execute(
    sql.raw(`CREATE TABLE prepared_probe (
      id text PRIMARY KEY, amount bigint, at timestamptz, body jsonb, tags text[], note text)`),
  );
});
afterAll(() => database.close());

/** The statements PGlite holds prepared under one of our names, by text. */
const preparedTexts = async () =>
  (
    await queryRows<{ statement: string }>(
      database.db,
      sql.raw(`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'malipo\\_%'`),
    )
  ).map((row) => row.statement);

describe('named prepared statements on PGlite', () => {
  it('prepare a statement once and answer as PGlite reads rows', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const insert = (id: string) =>
      sql`INSERT INTO prepared_probe (id, amount, at, body, tags, note)
          VALUES (${id}, ${9_007_199_254_740_991}, ${at.toISOString()}, ${JSON.stringify({ a: [1, 'x'] })}::jsonb,
            ${'{one,"two words"}'}::text[], ${null})
          RETURNING *`;
    const [first] = await queryRows<Record<string, unknown>>(database.db, insert('p1'));
    const [second] = await queryRows<Record<string, unknown>>(database.db, insert('p2'));
    expect(first).toEqual({
      id: 'p1',
      amount: 9_007_199_254_740_991,
      at: '2026-03-04 05:06:07.089+00',
      body: { a: [1, 'x'] },
      tags: ['one', 'two words'],
      note: null,
    });
    expect(second).toEqual({ ...first, id: 'p2' });
    const texts = await preparedTexts();
    expect(texts.filter((text) => text.startsWith('INSERT INTO prepared_probe'))).toHaveLength(1);
  });

  it('fail as PGlite does and leave the connection ready', async () => {
    const insert = (id: string) => sql`INSERT INTO prepared_probe (id) VALUES (${id})`;
    await database.db.execute(insert('dup'));
    await expect(database.db.execute(insert('dup'))).rejects.toMatchObject({ cause: { code: '23505' } });
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM prepared_probe WHERE id = ${'dup'}`,
    );
    expect(count?.n).toBe(1);
    // A statement that does not parse is not remembered under a name.
    const broken = sql`SELEC id FROM prepared_probe WHERE id = ${'dup'}`;
    await expect(database.db.execute(broken)).rejects.toMatchObject({ cause: { code: '42601' } });
    expect((await preparedTexts()).some((text) => text.startsWith('SELEC '))).toBe(false);
  });

  it('wait for another caller’s transaction instead of running inside it', async () => {
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO prepared_probe (id) VALUES (${'rolled-back'})`);
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertedInTransaction;
    const [seen] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM prepared_probe WHERE id = ${'rolled-back'}`,
    );
    expect(await transaction).toBe('rolled back');
    expect(seen?.n).toBe(0);
  });

  it('prepare a transaction’s statements too, which still roll back with it', async () => {
    const insert = (id: string) =>
      sql`INSERT INTO prepared_probe (id, note) VALUES (${id}, ${'in a transaction'})`;
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(insert('tx-1'));
        await tx.execute(insert('tx-1'));
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ cause: { code: '23505' } });
    await database.db.transaction(async (tx) => {
      await tx.execute(insert('tx-2'));
    });
    const ids = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM prepared_probe WHERE note = ${'in a transaction'} ORDER BY id`,
    );
    expect(ids.map((row) => row.id)).toEqual(['tx-2']);
    const texts = await preparedTexts();
    expect(texts.filter((text) => text.startsWith('INSERT INTO prepared_probe (id, note)'))).toHaveLength(1);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from './pglite-thread';

let db: PgliteThread;

beforeAll(async () => {
  db = await openPgliteThread('memory://');
  await db.query('create table items (id int primary key, late int unique deferrable initially deferred)');
});
afterAll(() => db.close());
beforeEach(() => db.query('delete from items'));

const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from items')).rows[0]?.n;

describe('PGlite on its own thread', () => {
  it('answers statements with their rows and parameters', async () => {
    const result = await db.query<{ sum: number; at: string }>(
      'select $1::int + $2::int as sum, $3::timestamptz as at',
      [40, 2, new Date('2026-01-02T03:04:05Z')],
    );
    expect(result.rows).toEqual([{ sum: 42, at: new Date('2026-01-02T03:04:05Z') }]);
  });

  it("keeps PostgreSQL's error fields, so a unique violation is still recognized by its code", async () => {
    await db.query('insert into items (id) values (1)');
    const error = await db.query('insert into items (id) values (1)').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey' });
  });

  it('commits a transaction whose callback resolves, and rolls back one whose callback throws', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into items (id) values (10)');
      return 'done';
    });
    expect(value).toBe('done');
    const thrown = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items (id) values (11)');
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect(await count()).toBe(1);
  });

  it('rejects a transaction whose COMMIT fails (a deferred constraint) and keeps nothing of it', async () => {
    const outcome = db.transaction(async (tx) => {
      await tx.query('insert into items (id, late) values (20, 7), (21, 7)');
    });
    await expect(outcome).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(0);
  });

  it('runs statements outside a transaction only once it has ended', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into items (id) values (30)');
      await held;
    });
    const outside = count();
    release();
    await transaction;
    expect(await outside).toBe(1);
  });

  it("leaves the main thread's event loop free while the database works", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await db.query('select count(*) from generate_series(1, 3000000)');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(20);
  });

  it('rejects calls once the thread is closed instead of leaving them waiting', async () => {
    const other = await openPgliteThread('memory://');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/PGlite thread/);
  });
});

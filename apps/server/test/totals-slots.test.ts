/**
 * Running totals under concurrent captures (docs/architecture.md#scale): every capture of a
 * merchant adds to its daily totals and to its link's totals, so on one row per key concurrent
 * captures would queue on that row's lock until each commit. Spread over slots by connection, two
 * captures of one link in flight at once do not wait for each other, and every reader still sees
 * the sum. PostgreSQL only: PGlite has a single connection, so nothing runs at once there.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, mobilePayment, pay } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const SKIPPED = serverUrl ? '' : ' (skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)';

describe.skipIf(!serverUrl)(`running totals under concurrent captures${SKIPPED}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Two pooled connections whose backend pids fall in different slots (pid mod 8). */
  async function twoSlots(pool: pg.Pool): Promise<[pg.PoolClient, pg.PoolClient, pg.PoolClient[]]> {
    const held: pg.PoolClient[] = [];
    const bySlot = new Map<number, pg.PoolClient>();
    while (bySlot.size < 2 && held.length < 8) {
      const client = await pool.connect();
      held.push(client);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      bySlot.set((rows[0]?.pid ?? 0) % 8, client);
    }
    const [a, b] = [...bySlot.values()];
    if (!a || !b) throw new Error('the pool gave no two connections in different slots');
    return [a, b, held];
  }

  it('two captures of one link at once do not wait on each other, and the totals are their sum', async () => {
    const { cookie } = await t.signUp('Busy Shop');
    const linkId = await createLink(t, cookie, { amountMinor: 2_000, currency: 'RWF' });
    // Two mobile money payments awaiting approval, from two payers.
    const ids: string[] = [];
    for (const [email, phone] of [
      ['ama@example.com', '0788123456'],
      ['kofi@example.com', '0788654321'],
    ] as const) {
      const body = { ...mobilePayment(phone), payer: { name: 'Payer', email } };
      const res = await pay(t, linkId, body);
      expect(res.json().status).toBe('requires_action');
      ids.push(res.json().id as string);
    }

    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const [first, second, held] = await twoSlots(pool);
    const capture = (client: pg.PoolClient, id: string) =>
      client.query(
        `update payments set status = 'succeeded', succeeded_at = now(), updated_at = now() where id = $1`,
        [id],
      );
    try {
      await first.query('begin');
      await capture(first, ids[0] ?? '');
      // On one row per key this waits for the first transaction's commit and times out.
      await second.query('begin');
      await second.query(`set local lock_timeout = '2s'`);
      await expect(capture(second, ids[1] ?? '')).resolves.toBeDefined();
      await second.query('commit');
      await first.query('commit');
    } finally {
      for (const client of held) client.release();
    }

    const links = await t.request('GET', '/api/payment-links', { cookie });
    const link = (
      links.json().data as { id: string; paymentsCount: number; totalAmountMinor: number }[]
    ).find((l) => l.id === linkId);
    expect(link).toMatchObject({ paymentsCount: 2, totalAmountMinor: 4_000 });
    const income = await t.request('GET', '/api/analytics/income?currency=RWF&days=7', { cookie });
    const points = income.json().points as { amountMinor: number; count: number }[];
    expect(points.at(-1)).toMatchObject({ amountMinor: 4_000, count: 2 });
  });
});

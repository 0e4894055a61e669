/**
 * The volume generator's run (docs/testing.md#volume-data) as the merchant sees it: every kind of
 * movement in the history API, history and running balances equal to their sources, the CSV export,
 * and the dashboard charts. The run itself is checked in `seed-volume.test.ts`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createHistoryService } from '../src/modules/history/history.service';
import { compactRunningTotals } from '../src/modules/seed/volume-compact';
import type { VolumeTargets } from '../src/modules/seed/volume-targets';
import { driftedBalances, historyDrift, historyRowCount } from './ledger-helpers';
import { seedVolumeApp, signIn } from './seed-volume-setup';
import type { TestApp } from './test-app';

let t: TestApp;
let now: Date;
let targets: VolumeTargets;

beforeAll(async () => {
  ({ t, now, targets } = await seedVolumeApp());
}, 120_000);
afterAll(async () => {
  await t.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

describe('the volume generator (docs/testing.md#volume-data) through the APIs', () => {
  it('shows every kind of movement in the history API, paged newest first', async () => {
    const [merchant] = targets.merchants;
    if (!merchant) throw new Error('no merchant');
    const cookie = await signIn(t, merchant.email);
    const seen: { id: string; type: string; createdAt: string }[] = [];
    for (let cursor: string | null = null, pages = 0; pages === 0 || cursor; pages += 1) {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await t.request('GET', `/api/transactions?limit=100${query}`, { cookie });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data);
      cursor = res.json().nextCursor;
    }
    expect(seen).toHaveLength(await historyRowCount(t.db, merchant.merchantId));
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    const times = seen.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const types = new Set(seen.map((s) => s.type));
    for (const type of [
      'payment',
      'refund',
      'withdrawal',
      'direct_pay',
      'transfer_out',
      'transfer_in',
      'conversion',
    ]) {
      expect(types).toContain(type);
    }
    const failed = (
      await t.request('GET', '/api/transactions?type=payment&method=mobile_money&status=failed&limit=100', {
        cookie,
      })
    ).json().data;
    expect(failed.length).toBeGreaterThan(0);
    for (const row of failed) expect(row).toMatchObject({ type: 'payment', status: 'failed' });
    const directPay = seen.find((s) => s.type === 'direct_pay');
    const detail = (await t.request('GET', `/api/transactions/${directPay?.id}`, { cookie })).json();
    // Wallet, fees and clearing; converted ones pass through both FX accounts too.
    expect(detail.ledgerEntries.length).toBeGreaterThanOrEqual(3);
    const sums = new Map<string, number>();
    for (const e of detail.ledgerEntries as { currency: string; amountMinor: number }[]) {
      sums.set(e.currency, (sums.get(e.currency) ?? 0) + e.amountMinor);
    }
    for (const sum of sums.values()) expect(sum).toBe(0);
  });

  it('keeps history and running balances equal to their sources through bulk inserts', async () => {
    expect(await historyDrift(t.db)).toEqual([]);
    expect(await driftedBalances(t.db)).toEqual([]);
  });

  it("compacts the running totals at the run's end (seed:volume) without changing one of them", async () => {
    const totals = () =>
      Promise.all(
        ['payment_daily_totals', 'payment_source_totals', 'payment_link_payers', 'customer_totals'].map(
          (table) => rows(sql`select * from ${sql.identifier(table)} order by 1, 2, 3`),
        ),
      );
    const before = await totals();
    expect(before.every((table) => table.length > 0)).toBe(true);
    await compactRunningTotals(t.db);
    expect(await totals()).toEqual(before);
    expect(await driftedBalances(t.db)).toEqual([]);
  });

  it('exports the whole history as CSV, announcing its rows, the same in batches of any size', async () => {
    const [merchant] = targets.merchants;
    if (!merchant) throw new Error('no merchant');
    const cookie = await signIn(t, merchant.email);
    const res = await t.request('GET', '/api/transactions/export.csv', { cookie });
    const lines = res.body.trim().split('\n');
    const stored = await historyRowCount(t.db, merchant.merchantId);
    expect(lines.length - 1).toBe(stored);
    expect(res.headers['x-total-count']).toBe(String(stored));
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(lines.length - 1);
    // Batches of 64: many full batches, then a short one; every row once, in the same order.
    const small = await createHistoryService({ db: t.db, exportBatch: 64 }).exportCsv({
      merchantId: merchant.merchantId,
      filters: {},
    });
    let text = '';
    for await (const chunk of small.stream) text += String(chunk);
    expect(text).toBe(res.body);
  });

  it('feeds the dashboard charts what the seeded payments add up to', async () => {
    const [merchant] = targets.merchants;
    if (!merchant) throw new Error('no merchant');
    const cookie = await signIn(t, merchant.email);
    const income = (await t.request('GET', '/api/analytics/income?days=365&currency=KES', { cookie })).json();
    expect(income.points).toHaveLength(365);
    expect(income.points.filter((p: { amountMinor: number }) => p.amountMinor > 0).length).toBeGreaterThan(
      30,
    );
    // Captured RWF payments net of succeeded refunds on the merchant's last 365 local days, by link type.
    const expected = await rows<{ type: string; amount: number | string; n: number }>(
      sql`select case p.source_type when 'payment_link' then 'payment' when 'donation_link' then 'donation'
                 else p.source_type end as type,
            sum(p.amount_minor - coalesce((select sum(r.amount_minor) from refunds r
              where r.payment_id = p.id and r.status = 'succeeded'), 0)) as amount, count(*)::int as n
          from payments p join merchants m on m.id = p.merchant_id
          where p.merchant_id = ${merchant.merchantId} and p.currency = 'RWF'
            and p.status in ('succeeded', 'partially_refunded', 'refunded')
            and (p.succeeded_at at time zone m.time_zone)::date
              between (${now}::timestamptz at time zone m.time_zone)::date - 364
              and (${now}::timestamptz at time zone m.time_zone)::date
          group by 1`,
    );
    const byType = (
      await t.request('GET', '/api/analytics/revenue-by-type?days=365&currency=RWF', { cookie })
    ).json();
    expect(byType.data).toHaveLength(4);
    for (const shown of byType.data) {
      const sum = expected.find((e) => e.type === shown.type);
      expect(shown.amountMinor, shown.type).toBeGreaterThan(0);
      expect({ amountMinor: shown.amountMinor, count: shown.count }).toEqual({
        amountMinor: Number(sum?.amount),
        count: sum?.n,
      });
    }
  });
});

/**
 * The running totals the dashboard reads (docs/architecture.md#scale) — daily totals for the charts,
 * per-source totals for link lists and Active Links — kept by the database in the same transaction
 * as each payment, refund and time zone change, must always equal what the payments themselves say:
 * captured payments (`succeeded`, `partially_refunded`, `refunded`; docs/payments.md#payment-states)
 * net of succeeded refunds, on the merchant's local day — whatever happened in between.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { foldDailyTotals } from '../src/modules/retention/retention.repo';
import { DAILY_TOTALS_FOLD_AFTER_DAYS } from '../src/modules/retention/retention.service';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import {
  cardMethod,
  createCatalogue,
  createDonationLink,
  donate,
  donationBody,
  orderBody,
  placeOrder,
} from './storefront-helpers';
import { createPlan, runAt, subscribe } from './subscription-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Total = {
  merchant_id: string;
  currency: string;
  day: string;
  source_type: string;
  amount: string;
  count: string;
};

/** The totals table, as text, sorted. */
const kept = () =>
  queryRows<Total>(
    t.db,
    sql`select merchant_id, currency, to_char(day, 'YYYY-MM-DD') as day, source_type,
               sum(amount_minor)::text as amount, sum(count)::text as count
        from payment_daily_totals group by 1, 2, 3, 4
        having sum(count) <> 0 or sum(amount_minor) <> 0
        order by 1, 2, 3, 4`,
  );

/** The rule: a payment's money was captured, and what is left of it after succeeded refunds. */
const captured = sql.raw(`p.status in ('succeeded', 'partially_refunded', 'refunded')`);
const netAmount = sql.raw(`(p.amount_minor - coalesce((select sum(r.amount_minor) from refunds r
  where r.payment_id = p.id and r.status = 'succeeded'), 0))`);

/** The same figures computed from the payments. */
const fromPayments = () =>
  queryRows<Total>(
    t.db,
    sql`select p.merchant_id, p.currency, to_char((p.succeeded_at at time zone m.time_zone)::date, 'YYYY-MM-DD') as day,
               p.source_type, sum(${netAmount})::text as amount, count(*)::text as count
        from payments p join merchants m on m.id = p.merchant_id
        where ${captured}
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );

type SourceTotal = { source_type: string; source_id: string; count: string; amount: string; payers: string };

/** The per-source totals table, as text, sorted. */
const keptBySource = () =>
  queryRows<SourceTotal>(
    t.db,
    sql`select source_type, source_id, sum(count)::text as count, sum(amount_minor)::text as amount,
               sum(payers)::text as payers
        from payment_source_totals group by 1, 2
        having sum(count) <> 0 or sum(amount_minor) <> 0 order by 1, 2`,
  );

/** The same per source, from the payments: a subscription's payments count for its link. */
const bySourceFromPayments = () =>
  queryRows<SourceTotal>(
    t.db,
    sql`select case when p.source_type = 'subscription' then 'subscription_link' else p.source_type end as source_type,
               coalesce(s.link_id, p.source_id) as source_id, count(*)::text as count,
               sum(${netAmount})::text as amount,
               (case when p.source_type = 'payment_link' then count(distinct p.payer_email) else 0 end)::text as payers
        from payments p left join subscriptions s on p.source_type = 'subscription' and s.id = p.source_id
        where ${captured} and p.source_type in ('payment_link', 'donation_link', 'catalogue', 'subscription')
        group by p.source_type, 2 order by 1, 2`,
  );

const refund = (cookie: string, paymentId: string, amountMinor: number) =>
  t.request('POST', `/api/payments/${paymentId}/refunds`, {
    cookie,
    body: { amountMinor },
    headers: { 'idempotency-key': randomUUID() },
  });

describe('daily payment totals', () => {
  it('follow payments, declines, partial and full refunds and a change of time zone', async () => {
    t.clock.set(new Date('2026-05-01T21:30:00Z'));
    const { cookie } = await t.signUp('Totals Shop');
    const usd = await createLink(t, cookie, { productName: 'Beans', amountMinor: 2_500 });
    const rwf = await createLink(t, cookie, { productName: 'Tea', amountMinor: 700, currency: 'RWF' });
    const paid: string[] = [];
    for (const [linkId, at] of [
      [usd, '2026-05-01T21:30:00Z'],
      [usd, '2026-05-01T22:30:00Z'],
      [rwf, '2026-05-02T09:00:00Z'],
      [usd, '2026-05-03T10:00:00Z'],
    ] as const) {
      t.clock.set(new Date(at));
      const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
      paid.push(res.json().id as string);
    }
    await pay(t, usd, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.declined)));
    expect(await kept()).toEqual(await fromPayments());
    expect(await keptBySource()).toEqual(await bySourceFromPayments());
    // Kigali days (UTC+2): 21:30Z on 1 May is still 1 May there, 22:30Z is 2 May.
    expect((await kept()).map((row) => [row.currency, row.day, row.amount])).toEqual([
      ['RWF', '2026-05-02', '700'],
      ['USD', '2026-05-01', '2500'],
      ['USD', '2026-05-02', '2500'],
      ['USD', '2026-05-03', '2500'],
    ]);

    expect((await refund(cookie, paid[1] ?? '', 1_000)).statusCode).toBe(201);
    expect((await refund(cookie, paid[3] ?? '', 2_500)).statusCode).toBe(201);
    expect(await kept()).toEqual(await fromPayments());
    expect(await keptBySource()).toEqual(await bySourceFromPayments());

    await t.request('PUT', '/api/settings/time-zone', { cookie, body: { timeZone: 'UTC' } });
    const utc = await kept();
    expect(utc).toEqual(await fromPayments());
    expect(
      utc.filter((row) => row.currency === 'USD').map((row) => [row.day, row.amount, row.count]),
    ).toEqual([
      ['2026-05-01', '4000', '2'],
      ['2026-05-03', '0', '1'],
    ]);
  });

  it('per source: link payers counted once, donations, orders and every subscription charge', async () => {
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const { cookie } = await t.signUp('Sources Shop');
    const linkId = await createLink(t, cookie, { productName: 'Beans', amountMinor: 1_000 });
    for (const email of ['ada@example.com', 'ada@example.com', 'ben@example.com']) {
      const body = cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success));
      body.payer.email = email;
      expect((await pay(t, linkId, body)).json().status).toBe('succeeded');
    }
    const active = (await t.request('GET', '/api/links/active', { cookie })).json();
    expect(JSON.stringify(active)).toContain('"customers":2');
    const donation = await createDonationLink(t, cookie);
    expect(
      (await donate(t, donation.id, donationBody(4_200, await cardMethod(t, SANDBOX_CARDS.success))))
        .statusCode,
    ).toBe(201);
    const catalogue = await createCatalogue(t, cookie);
    const order = orderBody(catalogue, { Tea: 2, Mug: 1 }, await cardMethod(t, SANDBOX_CARDS.success));
    expect((await placeOrder(t, catalogue.id, order)).statusCode).toBe(201);
    const planId = await createPlan(t, cookie, { amountMinor: 1_500 });
    const card = cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)).paymentMethod;
    expect((await subscribe(t, planId, card)).statusCode).toBe(201);
    // The first period is charged now, the second a month later.
    await t.jobs.runDue();
    await runAt(t, '2026-07-02T08:00:00Z');

    const totals = await keptBySource();
    expect(totals).toEqual(await bySourceFromPayments());
    const of = (id: string) => totals.find((row) => row.source_id === id);
    expect(of(linkId)).toMatchObject({ count: '3', amount: '3000', payers: '2' });
    expect(of(donation.id)).toMatchObject({ count: '1', amount: '4200' });
    expect(of(catalogue.id)).toMatchObject({ count: '1', amount: '2250' });
    expect(of(planId)).toMatchObject({ source_type: 'subscription_link', count: '2', amount: '3000' });
  });

  it("fold a finished day's slot rows into one, and leave the sums and the charts as they were", async () => {
    t.clock.set(new Date('2026-08-10T09:00:00Z'));
    const { cookie, user } = await t.signUp('Busy Day Shop');
    const linkId = await createLink(t, cookie, { productName: 'Buns', amountMinor: 300 });
    const payOn = async (at: string) => {
      t.clock.set(new Date(at));
      const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
      expect(res.json().status).toBe('succeeded');
    };
    for (const at of [
      '2026-08-10T09:00:00Z',
      '2026-08-10T10:00:00Z',
      '2026-08-14T09:00:00Z',
      '2026-08-14T10:00:00Z',
    ])
      await payOn(at);
    // As if other connections had captured one of each day's payments: a second slot row per day.
    await t.db.execute(sql`
      WITH one AS (
        UPDATE payment_daily_totals SET amount_minor = amount_minor - 300, count = count - 1
        WHERE merchant_id = ${user.merchantId} RETURNING merchant_id, currency, day, source_type, slot)
      INSERT INTO payment_daily_totals (merchant_id, currency, day, source_type, slot, amount_minor, count)
      SELECT merchant_id, currency, day, source_type, (slot + 3) % 8, 300, 1 FROM one`);
    const rowsPerDay = async () =>
      queryRows<{ day: string; rows: number }>(
        t.db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as rows from payment_daily_totals
            where merchant_id = ${user.merchantId} group by day order by day`,
      );
    expect(await rowsPerDay()).toEqual([
      { day: '2026-08-10', rows: 2 },
      { day: '2026-08-14', rows: 2 },
    ]);
    const income = async () =>
      (await t.request('GET', '/api/analytics/income?currency=USD&days=7', { cookie })).json().points;
    // Two days after the 10th, not yet after the 14th: only the 10th folds, one row per statement.
    t.clock.set(new Date('2026-08-15T03:00:00Z'));
    const chart = await income();
    const sums = await kept();
    const before = new Date(t.clock.now().getTime() - DAILY_TOTALS_FOLD_AFTER_DAYS * 24 * 3600_000);
    const folded: number[] = [];
    for (;;) {
      const n = await foldDailyTotals(t.db, { before, limit: 1 });
      if (n === 0) break;
      folded.push(n);
    }
    // The day's rows not already in slot 0: one or both, whichever slot this connection writes.
    expect(folded.length).toBeGreaterThanOrEqual(1);
    expect(folded.every((n) => n === 1)).toBe(true);
    expect(await rowsPerDay()).toEqual([
      { day: '2026-08-10', rows: 1 },
      { day: '2026-08-14', rows: 2 },
    ]);
    expect(await kept()).toEqual(sums);
    expect(await kept()).toEqual(await fromPayments());
    expect(await income()).toEqual(chart);
  });
});

/**
 * The daily totals the dashboard's charts read (docs/architecture.md#scale): kept by the database
 * in the same transaction as each payment, refund and time zone change, they must always equal what
 * the payments themselves say — captured payments net of succeeded refunds on the merchant's local
 * day (`payments/captured-payments.ts`) — whatever happened in between.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { isCapturedSql, netAmountSql } from '../src/modules/payments/captured-payments';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
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
               amount_minor::text as amount, count::text as count
        from payment_daily_totals where count <> 0 or amount_minor <> 0
        order by 1, 2, 3, 4`,
  );

/** The same figures computed from the payments, by the rule of `captured-payments.ts`. */
const fromPayments = () =>
  queryRows<Total>(
    t.db,
    sql`select p.merchant_id, p.currency, to_char((p.succeeded_at at time zone m.time_zone)::date, 'YYYY-MM-DD') as day,
               p.source_type, sum(${netAmountSql('p')})::text as amount, count(*)::text as count
        from payments p join merchants m on m.id = p.merchant_id
        where ${isCapturedSql('p')}
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
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
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';

let t: TestApp;
let cookie: string;

async function payAt(linkId: string, at: string, number: string = SANDBOX_CARDS.success) {
  t.clock.set(new Date(at));
  await pay(t, linkId, cardPayment(await tokenizeCard(t, number)));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-01T08:00:00Z'));
  ({ cookie } = await t.signUp('Chart Shop'));
  const usd = await createLink(t, cookie, { productName: 'Beans', amountMinor: 1_000 });
  const rwf = await createLink(t, cookie, { productName: 'Tea', amountMinor: 700, currency: 'RWF' });
  await createLink(t, cookie, { productName: 'Unused', amountMinor: 5 });
  // Kigali (UTC+2) calendar days; "today" will be 10 March there.
  await payAt(usd, '2026-03-03T21:30:00Z'); // 3 Mar 23:30 local: outside a 7-day window
  await payAt(usd, '2026-03-03T22:30:00Z'); // 4 Mar 00:30 local: first day of the window
  await payAt(usd, '2026-03-09T21:59:00Z'); // 9 Mar 23:59 local
  await payAt(usd, '2026-03-09T22:01:00Z'); // 10 Mar 00:01 local
  await payAt(usd, '2026-03-10T09:00:00Z', SANDBOX_CARDS.declined); // failed: never income
  await payAt(rwf, '2026-03-10T09:30:00Z');
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => (await t.request('GET', url, { cookie })).json();

describe('analytics', () => {
  it('income per local day is zero-filled and puts payments around midnight on the right day', async () => {
    const income = await get('/api/analytics/income?days=7&currency=USD');
    expect(income).toMatchObject({ currency: 'USD', days: 7, timeZone: 'Africa/Kigali' });
    expect(income.points).toEqual([
      { date: '2026-03-04', amountMinor: 1_000, count: 1 },
      { date: '2026-03-05', amountMinor: 0, count: 0 },
      { date: '2026-03-06', amountMinor: 0, count: 0 },
      { date: '2026-03-07', amountMinor: 0, count: 0 },
      { date: '2026-03-08', amountMinor: 0, count: 0 },
      { date: '2026-03-09', amountMinor: 1_000, count: 1 },
      { date: '2026-03-10', amountMinor: 1_000, count: 1 },
    ]);
  });

  it('the same payments fall on other days for a merchant in UTC', async () => {
    await t.request('PUT', '/api/settings/time-zone', { cookie, body: { timeZone: 'UTC' } });
    const income = await get('/api/analytics/income?days=7&currency=USD');
    // In UTC, 3 Mar 22:30Z is still 3 March (outside the window) and both 9 March payments share a day.
    expect(income.points.filter((p: { amountMinor: number }) => p.amountMinor > 0)).toEqual([
      { date: '2026-03-09', amountMinor: 2_000, count: 2 },
    ]);
    await t.request('PUT', '/api/settings/time-zone', { cookie, body: { timeZone: 'Africa/Kigali' } });
  });

  it('defaults to 30 days and the main currency, listing every currency received', async () => {
    const income = await get('/api/analytics/income');
    expect(income.days).toBe(30);
    expect(income.points).toHaveLength(30);
    expect(income.currencies).toEqual(['USD', 'RWF']);
    const total = income.points.reduce((sum: number, p: { amountMinor: number }) => sum + p.amountMinor, 0);
    expect(total).toBe(4_000);
  });

  it('revenue by link type lists every type with real totals', async () => {
    expect(await get('/api/analytics/revenue-by-type?days=7&currency=USD')).toEqual({
      currency: 'USD',
      data: [
        { type: 'payment', amountMinor: 3_000, count: 3 },
        { type: 'donation', amountMinor: 0, count: 0 },
        { type: 'subscription', amountMinor: 0, count: 0 },
        { type: 'catalogue', amountMinor: 0, count: 0 },
      ],
    });
    const rwf = await get('/api/analytics/revenue-by-type?days=7&currency=RWF');
    expect(rwf.data[0]).toEqual({ type: 'payment', amountMinor: 700, count: 1 });
  });

  it('active links count real customers', async () => {
    const { data } = await get('/api/links/active');
    const rows = data.map((l: { name: string; customers: number }) => [l.name, l.customers]);
    expect(rows.sort()).toEqual([
      ['Beans', 1],
      ['Tea', 1],
      ['Unused', 0],
    ]);
  });

  it('refuses periods the chart does not offer', async () => {
    const res = await t.request('GET', '/api/analytics/income?days=12', { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.days).toBe('Choose 7, 30, 90 or 365 days');
  });
});

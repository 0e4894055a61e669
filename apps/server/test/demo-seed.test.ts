import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@malipo/contracts/auth';
import { queryRows } from '../src/db/client';
import { DEMO_HISTORY_DAYS } from '../src/modules/seed/demo-history';
import { createTestApp, type TestApp } from './test-app';
import { seedDemo } from '../src/modules/seed/seed-demo';
import { unbalancedTransactions } from './ledger-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 3600_000;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(t.db, query);
  return Number(row?.n ?? 0);
}

async function signInDemo(): Promise<string> {
  const login = await t.request('POST', '/api/auth/login', { body: DEMO_CREDENTIALS });
  return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

describe('the demo seed (docs/architecture.md#merchants-sessions-and-the-public-api)', () => {
  it('seeds demo-donate and demo-catalogue under fixed ids, once, and keeps the merchant’s later edits', async () => {
    await seedDemo({ db: t.db, clock: t.clock, auth: t.auth });
    const donation = (await t.request('GET', '/api/public/donation-links/demo-donate')).json().link;
    // The lived-in history has donated to the campaign: what it raised is its net captured donations.
    const raised = await count(
      sql`select coalesce(sum(p.amount_minor - coalesce((select sum(r.amount_minor) from refunds r
            where r.payment_id = p.id and r.status = 'succeeded'), 0)), 0) as n
          from payments p where p.source_id = 'demo-donate'
            and p.status in ('succeeded', 'partially_refunded', 'refunded')`,
    );
    expect(raised).toBeGreaterThan(0);
    expect(donation).toMatchObject({
      goalMinor: 1_000_000,
      currency: 'USD',
      status: 'active',
      raisedMinor: raised,
    });
    const catalogue = (await t.request('GET', '/api/public/catalogues/demo-catalogue')).json().catalogue;
    expect(catalogue).toMatchObject({ currency: 'USD', status: 'active' });
    expect(catalogue.items.map((i: { priceMinor: number }) => i.priceMinor)).toEqual([19_999, 29_999, 4_999]);

    const login = await t.request('POST', '/api/auth/login', { body: DEMO_CREDENTIALS });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await t.request('PUT', '/api/catalogues/demo-catalogue', {
      cookie,
      body: { title: catalogue.title, currency: 'USD', items: catalogue.items.slice(0, 1) },
    });
    await seedDemo({ db: t.db, clock: t.clock, auth: t.auth });
    const after = (await t.request('GET', '/api/catalogues/demo-catalogue', { cookie })).json();
    expect(after.items).toHaveLength(1);
    expect((await t.request('GET', '/api/donation-links', { cookie })).json().data).toHaveLength(1);
  });

  it('seeds demo-subscribe: 29.99 USD monthly with a 7-day trial, listed among the active links', async () => {
    await seedDemo({ db: t.db, clock: t.clock, auth: t.auth });
    const plan = (await t.request('GET', '/api/public/subscription-links/demo-subscribe')).json().link;
    expect(plan).toMatchObject({
      amountMinor: 2_999,
      currency: 'USD',
      billingCycle: 'monthly',
      trialDays: 7,
    });
    const cookie = await signInDemo();
    const active = (await t.request('GET', '/api/links/active', { cookie })).json().data;
    const subscribers = await count(
      sql`select count(*) as n from subscriptions
          where link_id = 'demo-subscribe' and status in ('trialing', 'active', 'past_due')`,
    );
    expect(subscribers).toBeGreaterThan(0);
    expect(active).toContainEqual(
      expect.objectContaining({
        id: 'demo-subscribe',
        type: 'subscription',
        path: '/subscribe/demo-subscribe',
        customers: subscribers,
      }),
    );
  });

  it('gives the demo merchant about three months of history: payments, a refund, a withdrawal and a balance (docs/product.md#demo-data)', async () => {
    await seedDemo({ db: t.db, clock: t.clock, auth: t.auth });
    const cookie = await signInDemo();
    const since = new Date(t.clock.now().getTime() - DEMO_HISTORY_DAYS * DAY_MS);
    const recent = await count(sql`select count(*) as n from payments where created_at >= ${since}`);
    expect(recent).toBeGreaterThanOrEqual(200);
    expect(await count(sql`select count(*) as n from payments where created_at < ${since}`)).toBe(0);
    const methods = await queryRows<{ method_type: string }>(
      t.db,
      sql`select distinct method_type from payments`,
    );
    expect(methods.map((m) => m.method_type).sort()).toEqual(['bank_transfer', 'card', 'mobile_money']);
    const kinds = await queryRows<{ source_type: string }>(
      t.db,
      sql`select distinct source_type from payments`,
    );
    expect(kinds.map((k) => k.source_type).sort()).toEqual([
      'catalogue',
      'donation_link',
      'payment_link',
      'subscription',
    ]);

    for (const type of ['payment', 'refund', 'withdrawal']) {
      const page = (await t.request('GET', `/api/transactions?type=${type}&limit=5`, { cookie })).json();
      expect(page.data.length, type).toBeGreaterThan(0);
    }
    const balances = (await t.request('GET', '/api/dashboard/balances', { cookie })).json().data;
    expect(balances.find((b: { currency: string }) => b.currency === 'USD')?.availableMinor).toBeGreaterThan(
      0,
    );
    const income = (await t.request('GET', '/api/analytics/income?days=90', { cookie })).json();
    expect(income.points.filter((p: { amountMinor: number }) => p.amountMinor > 0).length).toBeGreaterThan(
      30,
    );
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('adds the history once: seeding again leaves the demo merchant’s payments as they are', async () => {
    await seedDemo({ db: t.db, clock: t.clock, auth: t.auth });
    const before = await count(sql`select count(*) as n from payments`);
    expect(before).toBeGreaterThan(0);
    t.clock.advance(DAY_MS);
    await seedDemo({ db: t.db, clock: t.clock, auth: t.auth });
    expect(await count(sql`select count(*) as n from payments`)).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@malipo/contracts/auth';
import { createTestApp, type TestApp } from './test-app';
import { seedDemo } from '../src/modules/seed/seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo seed (docs/architecture.md#merchants-sessions-and-the-public-api)', () => {
  it('seeds demo-donate and demo-catalogue under fixed ids, once, and keeps the merchant’s later edits', async () => {
    await seedDemo({ db: t.db, clock: t.clock, auth: t.auth });
    const donation = (await t.request('GET', '/api/public/donation-links/demo-donate')).json().link;
    expect(donation).toMatchObject({
      goalMinor: 1_000_000,
      currency: 'USD',
      status: 'active',
      raisedMinor: 0,
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
    const login = await t.request('POST', '/api/auth/login', { body: DEMO_CREDENTIALS });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const active = (await t.request('GET', '/api/links/active', { cookie })).json().data;
    expect(active).toContainEqual(
      expect.objectContaining({
        id: 'demo-subscribe',
        type: 'subscription',
        path: '/subscribe/demo-subscribe',
        customers: 0,
      }),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
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

let t: TestApp;
let cookie: string;
let linkId: string;
let donationId: string;
let catalogueId: string;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signUp());
  linkId = await createLink(t, cookie, { productName: 'Consulting', amountMinor: 10_000 });
  await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
  t.clock.advance(1_000);
  donationId = (await createDonationLink(t, cookie, { title: 'Water Well', goalMinor: 50_000 })).id;
  await donate(t, donationId, donationBody(2_000, await cardMethod(t, SANDBOX_CARDS.success)));
  await donate(
    t,
    donationId,
    donationBody(3_000, await cardMethod(t, SANDBOX_CARDS.success), { anonymous: true }),
  );
  t.clock.advance(1_000);
  const catalogue = await createCatalogue(t, cookie, { title: 'Crafts' });
  catalogueId = catalogue.id;
  const order = await placeOrder(
    t,
    catalogueId,
    orderBody(catalogue, { Tea: 2, Mug: 2 }, await cardMethod(t, SANDBOX_CARDS.success)),
  );
  orderId = order.json().id;
  t.clock.advance(1_000);
  const paused = await createDonationLink(t, cookie, { title: 'Paused Campaign' });
  await t.request('PATCH', `/api/donation-links/${paused.id}`, { cookie, body: { status: 'paused' } });
  const deleted = await createCatalogue(t, cookie, { title: 'Deleted Shop' });
  await t.request('DELETE', `/api/catalogues/${deleted.id}`, { cookie });
});
afterAll(async () => {
  await t.close();
});

describe('donations and catalogues on the dashboard', () => {
  it('revenue by link type counts payment, donation and catalogue revenue', async () => {
    const res = (await t.request('GET', '/api/analytics/revenue-by-type?currency=USD', { cookie })).json();
    expect(res.data).toEqual([
      { type: 'payment', amountMinor: 10_000, count: 1 },
      { type: 'donation', amountMinor: 5_000, count: 2 },
      { type: 'subscription', amountMinor: 0, count: 0 },
      { type: 'catalogue', amountMinor: 3_500, count: 1 },
    ]);
  });

  it('active links list active donation links and catalogues next to payment links, newest first', async () => {
    const { data } = (await t.request('GET', '/api/links/active', { cookie })).json();
    expect(data).toEqual([
      {
        id: catalogueId,
        type: 'catalogue',
        name: 'Crafts',
        status: 'active',
        customers: 1,
        amountMinor: 3_500,
        currency: 'USD',
        path: `/catalogue/${catalogueId}`,
      },
      {
        id: donationId,
        type: 'donation',
        name: 'Water Well',
        status: 'active',
        customers: 2,
        amountMinor: 50_000,
        currency: 'USD',
        path: `/donate/${donationId}`,
      },
      {
        id: linkId,
        type: 'payment',
        name: 'Consulting',
        status: 'active',
        customers: 1,
        amountMinor: 10_000,
        currency: 'USD',
        path: `/pay/${linkId}`,
      },
    ]);
  });

  it('history finds orders and donations by text and exports them to CSV', async () => {
    // '× tea' cannot occur in an id; plain 'tea' can (ids are random Crockford base32).
    const byItem = (
      await t.request('GET', `/api/transactions?q=${encodeURIComponent('× tea')}`, { cookie })
    ).json().data;
    expect(byItem.map((tx: { id: string }) => tx.id)).toEqual([orderId]);
    expect((await t.request('GET', '/api/transactions?q=anonymous', { cookie })).json().data).toEqual([]);
    const byCampaign = (await t.request('GET', '/api/transactions?q=water%20well', { cookie })).json().data;
    expect(byCampaign.map((tx: { counterparty: string }) => tx.counterparty).sort()).toEqual([
      'Anonymous',
      'Grace Donor',
    ]);
    const csv = await t.request('GET', '/api/transactions/export.csv', { cookie });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\n');
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.startsWith(orderId))).toContain('Order: 2 × Tea, 2 × Mug');
    expect(rows.filter((r) => r.includes('Water Well'))).toHaveLength(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@malipo/contracts/money';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { balances } from './payment-helpers';
import { pdfText } from './pdf-text';
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
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pdfOf = async (receiptId: string) =>
  pdfText((await t.app.inject({ method: 'GET', url: `/api/public/receipts/${receiptId}/pdf` })).rawPayload);

describe('zero-decimal currencies (ISO 4217 exponent 0)', () => {
  it('a 5,000 RWF donation is stored, counted and receipted as 5000, with no factor of 100', async () => {
    const { cookie } = await t.signUp();
    const link = await createDonationLink(t, cookie, { currency: 'RWF', goalMinor: 20_000 });
    const payment = (
      await donate(t, link.id, donationBody(5_000, await cardMethod(t, SANDBOX_CARDS.success)))
    ).json();
    expect(payment).toMatchObject({ status: 'succeeded', amountMinor: 5_000, currency: 'RWF' });
    expect((await t.request('GET', `/api/public/donation-links/${link.id}`)).json().link).toMatchObject({
      raisedMinor: 5_000,
      goalProgress: 25,
    });
    expect(await balances(t, cookie)).toEqual({ RWF: 5_000 });
    expect((await t.request('GET', `/api/public/receipts/${payment.receiptId}`)).json()).toMatchObject({
      amountMinor: 5_000,
      currency: 'RWF',
    });
    const text = await pdfOf(payment.receiptId);
    expect(text).toContain('RWF 5,000');
    expect(text).not.toMatch(/50\.00|5,000\.00|500,000/);
  });

  it('a UGX order is priced, charged and receipted in whole shillings', async () => {
    const { cookie } = await t.signUp();
    const catalogue = await createCatalogue(t, cookie, {
      currency: 'UGX',
      items: [
        { name: 'Rolex', priceMinor: 3_000 },
        { name: 'Matooke bunch', priceMinor: 25_000 },
      ],
    });
    const body = orderBody(
      catalogue,
      { Rolex: 2, 'Matooke bunch': 1 },
      await cardMethod(t, SANDBOX_CARDS.success),
    );
    expect(body.totalMinor).toBe(31_000);
    const payment = (await placeOrder(t, catalogue.id, body)).json();
    expect(payment).toMatchObject({ status: 'succeeded', amountMinor: 31_000, currency: 'UGX' });
    expect(await balances(t, cookie)).toEqual({ UGX: 31_000 });
    const text = await pdfOf(payment.receiptId);
    for (const amount of [3_000, 6_000, 25_000, 31_000]) expect(text).toContain(formatMoney(amount, 'UGX'));
    expect(formatMoney(31_000, 'UGX')).toMatch(/31,000$/);
    expect(text).not.toMatch(/310\.00|31,000\.00/);
  });

  it('a 2-decimal donation keeps its cents: 25.00 USD is 2500 minor units', async () => {
    const { cookie } = await t.signUp();
    const link = await createDonationLink(t, cookie, { currency: 'USD' });
    const payment = (
      await donate(t, link.id, donationBody(2_500, await cardMethod(t, SANDBOX_CARDS.success)))
    ).json();
    expect(payment.amountMinor).toBe(2_500);
    expect(await pdfOf(payment.receiptId)).toContain('$25.00');
  });
});

/**
 * Receipts (docs/product.md#receipt-page): the public receipt of every kind of succeeded payment,
 * its PDF, and the receipt id a payment holds from creation but shows only once it succeeds. The
 * PDF's languages are in receipt-pdf-languages.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './test-app';
import { cardPayment, createLink, mobilePayment, pay, tokenizeCard } from './payment-helpers';
import { pdfText } from './pdf-text';
import { PNG_1X1, uploadLogo } from './logo-upload';
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
  t.clock.set(new Date('2026-11-23T09:30:00Z'));
});
afterAll(async () => {
  await t.close();
});

const getReceipt = (id: string) => t.request('GET', `/api/public/receipts/${id}`);
const getPdf = (id: string) => t.app.inject({ method: 'GET', url: `/api/public/receipts/${id}/pdf` });
/** The receipt id payment `id` holds in the database, shown or not. */
const storedReceiptId = async (id: string) =>
  (await queryRows<{ receipt_id: string }>(t.db, sql`select receipt_id from payments where id = ${id}`))[0]
    ?.receipt_id ?? '';

describe('receipts', () => {
  it('a paid payment link has a branded receipt with its product, payer, card and reference', async () => {
    const { cookie } = await t.signUp('Amani Crafts');
    const linkId = await createLink(t, cookie, { productName: 'Basket', amountMinor: 4_550 });
    const payment = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json();
    expect(payment.receiptId).toMatch(/^rcpt_[0-9A-Za-z]{24}$/);

    const res = await getReceipt(payment.receiptId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: payment.receiptId,
      reference: payment.id,
      kind: 'payment',
      merchant: {
        businessName: 'Amani Crafts',
        logoUrl: null,
        primaryColor: '#3B82F6',
        secondaryColor: '#1D4ED8',
        mode: 'test',
      },
      payer: { name: 'Ada Payer', email: 'ada@example.com' },
      lines: [{ name: 'Basket', unitPriceMinor: 4_550, quantity: 1, amountMinor: 4_550 }],
      amountMinor: 4_550,
      currency: 'USD',
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
      paidAt: '2026-11-23T09:30:00.000Z',
      shippingAddress: null,
    });
    const detail = (await t.request('GET', `/api/transactions/${payment.id}`, { cookie })).json();
    expect(detail.receiptId).toBe(payment.receiptId);
  });

  it('a donation receipt names the campaign; an order receipt lists its lines and shipping address', async () => {
    const { cookie } = await t.signUp();
    const link = await createDonationLink(t, cookie, { title: 'Clinic Roof' });
    const donation = (
      await donate(t, link.id, donationBody(2_000, await cardMethod(t, SANDBOX_CARDS.success)))
    ).json();
    expect((await getReceipt(donation.receiptId)).json()).toMatchObject({
      kind: 'donation',
      payer: { name: 'Grace Donor', email: 'grace@example.com' },
      lines: [{ name: 'Clinic Roof', unitPriceMinor: 2_000, quantity: 1, amountMinor: 2_000 }],
      amountMinor: 2_000,
    });

    const catalogue = await createCatalogue(t, cookie);
    const order = (
      await placeOrder(
        t,
        catalogue.id,
        orderBody(catalogue, { Mug: 2, Tea: 1 }, await cardMethod(t, SANDBOX_CARDS.success)),
      )
    ).json();
    expect((await getReceipt(order.receiptId)).json()).toMatchObject({
      kind: 'order',
      payer: { name: 'Omar Buyer', email: 'omar@example.com' },
      lines: [
        { name: 'Mug', unitPriceMinor: 1_250, quantity: 2, amountMinor: 2_500 },
        { name: 'Tea', unitPriceMinor: 500, quantity: 1, amountMinor: 500 },
      ],
      amountMinor: 3_000,
      shippingAddress: 'KG 11 Ave, Kigali',
    });
  });

  it('a mobile money receipt shows the masked phone, never the number', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 5_000, currency: 'RWF' });
    const payment = (await pay(t, linkId, mobilePayment('+250788123456'))).json();
    expect(payment.receiptId).toBeNull();
    t.clock.advance(6_000);
    await t.jobs.runDue();
    const { receiptId } = (await t.request('GET', `/api/public/payments/${payment.id}`)).json();
    const receipt = await getReceipt(receiptId);
    expect(receipt.json().paymentMethod).toEqual({
      type: 'mobile_money',
      provider: 'mtn',
      phoneMasked: '+250 ••• ••• 456',
    });
    expect(receipt.body).not.toContain('788123456');
    const text = pdfText((await getPdf(receiptId)).rawPayload);
    expect(text).toContain('MTN Mobile Money +250 ••• ••• 456');
    expect(text).not.toContain('788123456');
  });

  it('the PDF downloads as a named attachment with the merchant, payer, lines, total, method, date and reference', async () => {
    const { cookie } = await t.signUp('Café Amani');
    const catalogue = await createCatalogue(t, cookie, { currency: 'EUR' });
    const order = (
      await placeOrder(
        t,
        catalogue.id,
        orderBody(catalogue, { Tea: 2, Mug: 1 }, await cardMethod(t, SANDBOX_CARDS.success)),
      )
    ).json();
    const res = await getPdf(order.receiptId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="malipo-receipt-${order.id}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Café Amani',
      'Order receipt',
      'Omar Buyer',
      'omar@example.com',
      'KG 11 Ave, Kigali',
      'Tea',
      '€5.00',
      '€10.00',
      '€12.50',
      '€22.50',
      'Visa •••• 4242',
      '23 November 2026',
      order.id,
      order.receiptId,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('an uploaded logo is drawn in the PDF; a logo by URL is not fetched', async () => {
    const withUpload = await t.signUp();
    expect((await uploadLogo(t, withUpload.cookie, PNG_1X1)).statusCode).toBe(200);
    const linkA = await createLink(t, withUpload.cookie);
    const paidA = (await pay(t, linkA, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json();
    const pdfA = (await getPdf(paidA.receiptId)).rawPayload.toString('latin1');
    expect(pdfA).toMatch(/\/Subtype \/Image/);

    const withUrl = await t.signUp();
    await t.request('PUT', '/api/settings/branding', {
      cookie: withUrl.cookie,
      body: {
        businessName: 'Url Logo Ltd',
        logoUrl: 'https://logo.invalid/logo.png',
        primaryColor: '#10B981',
        secondaryColor: '#047857',
      },
    });
    const linkB = await createLink(t, withUrl.cookie);
    const paidB = (await pay(t, linkB, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json();
    expect((await getReceipt(paidB.receiptId)).json().merchant).toMatchObject({
      businessName: 'Url Logo Ltd',
      logoUrl: 'https://logo.invalid/logo.png',
      primaryColor: '#10B981',
    });
    const pdfB = await getPdf(paidB.receiptId);
    expect(pdfB.statusCode).toBe(200);
    expect(pdfB.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('a corrupt uploaded PNG is left out of the PDF instead of failing it', async () => {
    const { cookie } = await t.signUp();
    const corrupt = Buffer.from(PNG_1X1);
    corrupt.fill(0x41, 41, 50); // inside the IDAT data
    expect((await uploadLogo(t, cookie, corrupt)).statusCode).toBe(200);
    const linkId = await createLink(t, cookie);
    const paid = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json();
    const res = await getPdf(paid.receiptId);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('a payment holds its receipt id from creation, shown and opening once it succeeds', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const waiting = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.otp)))).json();
    expect(waiting).toMatchObject({ status: 'requires_action', receiptId: null });
    const stored = await storedReceiptId(waiting.id);
    expect(stored).toMatch(/^rcpt_[A-Za-z0-9]{24}$/);
    expect((await getReceipt(stored)).statusCode).toBe(404);

    const confirmed = await t.request('POST', `/api/public/payments/${waiting.id}/otp`, {
      body: { code: SANDBOX_OTP_CODE },
    });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', receiptId: stored });
    expect((await getReceipt(stored)).statusCode).toBe(200);
  });

  it('unknown receipt ids and payments that did not succeed have no receipt', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const failed = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.declined)))).json();
    expect(failed.receiptId).toBeNull();
    const unknown = `rcpt_${'A'.repeat(24)}`;
    for (const id of [unknown, failed.id, await storedReceiptId(failed.id), 'x']) {
      const res = await getReceipt(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect((await getPdf(id)).statusCode).toBe(404);
    }
  });
});

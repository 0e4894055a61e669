/**
 * Paying an invoice through `/api/public/invoices` (docs/invoices.md#payments): the public view,
 * in full and in part by card and mobile money, the amounts refused, two payments in flight that
 * together cover more than was due, the state on capture and failure, `invoice.paid` once, the
 * public PDF in French, and the dashboard's list of an invoice's payments.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { createDraft } from './invoice-helpers';
import { cardPayment, mobilePayment, tokenizeCard } from './payment-helpers';
import { pdfText } from './pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SUCCESS_CARD = '4242424242424242';
const lines = [
  { description: 'School fees', quantity: 2, unitPriceMinor: 50_000, taxRateBps: 1_800 },
  { description: 'Uniform', quantity: 1, unitPriceMinor: 12_000 },
];

/** A finalized RWF invoice (total 130 000 RWF) of a new merchant, with `overrides`. */
async function openInvoice(overrides: Record<string, unknown> = {}) {
  const merchant = await t.signUp();
  const draft = await createDraft(t, merchant.cookie, { currency: 'RWF', lines, ...overrides });
  const res = await t.request('POST', `/api/invoices/${draft.id}/finalize`, { cookie: merchant.cookie });
  expect(res.statusCode).toBe(200);
  return { ...merchant, invoice: res.json() as { id: string; totalMinor: number; number: string } };
}

/** POSTs a payment of invoice `id` under `key` (a fresh one by default). */
const payInvoice = (id: string, body: unknown, key: string = randomUUID()) =>
  t.request('POST', `/api/public/invoices/${id}/payments`, { body, headers: { 'idempotency-key': key } });

const publicInvoice = async (id: string) => (await t.request('GET', `/api/public/invoices/${id}`)).json();

/** The types of merchant `merchantId`'s `invoice.*` and `payment.*` events, in order. */
async function eventTypes(merchantId: string, type: string) {
  const rows = await t.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.merchantId, merchantId), eq(events.type, type)));
  return rows.length;
}

/** Lets every pending mobile money payment be approved (the sandbox approves after 5 s). */
async function approvePending() {
  t.clock.advance(6_000);
  await t.jobs.runDue();
}

describe('the public invoice (docs/invoices.md#payments)', () => {
  it('shows an issued invoice with the merchant, and a draft to nobody', async () => {
    const { cookie } = await t.signUp('Green Hills School');
    const draft = await createDraft(t, cookie, { currency: 'RWF', lines, memo: 'Term 1' });
    expect((await t.request('GET', `/api/public/invoices/${draft.id}`)).statusCode).toBe(404);
    expect((await payInvoice(draft.id, mobilePayment('+250788123456'))).statusCode).toBe(404);
    expect((await t.request('GET', `/api/public/invoices/${draft.id}/pdf`)).statusCode).toBe(404);
    await t.request('POST', `/api/invoices/${draft.id}/finalize`, { cookie });

    const view = await publicInvoice(draft.id);
    expect(view).toMatchObject({
      invoice: {
        id: draft.id,
        number: 'INV-0001',
        status: 'open',
        overdue: false,
        customer: { name: 'Amani Traders', email: 'billing@amani.example' },
        currency: 'RWF',
        memo: 'Term 1',
        subtotalMinor: 112_000,
        taxMinor: 18_000,
        totalMinor: 130_000,
        amountPaidMinor: 0,
        amountDueMinor: 130_000,
        allowPartialPayment: false,
      },
      merchant: { businessName: 'Green Hills School', mode: 'test' },
      paymentMethods: { card: true, mobileMoneyCountries: expect.arrayContaining(['RW']) },
    });
    expect(view.invoice.lines).toHaveLength(2);
    expect(view.invoice).not.toHaveProperty('merchantId');
    expect((await t.request('GET', '/api/public/invoices/inv_nope')).statusCode).toBe(404);
  });

  it('downloads the PDF in the payer language, with a PAID stamp once paid', async () => {
    const { invoice } = await openInvoice();
    const fr = await t.request('GET', `/api/public/invoices/${invoice.id}/pdf?lang=fr`);
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toBe('attachment; filename="INV-0001.pdf"');
    const text = pdfText(fr.rawPayload);
    expect(text).toContain('Facture INV-0001');
    expect(text).toContain('Montant dû');
    expect(text).not.toContain('PAYÉE');
    const token = await tokenizeCard(t, SUCCESS_CARD);
    expect((await payInvoice(invoice.id, cardPayment(token))).json().status).toBe('succeeded');
    const paidFr = pdfText(
      (await t.request('GET', `/api/public/invoices/${invoice.id}/pdf?lang=fr`)).rawPayload,
    );
    expect(paidFr).toContain('PAYÉE');
    const paidEn = pdfText(
      (
        await t.request('GET', `/api/public/invoices/${invoice.id}/pdf`, {
          headers: { 'accept-language': 'en' },
        })
      ).rawPayload,
    );
    expect(paidEn).toContain('PAID');
    expect(paidEn).toContain('Invoice INV-0001');
  });
});

describe('paying an invoice (docs/invoices.md#payments)', () => {
  it('pays in full by card: the ledger, the invoice paid, invoice.paid once, a receipt', async () => {
    const { cookie, user, invoice } = await openInvoice();
    const token = await tokenizeCard(t, SUCCESS_CARD);
    const key = randomUUID();
    const res = await payInvoice(invoice.id, cardPayment(token), key);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded', amountMinor: 130_000, currency: 'RWF' });
    expect(res.json().receiptId).toEqual(expect.any(String));
    // The same key is the same payment.
    const replay = await payInvoice(invoice.id, cardPayment(token), key);
    expect(replay.json().id).toBe(res.json().id);

    expect((await publicInvoice(invoice.id)).invoice).toMatchObject({
      status: 'paid',
      amountPaidMinor: 130_000,
      amountDueMinor: 0,
      paidAt: expect.any(String),
    });
    expect(await eventTypes(user.merchantId, 'invoice.paid')).toBe(1);
    const balances = (await t.request('GET', '/api/dashboard/balances', { cookie })).json().data;
    expect(balances).toContainEqual(
      expect.objectContaining({ currency: 'RWF', availableMinor: expect.any(Number) }),
    );

    const receipt = await t.request('GET', `/api/public/receipts/${res.json().receiptId}`);
    expect(receipt.json()).toMatchObject({ kind: 'payment', amountMinor: 130_000 });

    // A paid invoice takes no more payments.
    const again = await payInvoice(invoice.id, cardPayment(await tokenizeCard(t, SUCCESS_CARD)));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_state');

    // History names the invoice the payment paid.
    const detail = (await t.request('GET', `/api/transactions/${res.json().id}`, { cookie })).json();
    expect(detail.source).toEqual({ type: 'invoice', id: invoice.id, name: invoice.number });
    expect(detail.description).toBe(`Invoice ${invoice.number}`);

    const listed = await t.request('GET', `/api/invoices/${invoice.id}/payments`, { cookie });
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: res.json().id,
        status: 'succeeded',
        amountMinor: 130_000,
        methodType: 'card',
      }),
    ]);
  });

  it('refuses part of an invoice that must be paid in full, more than is due, and 0', async () => {
    const { invoice } = await openInvoice();
    const part = await payInvoice(invoice.id, { ...mobilePayment('+250788123456'), amountMinor: 50_000 });
    expect(part.statusCode).toBe(400);
    expect(part.json().error.fields).toEqual({ amountMinor: 'This invoice must be paid in full' });
    const partial = await openInvoice({ allowPartialPayment: true });
    const over = await payInvoice(partial.invoice.id, {
      ...mobilePayment('+250788123456'),
      amountMinor: 130_001,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({ amountMinor: 'Amount is more than is due' });
    const zero = await payInvoice(partial.invoice.id, { ...mobilePayment('+250788123456'), amountMinor: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.amountMinor).toEqual(expect.any(String));
    expect((await publicInvoice(partial.invoice.id)).invoice.amountPaidMinor).toBe(0);
  });

  it('pays part by mobile money, then the rest by card; a declined payment moves nothing', async () => {
    const { cookie, user, invoice } = await openInvoice({ allowPartialPayment: true });
    const declined = await payInvoice(invoice.id, { ...mobilePayment('+250788000002'), amountMinor: 30_000 });
    const mobile = await payInvoice(invoice.id, { ...mobilePayment('+250788123456'), amountMinor: 50_000 });
    expect(mobile.json()).toMatchObject({ status: 'requires_action', amountMinor: 50_000 });
    // Pending money is not paid yet.
    expect((await publicInvoice(invoice.id)).invoice).toMatchObject({
      status: 'open',
      amountDueMinor: 130_000,
    });
    await approvePending();
    const afterMobile = await publicInvoice(invoice.id);
    expect(afterMobile.invoice).toMatchObject({
      status: 'partially_paid',
      amountPaidMinor: 50_000,
      amountDueMinor: 80_000,
      paidAt: null,
    });
    expect((await t.request('GET', `/api/public/payments/${declined.json().id}`)).json().status).toBe(
      'failed',
    );
    expect(await eventTypes(user.merchantId, 'invoice.paid')).toBe(0);

    // The rest, by card, without an amount: what is due.
    const card = await payInvoice(invoice.id, cardPayment(await tokenizeCard(t, SUCCESS_CARD)));
    expect(card.json()).toMatchObject({ status: 'succeeded', amountMinor: 80_000 });
    expect((await publicInvoice(invoice.id)).invoice).toMatchObject({ status: 'paid', amountDueMinor: 0 });
    expect(await eventTypes(user.merchantId, 'invoice.paid')).toBe(1);
    const listed = (await t.request('GET', `/api/invoices/${invoice.id}/payments`, { cookie })).json().data;
    expect(listed.map((p: { status: string; amountMinor: number }) => [p.status, p.amountMinor])).toEqual([
      ['failed', 30_000],
      ['succeeded', 50_000],
      ['succeeded', 80_000],
    ]);
    // Another merchant sees none of it.
    const other = await t.signUp();
    expect(
      (await t.request('GET', `/api/invoices/${invoice.id}/payments`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
  });

  it('keeps both of two payments in flight that cover more than was due: paid once, the excess overpaid', async () => {
    const { user, invoice } = await openInvoice({ allowPartialPayment: true });
    const first = await payInvoice(invoice.id, { ...mobilePayment('+250788123456'), amountMinor: 100_000 });
    const second = await payInvoice(invoice.id, { ...mobilePayment('+250788123457'), amountMinor: 100_000 });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    await approvePending();
    for (const payment of [first, second]) {
      expect((await t.request('GET', `/api/public/payments/${payment.json().id}`)).json().status).toBe(
        'succeeded',
      );
    }
    expect((await publicInvoice(invoice.id)).invoice).toMatchObject({
      status: 'paid',
      amountPaidMinor: 200_000,
      amountDueMinor: 0,
    });
    expect(await eventTypes(user.merchantId, 'invoice.paid')).toBe(1);
    expect(await eventTypes(user.merchantId, 'payment.succeeded')).toBe(2);
  });

  it('refuses a void invoice, and records money captured after it was voided without reopening it', async () => {
    const { cookie, user, invoice } = await openInvoice();
    const pending = await payInvoice(invoice.id, mobilePayment('+250788123456'));
    expect(pending.json().status).toBe('requires_action');
    expect((await t.request('POST', `/api/invoices/${invoice.id}/void`, { cookie })).statusCode).toBe(200);
    const refused = await payInvoice(invoice.id, cardPayment(await tokenizeCard(t, SUCCESS_CARD)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('invalid_state');
    await approvePending();
    expect((await publicInvoice(invoice.id)).invoice).toMatchObject({
      status: 'void',
      amountPaidMinor: 130_000,
    });
    expect(await eventTypes(user.merchantId, 'invoice.paid')).toBe(0);
  });
});

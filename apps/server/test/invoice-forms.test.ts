/**
 * The invoice page `/invoice/{id}` rendered on the server and its forms without JavaScript
 * (docs/invoices.md#payments, docs/architecture.md#payer-pages item 5): the invoice shown in
 * English and French, a draft not found, the states that take no payment; step 1's GET form
 * (`?amount=`, `method=`), step 2 posting to the page with its idempotency key, by mobile money and
 * through the hosted card step, and a refused amount coming back beside its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import {
  embeddedState,
  getPage,
  postForm,
  redirectedParam,
  textOf,
  throughCardStep,
} from './payer-form-helpers';
import { createPayerPagesApp } from './payer-renderer';
import { createDraft } from './invoice-helpers';
import type { TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cookie, close } = await createPayerPagesApp('Green Hills School'));
});
afterAll(() => close());

const lines = [
  { description: 'Tuition', quantity: 2, unitPriceMinor: 50_000, taxRateBps: 1_800 },
  { description: 'Uniform', quantity: 1, unitPriceMinor: 12_000 },
];

/** A finalized RWF invoice of 130 000 RWF, with `overrides`. */
async function openInvoice(overrides: Record<string, unknown> = {}) {
  const draft = await createDraft(t, cookie, { currency: 'RWF', lines, memo: 'Term 1 fees', ...overrides });
  await t.request('POST', `/api/invoices/${draft.id}/finalize`, { cookie });
  return draft.id as string;
}

const invoiceOf = async (id: string) => (await t.request('GET', `/api/public/invoices/${id}`)).json().invoice;
const payer = { intent: 'pay', name: 'Amani Parent', email: 'parent@example.com' };

describe('the invoice page', () => {
  it('shows the invoice in English and French, and a draft as not found', async () => {
    const draft = await createDraft(t, cookie, { currency: 'RWF', lines });
    const hidden = await getPage(t, `/invoice/${draft.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(textOf(hidden.body)).toContain('Invoice not found');

    const id = await openInvoice();
    const page = await getPage(t, `/invoice/${id}?lang=en`);
    expect(page.statusCode).toBe(200);
    const text = textOf(page.body);
    for (const shown of [
      'Green Hills School',
      'Amani Traders',
      'Tuition',
      'Uniform',
      'Term 1 fees',
      'Amount due',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/RWF\s?130,000/);
    expect(page.body).toContain(`href="/api/public/invoices/${id}/pdf?lang=en"`);
    expect(embeddedState(page.body).route).toEqual({ kind: 'invoice', id });

    const fr = await getPage(t, `/invoice/${id}?lang=fr`);
    expect(fr.body).toContain('<html lang="fr"');
    expect(textOf(fr.body)).toContain('Montant dû');
    expect(textOf(fr.body)).toContain('Comment souhaitez-vous payer ?');
  });

  it('says a paid, void or uncollectible invoice takes no payment', async () => {
    const voided = await openInvoice();
    await t.request('POST', `/api/invoices/${voided}/void`, { cookie });
    expect(textOf((await getPage(t, `/invoice/${voided}?lang=en`)).body)).toContain('Invoice canceled');
    const closed = await openInvoice();
    await t.request('POST', `/api/invoices/${closed}/mark-uncollectible`, { cookie });
    expect(textOf((await getPage(t, `/invoice/${closed}?lang=fr`)).body)).toContain('Facture close');
  });
});

describe('paying an invoice without JavaScript', () => {
  it('pays part by mobile money from step 1 amount, then the rest through the hosted card step', async () => {
    const id = await openInvoice({ allowPartialPayment: true });
    const step1 = await getPage(t, `/invoice/${id}?lang=en`);
    expect(step1.body).toMatch(new RegExp(`<form method="get" action="/invoice/${id}"`));
    expect(step1.body).toMatch(/name="amount"[^>]*value="130000"/);

    const step2 = await getPage(t, `/invoice/${id}?amount=50000&method=mobile`);
    expect(step2.statusCode).toBe(200);
    expect(step2.body).toMatch(/name="amountMinor" value="50000"/);
    const key = embeddedState(step2.body).formKey;
    const posted = await postForm(t, `/invoice/${id}?amount=50000&method=mobile`, {
      ...payer,
      idempotencyKey: key,
      method: 'mobile',
      country: 'RW',
      provider: 'mtn',
      phone: '+250788123456',
      amountMinor: '50000',
      amount: '50000',
    });
    expect(posted.statusCode).toBe(303);
    const paymentId = redirectedParam(posted.headers.location, `/invoice/${id}`);
    t.clock.advance(6_000);
    await t.jobs.runDue();
    expect(await invoiceOf(id)).toMatchObject({ status: 'partially_paid', amountDueMinor: 80_000 });
    expect((await t.request('GET', `/api/public/payments/${paymentId}`)).json()).toMatchObject({
      status: 'succeeded',
      amountMinor: 50_000,
    });
    const shown = await getPage(t, posted.headers.location ?? '');
    expect(textOf(shown.body)).toContain('Payment received');

    // The rest by card: no amount typed in step 1 now defaults to what is due.
    const cardStep = await getPage(t, `/invoice/${id}?amount=80000&method=card`);
    const card = await postForm(t, `/invoice/${id}?amount=80000&method=card`, {
      ...payer,
      idempotencyKey: embeddedState(cardStep.body).formKey,
      method: 'card',
      amountMinor: '80000',
      amount: '80000',
    });
    expect(card.statusCode).toBe(303);
    const back = await throughCardStep(t, card.headers.location, SANDBOX_CARDS.success);
    expect(back.statusCode).toBe(303);
    redirectedParam(back.headers.location, `/invoice/${id}`);
    expect(await invoiceOf(id)).toMatchObject({ status: 'paid', amountDueMinor: 0 });
    expect(textOf((await getPage(t, `/invoice/${id}?lang=en`)).body)).toContain('Invoice paid');
  });

  it('shows step 1 again with the message for an amount above what is due, and refuses a posted one', async () => {
    const id = await openInvoice({ allowPartialPayment: true });
    const tooMuch = await getPage(t, `/invoice/${id}?amount=200000&method=card&lang=en`);
    expect(textOf(tooMuch.body)).toMatch(/The amount due is RWF\s?130,000/);
    expect(tooMuch.body).not.toContain('name="amountMinor"');

    const refused = await postForm(t, `/invoice/${id}?amount=200000&method=mobile`, {
      ...payer,
      idempotencyKey: crypto.randomUUID(),
      method: 'mobile',
      country: 'RW',
      provider: 'mtn',
      phone: '+250788123456',
      amountMinor: '200000',
      amount: '200000',
    });
    expect(refused.statusCode).toBe(400);
    expect(textOf(refused.body)).toContain('Amount is more than is due');
    expect((await invoiceOf(id)).amountPaidMinor).toBe(0);
  });

  it('pays a whole invoice by mobile money, where no amount is asked and the payer starts filled in', async () => {
    const id = await openInvoice();
    const step1 = await getPage(t, `/invoice/${id}`);
    expect(step1.body).not.toContain('name="amount"');
    const step2 = await getPage(t, `/invoice/${id}?method=mobile`);
    // The customer billed's name and email start filled in.
    expect(step2.body).toMatch(/name="name"[^>]*value="Amani Traders"/);
    expect(step2.body).toMatch(/name="email"[^>]*value="billing@amani.example"/);
    const posted = await postForm(t, `/invoice/${id}?method=mobile`, {
      ...payer,
      idempotencyKey: embeddedState(step2.body).formKey,
      method: 'mobile',
      country: 'RW',
      provider: 'mtn',
      phone: '+250788123456',
      amountMinor: '130000',
    });
    expect(posted.statusCode).toBe(303);
    t.clock.advance(6_000);
    await t.jobs.runDue();
    expect(await invoiceOf(id)).toMatchObject({ status: 'paid', amountPaidMinor: 130_000 });
  });
});

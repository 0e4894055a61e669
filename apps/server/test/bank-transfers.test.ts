/**
 * Bank transfer as a payment method (docs/payments.md#bank-transfer): the payer gets an account,
 * the exact amount, a reference and an expiry; the payment waits until the money arrives — the
 * sandbox's "transfer received" in test mode, Flutterwave's callback in live mode — and an
 * underpayment fails while an overpayment pays for what arrived, both flagged.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { balances, createLink, pay } from './payment-helpers';
import { unbalancedTransactions } from './ledger-helpers';
import { liveMerchant, useLiveApp } from './live-mode-helpers';
import type { TestApp } from './test-app';
import { createApiKey, createTransaction, v1 } from './v1-helpers';
import type { FlutterwaveFake } from './fakes/flutterwave-fake';

const liveApp = useLiveApp();
let t: TestApp;
let fake: FlutterwaveFake;
let callbackUrl: string;
beforeAll(() => {
  ({ t, fake, callbackUrl } = liveApp());
});

const byTransfer = {
  payer: { name: 'Kofi Mensah', email: 'kofi@example.com' },
  paymentMethod: { type: 'bank_transfer' },
};

/** A test-mode merchant's link of `amountMinor` USD paid by bank transfer; the payment as answered. */
async function transferPayment(amountMinor = 12_500) {
  const m = await t.signUp();
  const linkId = await createLink(t, m.cookie, { amountMinor });
  const res = await pay(t, linkId, byTransfer);
  expect(res.statusCode).toBe(201);
  return { ...m, linkId, payment: res.json() };
}

/** Tells the sandbox `amountMinor` arrived for payment `id` (the amount asked when omitted). */
const receive = (id: string, body: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/sandbox/bank-transfers/${id}`, payload: body });

describe('in test mode', () => {
  it('gives the account, exact amount, reference and expiry, and pays when the transfer arrives', async () => {
    const { cookie, payment } = await transferPayment();
    expect(payment).toMatchObject({
      status: 'requires_action',
      paymentMethod: { type: 'bank_transfer' },
      nextAction: {
        type: 'bank_transfer',
        bankName: 'Malipo Sandbox Bank',
        accountNumber: expect.stringMatching(/^40\d{8}$/),
        amountMinor: 12_500,
        currency: 'USD',
        reference: expect.stringMatching(/^SBX-[0-9A-F]{8}$/),
      },
    });
    const expiresIn = Date.parse(payment.nextAction.expiresAt) - t.clock.now().getTime();
    expect(expiresIn).toBe(60 * 60_000);

    const received = await receive(payment.id);
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'succeeded', transferMismatch: null });
    expect(await balances(t, cookie)).toEqual({ USD: 12_500 });
    expect((await receive(payment.id)).statusCode).toBe(409);

    const listed = await t.request('GET', '/api/transactions?method=bank_transfer', { cookie });
    expect(listed.json().data).toMatchObject([{ id: payment.id, paymentMethod: { type: 'bank_transfer' } }]);
  });

  it('an underpayment fails, credits nothing and says what arrived', async () => {
    const { cookie, payment } = await transferPayment();
    const res = await receive(payment.id, { amountMinor: 10_000 });
    expect(res.json()).toMatchObject({
      status: 'failed',
      failure: { code: 'underpaid', message: expect.stringContaining('Only $100.00 of $125.00 arrived') },
      transferMismatch: { expectedMinor: 12_500, receivedMinor: 10_000 },
    });
    expect(await balances(t, cookie)).toEqual({});
    const refund = await t.request('POST', `/api/payments/${payment.id}/refunds`, {
      cookie,
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refund.statusCode).toBe(409);
  });

  it('an overpayment pays for what arrived and is flagged', async () => {
    const { cookie, payment } = await transferPayment();
    const res = await receive(payment.id, { amountMinor: 13_000 });
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      amountMinor: 13_000,
      transferMismatch: { expectedMinor: 12_500, receivedMinor: 13_000 },
    });
    expect(await balances(t, cookie)).toEqual({ USD: 13_000 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('expires when no transfer arrives in time', async () => {
    const { payment } = await transferPayment();
    t.clock.advance(61 * 60_000);
    await t.jobs.runDue();
    const after = (await t.request('GET', `/api/public/payments/${payment.id}`)).json();
    expect(after).toMatchObject({ status: 'failed', failure: { code: 'bank_transfer_expired' } });
  });

  it('a payer page without JavaScript posts the simulation as a form and goes back to the page', async () => {
    const { linkId, payment } = await transferPayment();
    const back = `/pay/${linkId}?payment=${payment.id}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/bank-transfers/${payment.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ returnTo: back }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(back);
    const after = (await t.request('GET', `/api/public/payments/${payment.id}`)).json();
    expect(after.status).toBe('succeeded');
  });

  it('the public API takes bank transfers and a webhook-ready transaction comes back', async () => {
    const m = await t.signUp();
    const key = await createApiKey(t, m.cookie);
    const res = await createTransaction(t, key.secret, {
      amountMinor: 4_200,
      currency: 'USD',
      description: 'Invoice 42',
      payer: { name: 'Kofi Mensah', email: 'kofi@example.com' },
      paymentMethod: { type: 'bank_transfer' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'requires_action', paymentMethod: { type: 'bank_transfer' } });
    expect((await receive(res.json().id)).json().status).toBe('succeeded');
    const fetched = await v1(t, 'GET', `/v1/transactions/${res.json().id}`, { token: key.secret });
    expect(fetched.json()).toMatchObject({ status: 'succeeded', amountMinor: 4_200 });
  });

  it('subscriptions do not take bank transfers', async () => {
    const m = await t.signUp();
    const plan = await t.request('POST', '/api/subscription-links', {
      cookie: m.cookie,
      body: {
        title: 'Plan',
        description: '',
        amountMinor: 1_000,
        currency: 'USD',
        billingCycle: 'monthly',
        trialDays: 0,
      },
    });
    const page = (await t.request('GET', `/api/public/subscription-links/${plan.json().id}`)).json();
    expect(page.paymentMethods.bankTransfer).toBe(false);
  });
});

describe('in live mode, through Flutterwave', () => {
  it('an NGN transfer to the virtual account pays on Flutterwave’s callback', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'NGN', amountMinor: 25_000_00 });
    expect(
      (await t.request('GET', `/api/public/payment-links/${linkId}`)).json().paymentMethods.bankTransfer,
    ).toBe(true);
    const payment = (await pay(t, linkId, byTransfer)).json();
    expect(payment.nextAction).toMatchObject({
      type: 'bank_transfer',
      bankName: 'Mock Bank',
      accountNumber: '0067100155',
      amountMinor: 25_000_00,
      currency: 'NGN',
    });
    fake.complete(payment.id, 'successful', { amount: 26000 });
    await fake.sendCallback(callbackUrl, { txRef: payment.id });
    await t.jobs.runDue();
    const after = (await t.request('GET', `/api/public/payments/${payment.id}`)).json();
    expect(after).toMatchObject({
      status: 'succeeded',
      transferMismatch: { expectedMinor: 25_000_00, receivedMinor: 26_000_00 },
    });
    expect(await balances(t, m.cookie)).toEqual({ NGN: 26_000_00 });
  });

  it('a currency Flutterwave takes no transfers in is refused before anything is recorded', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 5_000 });
    const res = await pay(t, linkId, byTransfer);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('method_unavailable');
  });
});

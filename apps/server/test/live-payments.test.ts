/**
 * Live-mode payments through Flutterwave (docs/providers.md), against the local fake of its
 * documented API: the routing table's choices and refusals, mobile money and hosted card payments
 * completed by a signed callback or, when the callback is lost, by the status checks; the provider
 * and its reference on the transaction; the same ledger rules as the sandbox.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { PAYMENT_RECOVER_AFTER_MS } from '../src/modules/payments/payment-recovery-job';
import { balances, createLink, pay, tokenizeCard } from './payment-helpers';
import { FLUTTERWAVE, liveMerchant, providerEventsFor, useLiveApp } from './live-mode-helpers';
import type { TestApp } from './test-app';
import type { FlutterwaveFake } from './fakes/flutterwave-fake';

const liveApp = useLiveApp();
let t: TestApp;
let fake: FlutterwaveFake;
let callbackUrl: string;
beforeAll(() => {
  ({ t, fake, callbackUrl } = liveApp());
});

const payer = { name: 'Aline Uwase', email: 'aline@example.com' };
const mobile = (country: string, provider: string, phone: string) => ({
  payer,
  paymentMethod: { type: 'mobile_money', provider, country, phone },
});
const liveCard = { payer, paymentMethod: { type: 'card' } };

/** The payer's view of payment `id`. */
const paymentOf = async (id: string) => (await t.request('GET', `/api/public/payments/${id}`)).json();

describe('routing', () => {
  it('offers what a live provider takes for the page currency, and everything in test mode', async () => {
    const m = await liveMerchant(t);
    const rwf = await createLink(t, m.cookie, { currency: 'RWF', amountMinor: 5_000 });
    const usd = await createLink(t, m.cookie);
    const methodsOf = async (id: string) =>
      (await t.request('GET', `/api/public/payment-links/${id}`)).json().paymentMethods;
    expect(await methodsOf(rwf)).toEqual({ card: true, mobileMoneyCountries: ['RW'], bankTransfer: false });
    expect(await methodsOf(usd)).toEqual({ card: true, mobileMoneyCountries: [], bankTransfer: false });

    const testMerchant = await t.signUp();
    const testLink = await createLink(t, testMerchant.cookie);
    expect((await methodsOf(testLink)).mobileMoneyCountries).toHaveLength(7);
  });

  it('refuses a combination no live provider takes, and a test card, before recording anything', async () => {
    const m = await liveMerchant(t);
    const usd = await createLink(t, m.cookie);
    const mobileUsd = await pay(t, usd, mobile('RW', 'mtn', '+250788123456'));
    expect(mobileUsd.statusCode).toBe(422);
    expect(mobileUsd.json().error).toMatchObject({ code: 'method_unavailable' });

    const testToken = await tokenizeCard(t, SANDBOX_CARDS.success);
    const testCard = await pay(t, usd, { payer, paymentMethod: { type: 'card', token: testToken } });
    expect(testCard.statusCode).toBe(422);
    expect((await t.request('GET', '/api/transactions', { cookie: m.cookie })).json().data).toEqual([]);
    expect(fake.requests.filter((r) => r.path.startsWith('/v3/charges'))).toHaveLength(0);
  });
});

describe('mobile money', () => {
  it('a Rwanda payment goes to the authorization page and succeeds once, on a callback sent twice', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'RWF', amountMinor: 5_000 });
    const res = await pay(t, linkId, mobile('RW', 'mtn', '+250788123456'));
    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'redirect', url: expect.stringContaining(fake.baseUrl) },
    });

    fake.complete(payment.id, 'successful');
    expect(await fake.sendCallback(callbackUrl, { txRef: payment.id }, { times: 2 })).toEqual([200, 200]);
    await t.jobs.runDue();

    expect((await paymentOf(payment.id)).status).toBe('succeeded');
    expect(await balances(t, m.cookie)).toEqual({ RWF: 5_000 });
    expect(await providerEventsFor(t, payment.id)).toEqual([{ type: 'charge.completed', status: 'applied' }]);
    const detail = (await t.request('GET', `/api/transactions/${payment.id}`, { cookie: m.cookie })).json();
    expect(detail.provider).toEqual({ name: 'flutterwave', reference: expect.stringMatching(/^\d+$/) });
  });

  it('an M-Pesa payment whose callback never comes is completed by the status check', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 150_050 });
    const payment = (await pay(t, linkId, mobile('KE', 'mpesa', '+254712345678'))).json();
    expect(payment).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'mobile_money_approval' },
    });
    expect(fake.requests.at(-1)?.rawBody).toContain('"amount":1500.5');

    fake.complete(payment.id, 'successful');
    t.clock.advance(2_000);
    await t.jobs.runDue();
    expect((await paymentOf(payment.id)).status).toBe('succeeded');
    expect(await balances(t, m.cookie)).toEqual({ KES: 150_050 });
  });

  it('a declined payment fails with Flutterwave’s reason and credits nothing', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 2_000 });
    const payment = (await pay(t, linkId, mobile('KE', 'mpesa', '+254712345678'))).json();
    fake.complete(payment.id, 'failed');
    await fake.sendCallback(callbackUrl, { txRef: payment.id });
    await t.jobs.runDue();
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'failed', failure: { code: 'declined' } });
    expect(await balances(t, m.cookie)).toEqual({});
  });
});

describe('hosted card checkout', () => {
  it('sends the payer to Flutterwave’s page, which returns to the payment link page', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'USD', amountMinor: 19_99 });
    const payment = (await pay(t, linkId, liveCard)).json();
    expect(payment).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'redirect', url: expect.stringMatching(/\/v3\/hosted\/pay\/\d+$/) },
    });
    const created = JSON.parse(fake.requests.findLast((r) => r.path === '/v3/payments')?.rawBody ?? '{}');
    expect(created).toMatchObject({
      tx_ref: payment.id,
      amount: 19.99,
      currency: 'USD',
      payment_options: 'card',
      redirect_url: `http://localhost:3000/pay/${linkId}?payment=${payment.id}`,
    });

    fake.complete(payment.id, 'successful');
    await fake.sendCallback(callbackUrl, { txRef: payment.id });
    await t.jobs.runDue();
    expect((await paymentOf(payment.id)).status).toBe('succeeded');
    expect(await balances(t, m.cookie)).toEqual({ USD: 19_99 });
  });

  it('an abandoned checkout fails after its time, without a charge', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie);
    const payment = (await pay(t, linkId, liveCard)).json();
    t.clock.advance(31 * 60_000);
    await t.jobs.runDue();
    expect(await paymentOf(payment.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'checkout_abandoned' },
    });
  });
});

describe('callbacks that change nothing', () => {
  it('a callback with another amount is recorded for review and the payment waits', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 10_000 });
    const payment = (await pay(t, linkId, mobile('KE', 'mpesa', '+254712345678'))).json();
    fake.complete(payment.id, 'successful', { amount: 1 });
    await fake.sendCallback(callbackUrl, { txRef: payment.id });
    await t.jobs.runDue();
    expect(await providerEventsFor(t, payment.id)).toEqual([
      { type: 'charge.completed', status: 'amount_mismatch' },
    ]);
    expect(t.logs.join('')).toContain('left for review');
    expect((await paymentOf(payment.id)).status).toBe('requires_action');
    expect(await balances(t, m.cookie)).toEqual({});
  });

  it('a bad verif-hash is refused and an unknown reference is recorded for review', async () => {
    const body = {
      event: 'charge.completed',
      data: {
        id: 99,
        tx_ref: 'pay_unknown',
        flw_ref: 'F',
        status: 'successful',
        amount: 10,
        currency: 'KES',
      },
    };
    const post = (hash: string) =>
      t.app.inject({
        method: 'POST',
        url: '/webhooks/providers/flutterwave',
        headers: { 'verif-hash': hash, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    expect((await post('not-the-hash')).statusCode).toBe(401);
    expect(await providerEventsFor(t, 'pay_unknown')).toEqual([]);

    expect((await post(FLUTTERWAVE.secretHash)).statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await providerEventsFor(t, 'pay_unknown')).toEqual([
      { type: 'charge.completed', status: 'unknown_reference' },
    ]);
    // Neither the callback hash nor the secret key ever reaches a log line.
    const logs = t.logs.join('');
    expect(logs).toContain('verif-hash does not match');
    expect(logs).not.toContain(FLUTTERWAVE.secretHash);
    expect(logs).not.toContain(FLUTTERWAVE.secretKey);
  });
});

describe('a provider that fails', () => {
  it('a 5xx leaves the payment processing and the recovery job fails it uncharged', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 3_000 });
    fake.failNext({ status: 503 });
    const payment = (await pay(t, linkId, mobile('KE', 'mpesa', '+254712345678'))).json();
    expect(payment.status).toBe('processing');
    t.clock.advance(PAYMENT_RECOVER_AFTER_MS);
    await t.jobs.runDue();
    expect(await paymentOf(payment.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'provider_unavailable' },
    });
  });

  it('a timed-out request that reached Flutterwave is found by reference and completed', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 4_000 });
    fake.failNext({ delayMs: 800 });
    const payment = (await pay(t, linkId, mobile('KE', 'mpesa', '+254712345678'))).json();
    expect(payment.status).toBe('processing');
    await new Promise((resolve) => setTimeout(resolve, 600));
    fake.complete(payment.id, 'successful');
    t.clock.advance(PAYMENT_RECOVER_AFTER_MS);
    await t.jobs.runDue();
    expect((await paymentOf(payment.id)).status).toBe('succeeded');
    expect(await balances(t, m.cookie)).toEqual({ KES: 4_000 });
  });
});

describe('the same rules as the sandbox', () => {
  it('a repeated Idempotency-Key replays the payment and Flutterwave is asked once', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 7_000 });
    const charges = () => fake.requests.filter((r) => r.path.startsWith('/v3/charges')).length;
    const before = charges();
    const key = randomUUID();
    const first = await pay(t, linkId, mobile('KE', 'mpesa', '+254712345678'), key);
    const again = await pay(t, linkId, mobile('KE', 'mpesa', '+254712345678'), key);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(charges()).toBe(before + 1);
  });

  it('calls Flutterwave only after the payment is committed, outside any transaction', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 8_000 });
    const charges = () => fake.requests.filter((r) => r.path.startsWith('/v3/charges')).length;
    const before = charges();
    fake.failNext({ delayMs: 250 });
    const paying = pay(t, linkId, mobile('KE', 'mpesa', '+254712345678'));
    while (charges() === before) await new Promise((resolve) => setTimeout(resolve, 5));
    // Flutterwave holds the request: the payment is already committed and readable as `processing`.
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from payments where source_id = ${linkId}`,
    );
    expect(row?.status).toBe('processing');
    expect((await paying).json().status).toBe('requires_action');
  });
});

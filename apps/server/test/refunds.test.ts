/**
 * Card refunds through the dashboard API: full and partial refunds, the refundable amount under
 * concurrency, idempotency, a lost provider answer completed by the job, and refusals (the wallet
 * check, merchant scoping, payments that cannot be refunded). Mobile money refunds and what a refund
 * shows in history and reports are in `refunds-history.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { requestFingerprint } from '../src/modules/idempotency/idempotent-request';
import { createRefundService } from '../src/modules/refunds/refunds.service';
import { createProviderRegistry } from '../src/modules/providers/provider-registry';
import { createSandboxPayouts } from '../src/modules/sandbox/sandbox-payouts';
import { createSandboxProvider } from '../src/modules/sandbox/sandbox-provider';
import type { TestApp } from './test-app';
import { balances, cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { historyDrift, unbalancedTransactions } from './ledger-helpers';
import { depositByCard, walletPost } from './wallet-helpers';
import {
  createRefundTestApp,
  eventTypes,
  merchantWithCardPayment,
  paymentStatus,
  refund,
  refundsOf,
} from './refund-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createRefundTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('card refunds', () => {
  it('a full refund succeeds at once, empties the wallet and marks the payment refunded', async () => {
    const m = await merchantWithCardPayment(t);
    const res = await refund(t, m.cookie, m.paymentId, { reason: 'Customer changed their mind' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      paymentId: m.paymentId,
      amountMinor: 12_500,
      currency: 'USD',
      status: 'succeeded',
      method: 'card',
      reason: 'Customer changed their mind',
      failure: null,
    });
    expect(res.json().id).toMatch(/^re_/);
    expect(await balances(t, m.cookie)).toEqual({ USD: 0 });
    expect(await paymentStatus(t, m.cookie, m.paymentId)).toBe('refunded');
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    expect(await eventTypes(t, m.user.merchantId)).toEqual(['refund.succeeded']);

    const again = await refund(t, m.cookie, m.paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_state');
  });

  it('partial refunds add up to the payment: partially refunded, then refunded', async () => {
    const m = await merchantWithCardPayment(t);
    const first = await refund(t, m.cookie, m.paymentId, { amountMinor: 5_000 });
    expect(first.json()).toMatchObject({ amountMinor: 5_000, status: 'succeeded' });
    expect(await paymentStatus(t, m.cookie, m.paymentId)).toBe('partially_refunded');
    expect(await balances(t, m.cookie)).toEqual({ USD: 7_500 });
    expect(await refundsOf(t, m.cookie, m.paymentId)).toMatchObject({
      amountMinor: 12_500,
      refundedMinor: 5_000,
      refundableMinor: 7_500,
    });

    const rest = await refund(t, m.cookie, m.paymentId);
    expect(rest.json()).toMatchObject({ amountMinor: 7_500, status: 'succeeded' });
    expect(await paymentStatus(t, m.cookie, m.paymentId)).toBe('refunded');
    expect(await balances(t, m.cookie)).toEqual({ USD: 0 });
    const list = await refundsOf(t, m.cookie, m.paymentId);
    expect(list.refundableMinor).toBe(0);
    expect(list.data.map((r: { amountMinor: number }) => r.amountMinor)).toEqual([7_500, 5_000]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('refund larger than what is left of the payment is rejected and moves nothing', async () => {
    const m = await merchantWithCardPayment(t);
    await refund(t, m.cookie, m.paymentId, { amountMinor: 10_000 });
    const res = await refund(t, m.cookie, m.paymentId, { amountMinor: 2_501 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.amountMinor).toBe('At most $25.00 can still be refunded.');
    expect(await balances(t, m.cookie)).toEqual({ USD: 2_500 });
    expect((await refundsOf(t, m.cookie, m.paymentId)).data).toHaveLength(1);
  });

  it('rejects a zero, negative, fractional amount or an over-long reason with field messages', async () => {
    const m = await merchantWithCardPayment(t);
    for (const body of [
      { amountMinor: 0 },
      { amountMinor: -5 },
      { amountMinor: 1.5 },
      { reason: 'x'.repeat(201) },
    ]) {
      const res = await refund(t, m.cookie, m.paymentId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await balances(t, m.cookie)).toEqual({ USD: 12_500 });
  });

  it('many concurrent partial refunds never refund more than the payment', async () => {
    const m = await merchantWithCardPayment(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refund(t, m.cookie, m.paymentId, { amountMinor: 2_000 })),
    );
    const accepted = results.filter((r) => r.statusCode === 201);
    expect(accepted).toHaveLength(6);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().error.code).toBe('validation_failed');
    }
    expect(await balances(t, m.cookie)).toEqual({ USD: 500 });
    expect(await refundsOf(t, m.cookie, m.paymentId)).toMatchObject({
      refundedMinor: 12_000,
      refundableMinor: 500,
    });
    expect(await paymentStatus(t, m.cookie, m.paymentId)).toBe('partially_refunded');
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('a repeated Idempotency-Key replays the refund instead of refunding twice', async () => {
    const m = await merchantWithCardPayment(t);
    const key = randomUUID();
    const first = await refund(t, m.cookie, m.paymentId, { amountMinor: 1_000 }, key);
    const second = await refund(t, m.cookie, m.paymentId, { amountMinor: 1_000 }, key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await balances(t, m.cookie)).toEqual({ USD: 11_500 });
    const reused = await refund(t, m.cookie, m.paymentId, { amountMinor: 2_000 }, key);
    expect(reused.statusCode).toBe(422);
  });

  it('requires an Idempotency-Key header', async () => {
    const m = await merchantWithCardPayment(t);
    const res = await t.request('POST', `/api/payments/${m.paymentId}/refunds`, {
      cookie: m.cookie,
      body: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('idempotency_key_missing');
  });
});

describe('card refund whose provider answer is lost', () => {
  it('stays pending, then the job completes it and the Idempotency-Key replays the outcome', async () => {
    const m = await merchantWithCardPayment(t);
    const sandbox = createSandboxProvider({ db: t.db, clock: t.clock, mobileMoneyDelayMs: 0 });
    const unreachable = createRefundService({
      db: t.db,
      clock: t.clock,
      providers: createProviderRegistry({
        sandbox: { ...sandbox, refundCard: () => Promise.reject(new Error('connection reset')) },
        sandboxPayouts: createSandboxPayouts({ db: t.db, clock: t.clock, delayMs: 0 }),
        live: [],
      }),
    });
    const url = `/api/payments/${m.paymentId}/refunds`;
    const body = { amountMinor: 3_000 };
    const key = randomUUID();
    const pending = await unreachable.createRefund({
      merchantId: m.user.merchantId,
      paymentId: m.paymentId,
      ...body,
      idempotency: { key, fingerprint: requestFingerprint('POST', url, body) },
    });
    expect(pending.status).toBe('pending');
    expect(await balances(t, m.cookie)).toEqual({ USD: 9_500 });
    expect((await refund(t, m.cookie, m.paymentId, body, key)).statusCode).toBe(409);

    t.clock.advance(61_000);
    await t.jobs.runDue();
    const replay = await refund(t, m.cookie, m.paymentId, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ id: pending.id, status: 'succeeded' });
    expect(await paymentStatus(t, m.cookie, m.paymentId)).toBe('partially_refunded');
    expect(await balances(t, m.cookie)).toEqual({ USD: 9_500 });
  });
});

describe('refusals', () => {
  it('the wallet must cover the refund: insufficient balance is refused', async () => {
    const m = await merchantWithCardPayment(t);
    const friend = await t.signUp('Friend');
    const sent = await walletPost(t, m.cookie, '/api/wallet/transfers', {
      recipient: friend.email,
      amountMinor: 10_000,
      currency: 'USD',
    });
    expect(sent.statusCode).toBe(201);
    const res = await refund(t, m.cookie, m.paymentId);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('insufficient_funds');
    expect(await balances(t, m.cookie)).toEqual({ USD: 2_500 });
    expect(await paymentStatus(t, m.cookie, m.paymentId)).toBe('succeeded');
    expect((await refund(t, m.cookie, m.paymentId, { amountMinor: 2_500 })).statusCode).toBe(201);
  });

  it("another merchant's payment answers 404 and is not refunded", async () => {
    const m = await merchantWithCardPayment(t);
    const other = await t.signUp();
    const res = await refund(t, other.cookie, m.paymentId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(
      (await t.request('GET', `/api/payments/${m.paymentId}/refunds`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect(await balances(t, m.cookie)).toEqual({ USD: 12_500 });
  });

  it('a payment that did not succeed cannot be refunded', async () => {
    const m = await t.signUp();
    const linkId = await createLink(t, m.cookie);
    const declined = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.declined)));
    expect(declined.json().status).toBe('failed');
    const res = await refund(t, m.cookie, declined.json().id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'invalid_state',
      message: 'Only a completed payment can be refunded.',
    });
    expect((await refundsOf(t, m.cookie, declined.json().id)).refundableMinor).toBe(0);
  });

  it('a deposit into one’s own wallet cannot be refunded', async () => {
    const m = await t.signUp();
    const deposit = await depositByCard(t, m.cookie, 5_000);
    const res = await refund(t, m.cookie, deposit.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_state');
    expect(await balances(t, m.cookie)).toEqual({ USD: 5_000 });
  });

  it('a payment made from a Malipo wallet with a virtual card cannot be refunded by card', async () => {
    const m = await t.signUp();
    const linkId = await createLink(t, m.cookie);
    const holder = await t.signUp('Card Holder');
    await depositByCard(t, holder.cookie, 20_000);
    expect((await t.request('POST', '/api/virtual-card', { cookie: holder.cookie })).statusCode).toBe(201);
    const card = (await t.request('POST', '/api/virtual-card/reveal', { cookie: holder.cookie })).json();
    const token = await t.request('POST', '/api/sandbox/tokens', {
      body: { number: card.number, expiry: card.expiry, cvc: card.securityCode, holderName: 'Card Holder' },
    });
    const paid = await pay(t, linkId, cardPayment(token.json().token));
    expect(paid.json().status).toBe('succeeded');

    const res = await refund(t, m.cookie, paid.json().id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('Send the money back');
    expect((await refundsOf(t, m.cookie, paid.json().id)).refundableMinor).toBe(0);
    expect(await balances(t, m.cookie)).toEqual({ USD: 12_500 });
  });

  it('requires a signed-in merchant', async () => {
    const m = await merchantWithCardPayment(t);
    const res = await t.request('POST', `/api/payments/${m.paymentId}/refunds`, {
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('history table', () => {
  it('holds exactly the rows its sources define after every refund and card spend above', async () => {
    expect(await historyDrift(t.db)).toEqual([]);
  });
});

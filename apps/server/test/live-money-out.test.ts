/**
 * Money leaving a live-mode wallet through Flutterwave (docs/providers.md#routing), against the
 * local fake: card refunds, withdrawals to a bank account completed by a `transfer.completed`
 * callback, and payouts no live provider takes refused before any money moves.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { balances, createLink, pay } from './payment-helpers';
import { unbalancedTransactions } from './ledger-helpers';
import { liveMerchant, providerEventsFor, useLiveApp } from './live-mode-helpers';
import { addBankAccount, walletPost } from './wallet-helpers';
import type { TestApp } from './test-app';
import type { FlutterwaveFake } from './fakes/flutterwave-fake';

const liveApp = useLiveApp();
let t: TestApp;
let fake: FlutterwaveFake;
let callbackUrl: string;
beforeAll(() => {
  ({ t, fake, callbackUrl } = liveApp());
});

/** A live merchant paid `amountMinor` of `currency` by card on Flutterwave's hosted page. */
async function paidByCard(amountMinor: number, currency: string) {
  const m = await liveMerchant(t);
  const linkId = await createLink(t, m.cookie, { amountMinor, currency });
  const payment = (
    await pay(t, linkId, {
      payer: { name: 'Ada', email: 'ada@example.com' },
      paymentMethod: { type: 'card' },
    })
  ).json();
  fake.complete(payment.id, 'successful');
  await fake.sendCallback(callbackUrl, { txRef: payment.id });
  await t.jobs.runDue();
  expect(await balances(t, m.cookie)).toEqual({ [currency]: amountMinor });
  return { ...m, paymentId: payment.id as string };
}

describe('refunds', () => {
  it('a card refund is sent to Flutterwave for the transaction and posted to the ledger', async () => {
    const m = await paidByCard(50_000_00, 'NGN');
    const res = await t.request('POST', `/api/payments/${m.paymentId}/refunds`, {
      cookie: m.cookie,
      body: { amountMinor: 12_500_50 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded', amountMinor: 12_500_50 });
    const sent = fake.requests.findLast((r) => r.path.endsWith('/refund'));
    expect(sent?.path).toMatch(/^\/v3\/transactions\/\d+\/refund$/);
    expect(sent?.rawBody).toContain('"amount":12500.5');
    expect(await balances(t, m.cookie)).toEqual({ NGN: 37_499_50 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});

describe('a refund whose answer is lost', () => {
  it('is never sent to Flutterwave twice, which cannot tell a repeat, and waits for review', async () => {
    const m = await paidByCard(10_000_00, 'NGN');
    const refundsSent = () => fake.requests.filter((r) => r.path.endsWith('/refund')).length;
    const before = refundsSent();
    fake.failNext({ delayMs: 800 });
    const res = await t.request('POST', `/api/payments/${m.paymentId}/refunds`, {
      cookie: m.cookie,
      body: { amountMinor: 1_000_00 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.json()).toMatchObject({ status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    t.clock.advance(10 * 60_000);
    await t.jobs.runDue();
    expect(refundsSent()).toBe(before + 1);
    expect(t.logs.join('')).toContain('may already have reached flutterwave');
    const refunds = await t.request('GET', `/api/payments/${m.paymentId}/refunds`, { cookie: m.cookie });
    expect(refunds.json().data).toMatchObject([{ status: 'pending' }]);
  });
});

describe('withdrawals', () => {
  it('a bank withdrawal becomes a Flutterwave transfer and is paid on its callback', async () => {
    const m = await paidByCard(100_000_00, 'NGN');
    const res = await t.request('POST', '/api/payout-accounts', {
      cookie: m.cookie,
      body: { bankName: 'Access Bank', accountName: 'Live Merchant Ltd', accountNumber: '0690000031' },
    });
    const accountId = res.json().id as string;
    const payout = await walletPost(t, m.cookie, '/api/wallet/payouts', {
      amountMinor: 50_000_00,
      currency: 'NGN',
      destination: { type: 'bank', payoutAccountId: accountId },
    });
    expect(payout.statusCode).toBe(201);
    expect(payout.json()).toMatchObject({ status: 'pending', feeMinor: 1_000_00, payoutMinor: 49_000_00 });
    const id = payout.json().id as string;

    await t.jobs.runDue();
    const transfer = JSON.parse(fake.requests.findLast((r) => r.path === '/v3/transfers')?.rawBody ?? '{}');
    expect(transfer).toMatchObject({
      reference: id,
      amount: 49000,
      currency: 'NGN',
      account_number: '0690000031',
    });

    fake.completeTransfer(id, 'SUCCESSFUL');
    expect(await fake.sendCallback(callbackUrl, { transferReference: id }, { times: 2 })).toEqual([200, 200]);
    await t.jobs.runDue();
    const after = await t.request('GET', `/api/wallet/payouts/${id}`, { cookie: m.cookie });
    expect(after.json().status).toBe('paid');
    expect(await providerEventsFor(t, id)).toEqual([{ type: 'transfer.completed', status: 'applied' }]);
    expect(await balances(t, m.cookie)).toEqual({ NGN: 50_000_00 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('a payout no live provider takes is refused before the wallet is touched', async () => {
    const m = await paidByCard(100_00, 'EUR');
    const accountId = await addBankAccount(t, m.cookie);
    const res = await walletPost(t, m.cookie, '/api/wallet/payouts', {
      amountMinor: 50_00,
      currency: 'EUR',
      destination: { type: 'bank', payoutAccountId: accountId },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('method_unavailable');
    expect(await balances(t, m.cookie)).toEqual({ EUR: 100_00 });
  });
});

/**
 * Money leaving live wallets on the operators' own rails (docs/providers.md#routing,
 * docs/providers.md#refunds), through HTTP against local fakes of MTN MoMo's Disbursement and
 * M-Pesa B2C: withdrawals to an MTN wallet in Rwanda and an M-Pesa wallet in Kenya, settled by the
 * operator's callback and confirmed before the ledger moves; a failed B2C Result gives the money
 * and fee back; mobile money refunds paid out to the payer's number; and each operator's day
 * reconciled by reference (docs/providers.md#reconciliation).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { momoReferenceId } from '../src/modules/providers/mtn-momo/momo-reference';
import { balances, createLink, pay } from './payment-helpers';
import { unbalancedTransactions } from './ledger-helpers';
import { liveMerchant, providerEventsFor } from './live-mode-helpers';
import { RAILS_ADMIN_TOKEN, useRailsApp } from './mobile-money-rails';
import { walletPost } from './wallet-helpers';
import type { DarajaFake } from './fakes/daraja-fake';
import type { MomoFake } from './fakes/mtn-momo-fake';
import type { TestApp } from './test-app';

const railsApp = useRailsApp();
let t: TestApp;
let momo: MomoFake;
let daraja: DarajaFake;
let mpesaUrls: { stk: string; b2cResult: string };
beforeAll(() => {
  ({ t, momo, daraja, mpesaUrls } = railsApp());
});

const RWANDA = { provider: 'mtn', country: 'RW', phone: '+250788123456' };
const KENYA = { provider: 'mpesa', country: 'KE', phone: '+254712345678' };

/** A live merchant paid `amountMinor` of `currency` from `wallet`, confirmed by the operator. */
async function paidFrom(wallet: typeof RWANDA, amountMinor: number, currency: string) {
  const m = await liveMerchant(t);
  const linkId = await createLink(t, m.cookie, { currency, amountMinor });
  const payment = (
    await pay(t, linkId, {
      payer: { name: 'Aline Uwase', email: 'aline@example.com' },
      paymentMethod: { type: 'mobile_money', ...wallet },
    })
  ).json();
  const paymentId = payment.id as string;
  if (wallet.provider === 'mtn') momo.complete(momoReferenceId(paymentId), 'SUCCESSFUL');
  else daraja.complete(payment.providerReference ?? (await pushOf(m.cookie, paymentId)), 0);
  t.clock.advance(2_000);
  await t.jobs.runDue();
  expect(await balances(t, m.cookie)).toEqual({ [currency]: amountMinor });
  return { ...m, paymentId };
}

/** The CheckoutRequestID of an M-Pesa payment, as its transaction detail shows it. */
async function pushOf(cookie: string, paymentId: string): Promise<string> {
  return (await t.request('GET', `/api/transactions/${paymentId}`, { cookie })).json().provider.reference;
}

const withdraw = (cookie: string, amountMinor: number, currency: string, wallet: typeof RWANDA) =>
  walletPost(t, cookie, '/api/wallet/payouts', {
    amountMinor,
    currency,
    destination: { type: 'mobile_money', ...wallet },
  });

const payoutOf = async (cookie: string, id: string) =>
  (await t.request('GET', `/api/wallet/payouts/${id}`, { cookie })).json();

describe('withdrawals', () => {
  it('to an MTN wallet in Rwanda: a MoMo transfer, paid when MoMo confirms its callback', async () => {
    const m = await paidFrom(RWANDA, 100_000, 'RWF');
    const res = await withdraw(m.cookie, 50_000, 'RWF', RWANDA);
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    await t.jobs.runDue();
    const sent = momo.requests.findLast((r) => r.path === '/disbursement/v1_0/transfer');
    expect(JSON.parse(sent?.rawBody ?? '{}')).toMatchObject({
      externalId: id,
      amount: '49000',
      currency: 'RWF',
      payee: { partyIdType: 'MSISDN', partyId: '250788123456' },
    });

    const transferReferenceId = momoReferenceId(id);
    momo.completeTransfer(transferReferenceId, 'SUCCESSFUL');
    expect(await momo.sendCallback({ transferReferenceId }, { times: 2 })).toEqual([200, 200]);
    await t.jobs.runDue();
    expect(await payoutOf(m.cookie, id)).toMatchObject({ status: 'paid' });
    expect(await providerEventsFor(t, id)).toEqual([{ type: 'momo.callback', status: 'applied' }]);
    expect(await balances(t, m.cookie)).toEqual({ RWF: 50_000 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('to an M-Pesa wallet in Kenya: B2C, paid on its Result sent twice', async () => {
    const m = await paidFrom(KENYA, 10_000_00, 'KES');
    const res = await withdraw(m.cookie, 5_000_00, 'KES', KENYA);
    const id = res.json().id as string;
    await t.jobs.runDue();
    expect(daraja.lastRequest().body).toMatchObject({
      OriginatorConversationID: id,
      Amount: 4900,
      PartyB: '254712345678',
      ResultURL: mpesaUrls.b2cResult,
    });

    daraja.completeB2c(id);
    expect(await daraja.sendB2cResult(mpesaUrls.b2cResult, id, { times: 2 })).toEqual([200, 200]);
    await t.jobs.runDue();
    expect(await payoutOf(m.cookie, id)).toMatchObject({ status: 'paid' });
    expect(await providerEventsFor(t, id)).toEqual([{ type: 'b2c.result', status: 'applied' }]);
    expect(await balances(t, m.cookie)).toEqual({ KES: 5_000_00 });
  });

  it('a failed B2C Result fails the payout and gives the money and the fee back', async () => {
    const m = await paidFrom(KENYA, 10_000_00, 'KES');
    const id = (await withdraw(m.cookie, 5_000_00, 'KES', KENYA)).json().id as string;
    await t.jobs.runDue();
    daraja.completeB2c(id, 2040);
    await daraja.sendB2cResult(mpesaUrls.b2cResult, id);
    await t.jobs.runDue();
    expect(await payoutOf(m.cookie, id)).toMatchObject({
      status: 'failed',
      failure: { message: expect.stringContaining('not registered for M-Pesa') },
    });
    expect(await balances(t, m.cookie)).toEqual({ KES: 10_000_00 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('a Result claiming another amount is kept for review and pays nothing out', async () => {
    const m = await paidFrom(KENYA, 10_000_00, 'KES');
    const id = (await withdraw(m.cookie, 5_000_00, 'KES', KENYA)).json().id as string;
    await t.jobs.runDue();
    daraja.completeB2c(id);
    await daraja.sendB2cResult(mpesaUrls.b2cResult, id, { amount: 10 });
    await t.jobs.runDue();
    expect(await providerEventsFor(t, id)).toEqual([{ type: 'b2c.result', status: 'amount_mismatch' }]);
    expect((await payoutOf(m.cookie, id)).status).toBe('pending');
  });
});

describe('mobile money refunds', () => {
  const refund = (cookie: string, paymentId: string, amountMinor: number) =>
    t.request('POST', `/api/payments/${paymentId}/refunds`, {
      cookie,
      body: { amountMinor },
      headers: { 'idempotency-key': randomUUID() },
    });

  it('a MoMo payment is refunded by a transfer to the payer’s wallet', async () => {
    const m = await paidFrom(RWANDA, 20_000, 'RWF');
    const created = await refund(m.cookie, m.paymentId, 5_000);
    expect(created.json()).toMatchObject({ status: 'pending' });
    const refundId = created.json().id as string;
    await t.jobs.runDue();
    const sent = momo.requests.findLast((r) => r.path === '/disbursement/v1_0/transfer');
    expect(JSON.parse(sent?.rawBody ?? '{}')).toMatchObject({ externalId: refundId, amount: '5000' });
    momo.completeTransfer(momoReferenceId(refundId), 'SUCCESSFUL');
    t.clock.advance(2_000);
    await t.jobs.runDue();
    const refunds = await t.request('GET', `/api/payments/${m.paymentId}/refunds`, { cookie: m.cookie });
    expect(refunds.json().data).toMatchObject([{ id: refundId, status: 'succeeded' }]);
    expect(await balances(t, m.cookie)).toEqual({ RWF: 15_000 });
  });

  it('an M-Pesa payment is refunded by B2C to the payer’s number', async () => {
    const m = await paidFrom(KENYA, 2_000_00, 'KES');
    const refundId = (await refund(m.cookie, m.paymentId, 2_000_00)).json().id as string;
    await t.jobs.runDue();
    expect(daraja.lastRequest().body).toMatchObject({ OriginatorConversationID: refundId, Amount: 2000 });
    daraja.completeB2c(refundId);
    await daraja.sendB2cResult(mpesaUrls.b2cResult, refundId);
    await t.jobs.runDue();
    const refunds = await t.request('GET', `/api/payments/${m.paymentId}/refunds`, { cookie: m.cookie });
    expect(refunds.json().data).toMatchObject([{ id: refundId, status: 'succeeded' }]);
    expect(await balances(t, m.cookie)).toEqual({ KES: 0 });
  });
});

describe('reconciliation', () => {
  const admin = { authorization: `Bearer ${RAILS_ADMIN_TOKEN}` };
  const today = () => t.clock.now().toISOString().slice(0, 10);
  const run = (provider: string) =>
    t.request('POST', '/api/admin/reconciliation/runs', { body: { provider, day: today() }, headers: admin });

  it('asks each operator about each of the day’s records and reports where they differ', async () => {
    const agreed = await paidFrom(RWANDA, 3_000, 'RWF');
    const differs = await paidFrom(RWANDA, 4_000, 'RWF');
    // MoMo now says the second payment failed: an operator's later correction.
    momo.complete(momoReferenceId(differs.paymentId), 'FAILED', 'INTERNAL_PROCESSING_ERROR');

    const momoReport = await run('mtn_momo');
    expect(momoReport.statusCode).toBe(201);
    const report = momoReport.json();
    expect(report).toMatchObject({ provider: 'mtn_momo', coverage: 'partial', status: 'mismatches' });
    const kindsOf = (reference: string) =>
      report.items
        .filter((i: { reference: string }) => i.reference === reference)
        .map((i: { kind: string }) => i.kind);
    expect(kindsOf(agreed.paymentId)).toEqual([]);
    expect(kindsOf(differs.paymentId)).toEqual(['status_differs']);

    // The payout whose Result claimed 10 shillings (above) is the day's one M-Pesa difference.
    const mpesaReport = (await run('mpesa')).json();
    expect(mpesaReport).toMatchObject({ provider: 'mpesa', coverage: 'partial', status: 'mismatches' });
    const payout = { recordType: 'payout', malipoStatus: 'pending', providerAmountMinor: 10_00 };
    expect(mpesaReport.items).toEqual([
      expect.objectContaining({ ...payout, kind: 'amount_differs' }),
      expect.objectContaining({ ...payout, kind: 'status_differs', providerStatus: 'ResultCode 0' }),
    ]);
  });
});

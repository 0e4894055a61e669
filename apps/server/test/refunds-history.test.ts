/**
 * Refunds paid out and reported: mobile money refunds paid out to the payer and settled by the job
 * (or failed and returned), their webhook events, and a refund in history, reports and the history
 * table. Card refunds and refusals are in `refunds.test.ts`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app';
import { balances } from './payment-helpers';
import { historyDrift, unbalancedTransactions } from './ledger-helpers';
import {
  createRefundTestApp,
  eventTypes,
  merchantWithCardPayment,
  merchantWithMobilePayment,
  paymentStatus,
  refund,
  refundsOf,
} from './refund-helpers';
import { settlePayouts } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createRefundTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('mobile money refunds', () => {
  it('are paid out to the payer: pending, then succeeded once the payout is paid', async () => {
    const m = await merchantWithMobilePayment(t);
    const res = await refund(t, m.cookie, m.paymentId, { amountMinor: 2_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amountMinor: 2_000,
      currency: 'RWF',
      status: 'pending',
      method: 'mobile_money',
    });
    expect(await balances(t, m.cookie)).toEqual({ RWF: 3_000 });
    expect(await paymentStatus(t, m.cookie, m.paymentId)).toBe('succeeded');
    expect((await refundsOf(t, m.cookie, m.paymentId)).refundableMinor).toBe(3_000);

    await settlePayouts(t);
    const list = await refundsOf(t, m.cookie, m.paymentId);
    expect(list.data[0].status).toBe('succeeded');
    expect(await paymentStatus(t, m.cookie, m.paymentId)).toBe('partially_refunded');
    expect(await balances(t, m.cookie)).toEqual({ RWF: 3_000 });
    expect(await eventTypes(t, m.user.merchantId)).toEqual(['refund.succeeded']);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('a refund whose payout fails returns the money to the wallet and frees the amount', async () => {
    const m = await merchantWithMobilePayment(t);
    const res = await refund(t, m.cookie, m.paymentId);
    const refundId = res.json().id as string;
    expect(res.json()).toMatchObject({ amountMinor: 5_000, status: 'pending' });
    expect(await balances(t, m.cookie)).toEqual({ RWF: 0 });

    await t.jobs.runDue();
    // The payer's network rejects the transfer (the sandbox's failing scenario).
    await t.db.execute(sql`update sandbox_payouts set scenario = 'fail' where reference = ${refundId}`);
    t.clock.advance(6_000);
    await t.jobs.runDue();

    const detail = (await t.request('GET', `/api/transactions/${refundId}`, { cookie: m.cookie })).json();
    expect(detail).toMatchObject({ type: 'refund', status: 'failed' });
    expect(detail.failure.code).toBe('payout_rejected');
    expect(await balances(t, m.cookie)).toEqual({ RWF: 5_000 });
    expect(await paymentStatus(t, m.cookie, m.paymentId)).toBe('succeeded');
    expect(await refundsOf(t, m.cookie, m.paymentId)).toMatchObject({
      refundedMinor: 0,
      refundableMinor: 5_000,
    });
    expect(await eventTypes(t, m.user.merchantId)).toEqual(['refund.failed']);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});

describe('history', () => {
  it('lists the refund as an outgoing movement, filters by type, and shows its detail and ledger', async () => {
    const m = await merchantWithCardPayment(t);
    const created = (await refund(t, m.cookie, m.paymentId, { amountMinor: 2_500 })).json();
    const page = (await t.request('GET', '/api/transactions?type=refund', { cookie: m.cookie })).json();
    expect(page.data).toEqual([
      expect.objectContaining({
        id: created.id,
        type: 'refund',
        status: 'succeeded',
        amountMinor: -2_500,
        description: 'Refund: Test Product',
        counterparty: 'Ada Payer',
      }),
    ]);

    const detail = (await t.request('GET', `/api/transactions/${created.id}`, { cookie: m.cookie })).json();
    expect(detail.source).toEqual({ type: 'payment', id: m.paymentId, name: 'Test Product' });
    expect(detail.failure).toBeNull();
    expect(detail.ledgerEntries.map((e: { amountMinor: number }) => e.amountMinor).sort()).toEqual([
      -2_500, 2_500,
    ]);

    const csv = await t.request('GET', '/api/transactions/export.csv?type=refund', { cookie: m.cookie });
    expect(csv.body).toContain(`${created.id},`);
    expect(csv.body).toContain(',-25.00,-2500');
  });
});

describe('reports after a refund', () => {
  it('a partly refunded payment still counts as a payment; totals and income are net of the refund', async () => {
    const merchant = await merchantWithCardPayment(t);
    expect((await refund(t, merchant.cookie, merchant.paymentId, { amountMinor: 2_500 })).statusCode).toBe(
      201,
    );

    const links = (await t.request('GET', '/api/payment-links', { cookie: merchant.cookie })).json();
    expect(links.data[0]).toMatchObject({ paymentsCount: 1, totalAmountMinor: 10_000 });
    const income = (
      await t.request('GET', '/api/analytics/income?days=7&currency=USD', { cookie: merchant.cookie })
    ).json();
    const received = income.points.reduce(
      (sum: number, p: { amountMinor: number }) => sum + p.amountMinor,
      0,
    );
    expect(received).toBe(10_000);

    expect((await refund(t, merchant.cookie, merchant.paymentId)).statusCode).toBe(201);
    const refunded = (await t.request('GET', '/api/payment-links', { cookie: merchant.cookie })).json();
    expect(refunded.data[0]).toMatchObject({ paymentsCount: 1, totalAmountMinor: 0 });
  });
});

describe('history table', () => {
  it('holds exactly the rows its sources define after every refund and payout above', async () => {
    expect(await historyDrift(t.db)).toEqual([]);
  });
});

/**
 * Wallet movements in history: sends seen by both sides, and payouts, conversions and deposits
 * signed, filterable and detailed (docs/product.md#history).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { depositByCard, settlePayouts, walletPost } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYOUT_DELAY_MS: '5000' } });
});
afterAll(async () => {
  await t.close();
});

describe('history of wallet movements', () => {
  it('both sides see a send; payouts, conversions and deposits appear signed, filterable and detailed', async () => {
    const alice = await t.signUp('Alice');
    const bob = await t.signUp('Bob');
    await depositByCard(t, alice.cookie, 20_000);
    t.clock.advance(1_000);
    await walletPost(t, alice.cookie, '/api/wallet/transfers', {
      recipient: bob.email,
      amountMinor: 1_000,
      currency: 'USD',
      note: 'Rent share',
    });
    t.clock.advance(1_000);
    await walletPost(t, alice.cookie, '/api/wallet/conversions', {
      amountMinor: 1_000,
      fromCurrency: 'USD',
      toCurrency: 'RWF',
    });
    t.clock.advance(1_000);
    const failing = await walletPost(t, alice.cookie, '/api/wallet/payouts', {
      amountMinor: 5_000,
      currency: 'USD',
      destination: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '0788120002' },
    });
    await settlePayouts(t);

    const page = (await t.request('GET', '/api/transactions?limit=10', { cookie: alice.cookie })).json();
    expect(
      page.data.map((r: { type: string; amountMinor: number; status: string }) => [
        r.type,
        r.amountMinor,
        r.status,
      ]),
    ).toEqual([
      ['withdrawal', -5_000, 'failed'],
      ['conversion', -1_000, 'succeeded'],
      ['transfer_out', -1_000, 'succeeded'],
      ['deposit', 20_000, 'succeeded'],
    ]);
    expect(page.data[2]).toMatchObject({
      counterparty: 'Bob',
      description: 'Rent share',
      paymentMethod: { type: 'wallet' },
    });

    const bobs = (await t.request('GET', '/api/transactions', { cookie: bob.cookie })).json().data;
    expect(bobs).toEqual([
      expect.objectContaining({ type: 'transfer_in', amountMinor: 1_000, counterparty: 'Alice' }),
    ]);
    const recent = (await t.request('GET', '/api/dashboard/transactions', { cookie: bob.cookie })).json()
      .data;
    expect(recent[0]).toMatchObject({ type: 'transfer_in', amountMinor: 1_000 });

    const outgoing = (
      await t.request('GET', '/api/transactions?type=transfer_out', { cookie: alice.cookie })
    ).json().data;
    expect(outgoing).toHaveLength(1);
    const failed = (
      await t.request('GET', '/api/transactions?status=failed', { cookie: alice.cookie })
    ).json().data;
    expect(failed.map((r: { id: string }) => r.id)).toEqual([failing.json().id]);

    const detail = (
      await t.request('GET', `/api/transactions/${failing.json().id}`, { cookie: alice.cookie })
    ).json();
    expect(detail.failure).toMatchObject({ code: 'payout_rejected' });
    const sums = detail.ledgerEntries.reduce(
      (acc: number, e: { amountMinor: number }) => acc + e.amountMinor,
      0,
    );
    expect(sums).toBe(0);
    expect(detail.ledgerEntries.length).toBeGreaterThanOrEqual(6); // payout and its reversal

    const csv = (
      await t.request('GET', '/api/transactions/export.csv?type=conversion', { cookie: alice.cookie })
    ).body;
    expect(csv.trim().split('\n')).toHaveLength(2);
    expect(csv).toContain('Converted USD to RWF at 1300');
  });

  it('a paid payout counts as completed in the status filter', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 10_000);
    t.clock.advance(1_000);
    const res = await walletPost(t, cookie, '/api/wallet/payouts', {
      amountMinor: 1_000,
      currency: 'USD',
      destination: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '0788123456' },
    });
    const pending = (await t.request('GET', '/api/transactions?status=pending', { cookie })).json().data;
    expect(pending.map((r: { id: string }) => r.id)).toEqual([res.json().id]);
    await settlePayouts(t);
    const completed = (await t.request('GET', '/api/transactions?status=succeeded', { cookie })).json().data;
    expect(completed.map((r: { type: string; status: string }) => [r.type, r.status])).toEqual([
      ['withdrawal', 'paid'],
      ['deposit', 'succeeded'],
    ]);
  });
});

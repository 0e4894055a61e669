/**
 * The retention of the sandbox's charges (docs/architecture.md#retention) on a real database, on a
 * manual clock: card payments, a refund and a bank transfer still waiting for its money made through
 * the app, then the daily `retention.prune` job run past the window through `jobs.runDue()`. A
 * settled charge and a refund's record go after the window, a pending one stays, and a test payment
 * older than the window can no longer be refunded: the refund fails and moves no money.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { unbalancedTransactions } from './ledger-helpers';
import { balances, createLink, pay } from './payment-helpers';
import { createRefundTestApp, merchantWithCardPayment, refund } from './refund-helpers';
import { retentionProbe, runRetentionNow } from './retention-helpers';
import type { TestApp } from './test-app';

const DAY_MS = 24 * 3600_000;
const WINDOW_DAYS = 30;

let t: TestApp;
let start: Date;
beforeAll(async () => {
  t = await createRefundTestApp({
    RETENTION_SANDBOX_CHARGES_DAYS: String(WINDOW_DAYS),
    SESSION_TTL_MS: String(60 * DAY_MS),
  });
  start = t.clock.now();
});
afterAll(async () => {
  await t.close();
});

/** The sandbox's charges by reference, with their status. */
async function sandboxCharges(): Promise<Record<string, string>> {
  const rows = await queryRows<{ reference: string; status: string }>(
    t.db,
    sql`select reference, status from sandbox_charges`,
  );
  return Object.fromEntries(rows.map((row) => [row.reference, row.status]));
}

describe('the sandbox charges retention', () => {
  const made = {
    old: { cookie: '', paymentId: '' },
    refundId: '',
    transferId: '',
    recent: { cookie: '', paymentId: '' },
  };

  it('day 0 and day 20: charges, a refund and a transfer still pending are made', async () => {
    const old = await merchantWithCardPayment(t);
    const partial = await refund(t, old.cookie, old.paymentId, { amountMinor: 2_500 });
    expect(partial.json()).toMatchObject({ status: 'succeeded', amountMinor: 2_500 });
    const linkId = await createLink(t, old.cookie);
    const transfer = await pay(t, linkId, {
      payer: { name: 'Ada Payer', email: 'ada@example.com' },
      paymentMethod: { type: 'bank_transfer' },
    });
    expect(transfer.json().status).toBe('requires_action');
    Object.assign(made, { old, refundId: partial.json().id, transferId: transfer.json().id });

    t.clock.set(new Date(start.getTime() + 20 * DAY_MS));
    made.recent = await merchantWithCardPayment(t);

    expect(await sandboxCharges()).toEqual({
      [made.old.paymentId]: 'succeeded',
      [made.refundId]: 'succeeded',
      [made.transferId]: 'pending',
      [made.recent.paymentId]: 'succeeded',
    });
  });

  it(`day ${WINDOW_DAYS + 1}: settled charges older than the window go; a pending one and newer ones stay`, async () => {
    t.clock.set(new Date(start.getTime() + (WINDOW_DAYS + 1) * DAY_MS));
    await runRetentionNow(t);

    expect(await sandboxCharges()).toEqual({
      [made.transferId]: 'pending',
      [made.recent.paymentId]: 'succeeded',
    });
    const logs = retentionProbe(t, { doneJobs: 7, failedJobs: 30 }).prunedLogs();
    expect(logs.reduce((sum, log) => sum + log.sandboxCharges, 0)).toBe(2);
  });

  it('a refund of a payment older than the window fails and moves no money; a newer one refunds', async () => {
    const before = await balances(t, made.old.cookie);
    const late = await refund(t, made.old.cookie, made.old.paymentId);
    expect(late.json()).toMatchObject({
      status: 'failed',
      failure: { code: 'charge_expired', message: expect.stringMatching(/can no longer be refunded/) },
    });
    expect(await balances(t, made.old.cookie)).toEqual(before);

    const recent = await refund(t, made.recent.cookie, made.recent.paymentId);
    expect(recent.json()).toMatchObject({ status: 'succeeded', amountMinor: 12_500 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});

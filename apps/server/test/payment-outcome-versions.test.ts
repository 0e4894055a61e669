/**
 * Phase 3 written in one statement against the payment as phase 1 left it
 * (docs/architecture.md#scale): the answer is one round trip when no one changed the payment since,
 * and when someone did (a callback, a job), the answer goes through the locked path and cannot undo
 * what the newer answer made.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseQueriesSent, queryRows } from '../src/db/client';
import { newId } from '../src/lib/ids';
import { applyPaymentOutcome } from '../src/modules/payments/payment-outcome';
import { insertPayment } from '../src/modules/payments/payments.repo';
import { ledgerTransactionsForPayment } from './ledger-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A `processing` card payment of 2,500 USD minor units, as phase 1 inserts it, with its version. */
async function processingPayment() {
  const { user } = await t.signUp();
  const now = t.clock.now();
  return insertPayment(t.db, {
    id: newId('pay'),
    merchantId: user.merchantId,
    sourceType: 'api',
    sourceId: 'key_versions_test',
    description: 'Version test',
    amountMinor: 2_500,
    currency: 'USD',
    status: 'processing',
    methodType: 'card',
    provider: 'sandbox',
    payerEmail: 'payer@example.com',
    createdAt: now,
    updatedAt: now,
  });
}

/** The payment's status and the types of the events recorded about it, oldest first. */
async function stored(paymentId: string) {
  const [payment] = await queryRows<{ status: string }>(
    t.db,
    sql`select status from payments where id = ${paymentId}`,
  );
  const events = await queryRows<{ type: string }>(
    t.db,
    sql`select type from events where data->>'id' = ${paymentId} order by created_at, id`,
  );
  return { status: payment?.status, events: events.map((e) => e.type) };
}

describe('the answer to a payment as phase 1 left it', () => {
  it('is written in one statement: the payment, its capture and its event', async () => {
    const known = await processingPayment();
    // Its accounts are created (and remembered) by a first capture for the same merchant wallet.
    await applyPaymentOutcome(t.db, t.clock, known, { status: 'succeeded', providerPaymentId: 'warm' });
    const second = await insertPayment(t.db, { ...known.row, id: newId('pay') });

    const before = databaseQueriesSent();
    const view = await applyPaymentOutcome(t.db, t.clock, second, {
      status: 'succeeded',
      providerPaymentId: 'sbx_1',
    });
    expect(databaseQueriesSent() - before).toBe(1);
    expect(view.status).toBe('succeeded');
    expect(await stored(second.row.id)).toEqual({ status: 'succeeded', events: ['payment.succeeded'] });
    expect(await ledgerTransactionsForPayment(t.db, second.row.id)).toEqual([
      { id: expect.stringMatching(/^ltx_/), entries: 2 },
    ]);
  });

  it.each([
    [
      'decline',
      { status: 'failed', providerPaymentId: 'sbx_2', code: 'card_declined', message: 'Declined.' },
    ],
    ['success', { status: 'succeeded', providerPaymentId: 'sbx_2' }],
  ] as const)('changes nothing a newer answer made: a stale %s after the success', async (_, stale) => {
    const known = await processingPayment();
    // A callback answers first (it locks and reads the payment afresh).
    await applyPaymentOutcome(t.db, t.clock, known.row.id, {
      status: 'succeeded',
      providerPaymentId: 'sbx_2',
    });
    // The request's own answer arrives with the row it read before the callback.
    const view = await applyPaymentOutcome(t.db, t.clock, known, stale);
    expect(view.status).toBe('succeeded');
    expect(await stored(known.row.id)).toEqual({ status: 'succeeded', events: ['payment.succeeded'] });
    expect(await ledgerTransactionsForPayment(t.db, known.row.id)).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { tokenizeCard } from './payment-helpers';
import { createTransaction, merchantWithKey, v1 } from './v1-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function paidTransaction(token: string): Promise<string> {
  const res = await createTransaction(t, token, {
    amountMinor: 10_000,
    currency: 'USD',
    description: 'Order 7',
    payer: { email: 'payer@example.com' },
    paymentMethod: { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.success) },
  });
  expect(res.json().status).toBe('succeeded');
  return res.json().id;
}

const refund = (token: string, body: unknown, key: string = randomUUID()) =>
  v1(t, 'POST', '/v1/refunds', { token, body, headers: { 'idempotency-key': key } });

describe('/v1/refunds', () => {
  it('refunds part of a card transaction, replays a retry, and reads the refund back', async () => {
    const m = await merchantWithKey(t);
    const paymentId = await paidTransaction(m.key.secret);
    const body = { paymentId, amountMinor: 2_500, reason: 'Damaged' };
    const res = await refund(m.key.secret, body, 'refund-1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.stringMatching(/^re_/),
      paymentId,
      amountMinor: 2_500,
      currency: 'USD',
      status: 'succeeded',
      reason: 'Damaged',
      method: 'card',
    });
    const again = await refund(m.key.secret, body, 'refund-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(res.json());

    const read = await v1(t, 'GET', `/v1/refunds/${res.json().id}`, { token: m.key.secret });
    expect(read.json()).toEqual(res.json());
    const transaction = await v1(t, 'GET', `/v1/transactions/${paymentId}`, { token: m.key.secret });
    expect(transaction.json().status).toBe('partially_refunded');
  });

  it('requires an Idempotency-Key and refuses more than the transaction', async () => {
    const m = await merchantWithKey(t);
    const paymentId = await paidTransaction(m.key.secret);
    const noKey = await v1(t, 'POST', '/v1/refunds', { token: m.key.secret, body: { paymentId } });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe('idempotency_key_missing');
    const tooMuch = await refund(m.key.secret, { paymentId, amountMinor: 10_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.code).toBe('validation_failed');
  });

  it('another merchant can neither refund a transaction nor read its refund', async () => {
    const owner = await merchantWithKey(t);
    const other = await merchantWithKey(t);
    const paymentId = await paidTransaction(owner.key.secret);
    const foreign = await refund(other.key.secret, { paymentId });
    expect(foreign.statusCode).toBe(404);
    const own = (await refund(owner.key.secret, { paymentId, amountMinor: 100 })).json();
    expect((await v1(t, 'GET', `/v1/refunds/${own.id}`, { token: other.key.secret })).statusCode).toBe(404);
  });
});

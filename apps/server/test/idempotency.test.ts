import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { runRetentionNow } from './retention-helpers';
import { paymentsLosingCardAnswers } from './lost-answer-payments';
import { createTestApp, type TestApp } from './test-app';
import { balances, cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { ledgerTransactionsForPayment, paymentCount } from './ledger-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Idempotency-Key on the pay request', () => {
  it('20 concurrent and then 20 sequential requests with one key make exactly one payment and one ledger transaction', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 4_200 });
    const body = cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success));
    const key = randomUUID();

    const concurrent = await Promise.all(Array.from({ length: 20 }, () => pay(t, linkId, body, key)));
    const statuses = concurrent.map((r) => r.statusCode);
    // Each concurrent request either ran, replayed the stored response, or saw the key in flight.
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const first = concurrent.find((r) => r.statusCode === 201);
    expect(first).toBeDefined();
    for (const r of concurrent.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.code).toBe('idempotency_key_in_use');
    }

    const sequential = [];
    for (let i = 0; i < 20; i += 1) sequential.push(await pay(t, linkId, body, key));
    for (const r of sequential) {
      expect(r.statusCode).toBe(201);
      expect(r.json()).toEqual(first?.json());
    }

    expect(await paymentCount(t.db, linkId)).toBe(1);
    expect(await ledgerTransactionsForPayment(t.db, first?.json().id)).toHaveLength(1);
    expect(await balances(t, cookie)).toEqual({ USD: 4_200 });
  });

  it('the same key with a different request is refused with 422 and changes nothing', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const key = randomUUID();
    await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)), key);
    const other = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await paymentCount(t.db, linkId)).toBe(1);
  });

  it('a request without an Idempotency-Key is refused before anything happens', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const res = await t.request('POST', `/api/public/payment-links/${linkId}/payments`, {
      body: cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('idempotency_key_missing');
    expect(await paymentCount(t.db, linkId)).toBe(0);
  });

  it('a key whose request failed validation is released, so the corrected retry runs', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const key = randomUUID();
    const bad = await pay(t, linkId, cardPayment('tok_sbxunknown'), key);
    expect(bad.statusCode).toBe(400);
    const badAgain = await pay(t, linkId, cardPayment('tok_sbxunknown'), key);
    expect(badAgain.statusCode).toBe(400);
    expect(await paymentCount(t.db, linkId)).toBe(0);
  });

  it('a key is remembered for 24 hours, then forgotten by the retention job; its payment still refuses the key', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 100 });
    const key = randomUUID();
    const body = cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success));
    const first = await pay(t, linkId, body, key);
    t.clock.advance(23 * 3600_000);
    expect((await pay(t, linkId, body, key)).json()).toEqual(first.json());
    t.clock.advance(2 * 3600_000);
    await runRetentionNow(t);
    const { idempotencyKeys } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);

    // The key is forgotten but its payment remains: reusing it is refused, not a second payment.
    const reused = await pay(t, linkId, body, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect(await paymentCount(t.db, linkId)).toBe(1);
    expect((await pay(t, linkId, body, randomUUID())).statusCode).toBe(201);
  });

  it('a payment left in processing by a crash is completed by the recovery job from the provider record', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 777 });
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    // Simulate a crash after the provider answered: the provider charged, Malipo never recorded it.
    const crashing = paymentsLosingCardAnswers(t);
    const body = cardPayment(token);
    const { createLinkPaymentService } = await import('../src/modules/payment-links/link-payments');
    const response = await createLinkPaymentService({ payments: crashing }).pay({
      linkId,
      idempotencyKey: 'crash-1',
      fingerprint: 'f',
      body,
    });
    expect((response.body as { status: string }).status).toBe('processing');
    expect(await balances(t, cookie)).toEqual({});

    t.clock.advance(61_000);
    await t.jobs.runDue();
    const list = await t.request('GET', '/api/dashboard/transactions', { cookie });
    expect(list.json().data[0]).toMatchObject({ status: 'succeeded', amountMinor: 777 });
    expect(await balances(t, cookie)).toEqual({ USD: 777 });
  });
});

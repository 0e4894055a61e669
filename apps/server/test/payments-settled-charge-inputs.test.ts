/**
 * A payment drops its charge inputs once it is settled (docs/payments.md#idempotency): while it
 * awaits the payer (an OTP) it keeps its card token and its Idempotency-Key's texts; once it
 * succeeds or fails only the key's digest is left, which keeps the key spent for good. Its capture
 * in the ledger names it and repeats none of its description (docs/architecture.md#scale).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import { ledgerTransactions, payments } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function chargeInputs(id: string) {
  const [row] = await t.db
    .select({
      cardToken: payments.cardToken,
      scope: payments.idempotencyScope,
      key: payments.idempotencyKey,
      digest: payments.idempotencyKeyDigest,
    })
    .from(payments)
    .where(eq(payments.id, id));
  return row;
}

it('keeps the token and the key while the payer is awaited, and only the key digest once settled', async () => {
  const { cookie } = await t.signUp();
  const linkId = await createLink(t, cookie, { amountMinor: 9_900 });
  const key = randomUUID();
  const token = await tokenizeCard(t, SANDBOX_CARDS.otp);
  const body = cardPayment(token);
  const awaiting = (await pay(t, linkId, body, key)).json();
  expect(awaiting.status).toBe('requires_action');
  const before = await chargeInputs(awaiting.id);
  expect(before).toMatchObject({ cardToken: token, scope: `payment_link:${linkId}`, key });
  expect(before?.digest).toMatch(/^[0-9a-f-]{36}$/);

  const done = await t.request('POST', `/api/public/payments/${awaiting.id}/otp`, {
    body: { code: SANDBOX_OTP_CODE },
  });
  expect(done.json().status).toBe('succeeded');
  expect(await chargeInputs(awaiting.id)).toEqual({
    cardToken: null,
    scope: null,
    key: null,
    digest: before?.digest,
  });
  // The same request under the same key still answers the stored 201, and the key stays spent.
  expect((await pay(t, linkId, body, key)).json()).toMatchObject({ id: awaiting.id });

  const declined = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.declined)))).json();
  expect(declined.status).toBe('failed');
  expect(await chargeInputs(declined.id)).toMatchObject({ cardToken: null, scope: null, key: null });
});

it('posts a capture that names the payment and leaves its description to it', async () => {
  const { cookie } = await t.signUp();
  const linkId = await createLink(t, cookie, { amountMinor: 4_500 });
  const paid = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json();
  expect(paid.status).toBe('succeeded');
  const captures = await t.db
    .select({ type: ledgerTransactions.type, description: ledgerTransactions.description })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.paymentId, paid.id));
  expect(captures).toEqual([{ type: 'payment_capture', description: null }]);
});

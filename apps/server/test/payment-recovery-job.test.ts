/**
 * A payment's recovery job lives only while the payment may need it (docs/payments.md#atomic-phases):
 * written with the payment, removed by the statement that makes the payment final, kept when the
 * payment waits for the payer or phase 3 never comes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { createLinkPaymentService } from '../src/modules/payment-links/link-payments';
import { PAYMENT_RECOVER_AFTER_MS } from '../src/modules/payments/payment-recovery-job';
import { paymentsLosingCardAnswers } from './lost-answer-payments';
import { balances, cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Statuses of the `payment.recover` jobs naming `paymentId`. */
async function recoveryJobs(paymentId: string): Promise<string[]> {
  const rows = await queryRows<{ status: string }>(
    t.db,
    sql`select status from jobs where kind = 'payment.recover' and payload->>'paymentId' = ${paymentId}`,
  );
  return rows.map((row) => row.status);
}

describe('the recovery job of a payment', () => {
  it('is gone once the card answers at once, whether it succeeded or was declined', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 1_500 });
    const paid = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json();
    const declined = (
      await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.declined)))
    ).json();
    expect([paid.status, declined.status]).toEqual(['succeeded', 'failed']);
    expect(await recoveryJobs(paid.id)).toEqual([]);
    expect(await recoveryJobs(declined.id)).toEqual([]);
  });

  it('stays while a card waits for its code, and goes when the code captures it', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 2_500 });
    const payment = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.otp)))).json();
    expect(payment.status).toBe('requires_action');
    expect(await recoveryJobs(payment.id)).toEqual(['pending']);

    const confirmed = await t.request('POST', `/api/public/payments/${payment.id}/otp`, {
      body: { code: SANDBOX_OTP_CODE },
    });
    expect(confirmed.json().status).toBe('succeeded');
    expect(await recoveryJobs(payment.id)).toEqual([]);
  });

  it('stays when the answer is lost, completes the payment once due, and is then done', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 3_500 });
    const body = cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success));
    const response = await createLinkPaymentService({ payments: paymentsLosingCardAnswers(t) }).pay({
      linkId,
      idempotencyKey: 'lost-answer',
      fingerprint: 'f',
      body,
    });
    const payment = response.body as { id: string; status: string };
    expect(payment.status).toBe('processing');
    expect(await recoveryJobs(payment.id)).toEqual(['pending']);

    t.clock.advance(PAYMENT_RECOVER_AFTER_MS);
    await t.jobs.runDue();
    expect(await recoveryJobs(payment.id)).toEqual(['done']);
    expect(await balances(t, cookie)).toEqual({ USD: 3_500 });
  });

  it('a job a worker already holds is left to finish, and finds the payment final', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 4_500 });
    const payment = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.otp)))).json();
    // A worker claimed the job (as a payment due for recovery would be) just before the code came.
    await t.db.execute(sql`update jobs set status = 'running', locked_at = ${t.clock.now()}, attempts = 1
      where kind = 'payment.recover' and payload->>'paymentId' = ${payment.id}`);
    await t.request('POST', `/api/public/payments/${payment.id}/otp`, { body: { code: SANDBOX_OTP_CODE } });
    expect(await recoveryJobs(payment.id)).toEqual(['running']);

    // The worker that held it died; the claim goes stale and another worker runs it.
    t.clock.advance(10 * 60_000);
    await t.jobs.runDue();
    expect(await recoveryJobs(payment.id)).toEqual(['done']);
    expect(await balances(t, cookie)).toEqual({ USD: 4_500 });
  });
});

/**
 * Shared setup of the refund tests (`refunds.test.ts`, `refunds-history.test.ts`): the app, merchants
 * with a payment to refund, the refund request and what it changed.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './test-app';
import { cardPayment, createLink, mobilePayment, pay, tokenizeCard } from './payment-helpers';

/**
 * A test app whose sandbox pays payouts (a mobile money refund's) 5 s after they are submitted,
 * with `env` besides.
 */
export function createRefundTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ env: { SANDBOX_PAYOUT_DELAY_MS: '5000', ...env } });
}

/** A new merchant with a 125.00 USD card payment that succeeded (so the wallet holds 125.00). */
export async function merchantWithCardPayment(t: TestApp) {
  const merchant = await t.signUp();
  const linkId = await createLink(t, merchant.cookie);
  const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
  expect(res.json().status).toBe('succeeded');
  return { ...merchant, paymentId: res.json().id as string };
}

/** A new merchant with a 5,000 RWF mobile money payment the payer approved. */
export async function merchantWithMobilePayment(t: TestApp) {
  const merchant = await t.signUp();
  const linkId = await createLink(t, merchant.cookie, { amountMinor: 5_000, currency: 'RWF' });
  const res = await pay(t, linkId, mobilePayment('0788123456'));
  expect(res.json().status).toBe('requires_action');
  t.clock.advance(6_000);
  await t.jobs.runDue();
  return { ...merchant, paymentId: res.json().id as string };
}

/** Refunds payment `paymentId` as the merchant signed in with `cookie` (`body` as sent), under `key`. */
export function refund(
  t: TestApp,
  cookie: string,
  paymentId: string,
  body: unknown = {},
  key: string = randomUUID(),
) {
  return t.request('POST', `/api/payments/${paymentId}/refunds`, {
    cookie,
    body,
    headers: { 'idempotency-key': key },
  });
}

/** The status of payment `paymentId`, as its merchant sees it. */
export async function paymentStatus(t: TestApp, cookie: string, paymentId: string) {
  return (await t.request('GET', `/api/transactions/${paymentId}`, { cookie })).json().status as string;
}

/** The refunds of payment `paymentId` (`GET /api/payments/{id}/refunds`). */
export async function refundsOf(t: TestApp, cookie: string, paymentId: string) {
  return (await t.request('GET', `/api/payments/${paymentId}/refunds`, { cookie })).json();
}

/** The `refund.*` webhook event types recorded for merchant `merchantId`, oldest first. */
export async function eventTypes(t: TestApp, merchantId: string) {
  const rows = await queryRows<{ type: string }>(
    t.db,
    sql`select type from events where merchant_id = ${merchantId} and type like 'refund.%' order by id`,
  );
  return rows.map((r) => r.type);
}

/**
 * Helpers for paying links in tests the way the payer page does: tokenize the card with the
 * sandbox, then POST the payment with an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import type { CreateLinkPaymentInput } from '@malipo/contracts/payments';
import type { TestApp } from './test-app';

/** Creates a payment link for the signed-in merchant; returns its public id. */
export async function createLink(
  t: TestApp,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.request('POST', '/api/payment-links', {
    cookie,
    body: {
      productName: 'Test Product',
      description: 'A thing',
      amountMinor: 12_500,
      currency: 'USD',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`link creation failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** Tokenizes a card number with the sandbox provider; returns the token. */
export async function tokenizeCard(t: TestApp, number: string): Promise<string> {
  const res = await t.request('POST', '/api/sandbox/tokens', {
    body: { number, expiry: '12/30', cvc: '123', holderName: 'Ada Payer' },
  });
  if (res.statusCode !== 201) throw new Error(`tokenization failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** The pay request body for a card token. */
export function cardPayment(token: string): CreateLinkPaymentInput {
  return { payer: { name: 'Ada Payer', email: 'ada@example.com' }, paymentMethod: { type: 'card', token } };
}

/** The pay request body for a mobile money number (Rwanda, MTN). */
export function mobilePayment(phone: string): CreateLinkPaymentInput {
  return {
    payer: { name: 'Ada Payer', email: 'ada@example.com' },
    paymentMethod: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone },
  };
}

/** POSTs a payment for `linkId` with `key` (a fresh one by default). */
export function pay(t: TestApp, linkId: string, body: unknown, key: string = randomUUID()) {
  return t.request('POST', `/api/public/payment-links/${linkId}/payments`, {
    body,
    headers: { 'idempotency-key': key },
  });
}

/** The merchant's balances as a map currency → available minor units. */
export async function balances(t: TestApp, cookie: string): Promise<Record<string, number>> {
  const res = await t.request('GET', '/api/dashboard/balances', { cookie });
  const data = res.json().data as { currency: string; availableMinor: number }[];
  return Object.fromEntries(data.map((b) => [b.currency, b.availableMinor]));
}

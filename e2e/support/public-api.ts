/**
 * Payments and subscriptions made through the public API, as the payer pages make them, for tests
 * that need a receipt or a subscriber's self-service page without driving a checkout first.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const WRITE_HEADERS = { 'X-Requested-With': 'malipo' };

async function post(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await page.request.post(path, {
    data,
    headers: { ...WRITE_HEADERS, 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/** A sandbox card token for `number` (`POST /api/sandbox/tokens`). */
async function cardToken(page: Page, number: string): Promise<string> {
  const body = await post(page, '/api/sandbox/tokens', {
    number,
    expiry: '12/30',
    cvc: '123',
    holderName: 'Awa Diop',
  });
  return String(body.token);
}

const PAYER = { name: 'Awa Diop', email: 'awa@example.com' };

/** Pays payment link `linkId` with a sandbox test card; returns the receipt's id. */
export async function receiptOfCardPayment(page: Page, linkId: string): Promise<string> {
  const token = await cardToken(page, '4242 4242 4242 4242');
  const payment = await post(page, `/api/public/payment-links/${linkId}/payments`, {
    payer: PAYER,
    paymentMethod: { type: 'card', token },
  });
  return String(payment.receiptId);
}

/** Subscribes to subscription link `linkId` with a sandbox test card; returns the self-service token. */
export async function manageTokenOfSubscription(page: Page, linkId: string): Promise<string> {
  const token = await cardToken(page, '4242 4242 4242 4242');
  const subscription = await post(page, `/api/public/subscription-links/${linkId}/subscriptions`, {
    subscriber: PAYER,
    paymentMethod: { type: 'card', token },
  });
  return String(subscription.manageToken);
}

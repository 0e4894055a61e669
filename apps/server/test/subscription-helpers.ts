/**
 * Helpers for the subscription tests: create a plan, subscribe the way the payer page does, read a
 * subscription through its self-service token, and move the clock to a date and run due jobs.
 */
import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

/** Creates a subscription link for `cookie`; returns its id. */
export async function createPlan(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/subscription-links', {
    cookie,
    body: {
      title: 'Gym Plus',
      amountMinor: 1_000,
      currency: 'USD',
      billingCycle: 'monthly',
      trialDays: 0,
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`plan failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/**
 * Subscribes to `linkId` with `paymentMethod`; returns the response. `headers` adds request headers,
 * such as the `Accept-Language` a browser sends.
 */
export function subscribe(
  t: TestApp,
  linkId: string,
  paymentMethod: unknown,
  email = 'sub@example.com',
  key = randomUUID(),
  headers: Record<string, string> = {},
) {
  return t.request('POST', `/api/public/subscription-links/${linkId}/subscriptions`, {
    body: { subscriber: { name: 'Sam Subscriber', email }, paymentMethod },
    headers: { 'idempotency-key': key, ...headers },
  });
}

/** The self-service view of `token`. */
export async function managed(t: TestApp, token: string) {
  return (await t.request('GET', `/api/public/subscriptions/${token}`)).json();
}

/** Sets the clock to `iso` (when later than now) and runs every due job. */
export async function runAt(t: TestApp, iso: string) {
  const target = new Date(iso).getTime();
  const now = t.clock.now().getTime();
  if (target > now) t.clock.advance(target - now);
  await t.jobs.runDue();
}

/**
 * A link paid before is paid with its payment in the idempotency claim's statement, decided from
 * the link as this process last read it, and guarded by the link still reading the same
 * (docs/architecture.md#scale). Whatever changed since — paused, deleted, re-priced — the payment is
 * decided from the link as it is now, exactly as for a first payment.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { databaseQueriesSent } from '../src/db/client';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createDonationLink, donate, donationBody } from './storefront-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signUp('Remembering Shop'));
  token = await tokenizeCard(t, SANDBOX_CARDS.success);
  // The merchant's wallet exists from here on, so statement counts are the payments' alone.
  expect((await pay(t, await createLink(t, cookie), cardPayment(token))).statusCode).toBe(201);
});
afterAll(() => t.close());

/** A link this process has read: created and paid once. */
async function paidLink(): Promise<string> {
  const linkId = await createLink(t, cookie, { amountMinor: 2_500 });
  expect((await pay(t, linkId, cardPayment(token))).json().status).toBe('succeeded');
  return linkId;
}

async function paymentsOf(linkId: string): Promise<{ amount: number; currency: string }[]> {
  const rows = await t.db.execute(
    sql`select amount_minor as amount, currency from payments where source_id = ${linkId} order by created_at`,
  );
  return (rows as unknown as { rows: { amount: string | number; currency: string }[] }).rows.map((r) => ({
    amount: Number(r.amount),
    currency: r.currency,
  }));
}

describe('a link paid before', () => {
  it('is paid in three statements; its first payment took four', async () => {
    const linkId = await createLink(t, cookie);
    const counted = async () => {
      const before = databaseQueriesSent();
      expect((await pay(t, linkId, cardPayment(token))).json().status).toBe('succeeded');
      return databaseQueriesSent() - before;
    };
    // The claim with the link's read; the payment; the sandbox charge; the answer.
    expect(await counted()).toBe(4);
    // The claim with the payment; the sandbox charge; the answer.
    expect(await counted()).toBe(3);
  });

  it('refuses a payment once paused, and takes the same key once active again', async () => {
    const linkId = await paidLink();
    await t.request('PATCH', `/api/payment-links/${linkId}`, { cookie, body: { status: 'paused' } });
    const key = randomUUID();
    const refused = await pay(t, linkId, cardPayment(token), key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'link_unavailable',
      message: 'This payment link is paused.',
    });
    expect(await paymentsOf(linkId)).toHaveLength(1);

    await t.request('PATCH', `/api/payment-links/${linkId}`, { cookie, body: { status: 'active' } });
    const retried = await pay(t, linkId, cardPayment(token), key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().status).toBe('succeeded');
  });

  it('is not found once deleted', async () => {
    const linkId = await paidLink();
    expect((await t.request('DELETE', `/api/payment-links/${linkId}`, { cookie })).statusCode).toBe(204);
    expect((await pay(t, linkId, cardPayment(token))).statusCode).toBe(404);
    expect(await paymentsOf(linkId)).toHaveLength(1);
  });

  it('charges what the link says now, not what was read before', async () => {
    const linkId = await paidLink();
    await t.db.execute(
      sql`update payment_links set amount_minor = 4000, currency = 'KES' where id = ${linkId}`,
    );
    const res = await pay(t, linkId, cardPayment(token));
    expect(res.json()).toMatchObject({ status: 'succeeded', amountMinor: 4_000, currency: 'KES' });
    expect(await paymentsOf(linkId)).toEqual([
      { amount: 2_500, currency: 'USD' },
      { amount: 4_000, currency: 'KES' },
    ]);
  });

  it('replays the first answer for a repeated key, and makes no second payment', async () => {
    const linkId = await paidLink();
    const key = randomUUID();
    const first = await pay(t, linkId, cardPayment(token), key);
    const again = await pay(t, linkId, cardPayment(token), key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await paymentsOf(linkId)).toHaveLength(2);
  });
});

describe('a donation link donated to before', () => {
  it('refuses a donation once paused', async () => {
    const link = await createDonationLink(t, cookie);
    const method = cardPayment(token).paymentMethod;
    expect((await donate(t, link.id, donationBody(1_000, method))).json().status).toBe('succeeded');
    await t.request('PATCH', `/api/donation-links/${link.id}`, { cookie, body: { status: 'paused' } });
    const refused = await donate(t, link.id, donationBody(1_000, method));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('link_unavailable');
    expect(await paymentsOf(link.id)).toHaveLength(1);
  });
});

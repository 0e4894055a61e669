import { sql } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createPlan, managed, runAt, subscribe } from './subscription-helpers';
import { createTestApp, type TestApp } from './test-app';
import { addBankAccount, depositByCard, walletPost } from './wallet-helpers';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', SANDBOX_PAYOUT_DELAY_MS: '5000' } });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  await t.jobs.runDue();
  receiver.received.length = 0;
});

/** Signs up a merchant with an endpoint listening to `eventTypes` (all by default) at `/m/{n}`. */
async function merchantWithEndpoint(eventTypes: string[] = []) {
  const merchant = await t.signUp();
  const path = `/m/${Math.random().toString(36).slice(2)}`;
  const res = await t.request('POST', '/api/webhook-endpoints', {
    cookie: merchant.cookie,
    body: { url: receiver.url(path), eventTypes },
  });
  if (res.statusCode !== 201) throw new Error(`endpoint failed: ${res.body}`);
  return { ...merchant, path };
}

/** Runs due jobs (twice: a job may record an event whose delivery is then due); the events the receiver got at `path`, in order. */
async function eventsAt(path: string) {
  await t.jobs.runDue();
  await t.jobs.runDue();
  return receiver.received
    .filter((r) => r.path === path)
    .map((r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> });
}

async function payLink(cookie: string, card: string) {
  const linkId = await createLink(t, cookie);
  const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, card)));
  return res.json() as { id: string; status: string };
}

describe('webhook events', () => {
  it('a succeeded payment sends payment.succeeded with the transaction', async () => {
    const { cookie, path } = await merchantWithEndpoint();
    const payment = await payLink(cookie, SANDBOX_CARDS.success);
    const events = await eventsAt(path);
    expect(events.map((e) => e.type)).toEqual(['payment.succeeded']);
    expect(events[0]?.data).toMatchObject({
      id: payment.id,
      object: 'transaction',
      status: 'succeeded',
      amountMinor: 12_500,
      currency: 'USD',
      paymentMethod: { type: 'card', last4: '4242' },
    });
    expect(events[0]?.id).toMatch(/^evt_/);
  });

  it('a declined payment sends payment.failed with the reason', async () => {
    const { cookie, path } = await merchantWithEndpoint();
    await payLink(cookie, SANDBOX_CARDS.declined);
    const [event] = await eventsAt(path);
    expect(event).toMatchObject({
      type: 'payment.failed',
      data: { status: 'failed', failure: { code: expect.any(String) } },
    });
  });

  it('an endpoint gets only the event types it listens to', async () => {
    const { cookie, path } = await merchantWithEndpoint(['payment.failed']);
    await payLink(cookie, SANDBOX_CARDS.success);
    await payLink(cookie, SANDBOX_CARDS.declined);
    expect((await eventsAt(path)).map((e) => e.type)).toEqual(['payment.failed']);
  });

  it("each of a merchant's listening endpoints gets the event once, with its own delivery and job", async () => {
    const merchant = await merchantWithEndpoint();
    const second = `/m/${Math.random().toString(36).slice(2)}`;
    const deaf = `/m/${Math.random().toString(36).slice(2)}`;
    for (const [path, eventTypes] of [
      [second, ['payment.succeeded']],
      [deaf, ['payout.paid']],
    ] as const) {
      const res = await t.request('POST', '/api/webhook-endpoints', {
        cookie: merchant.cookie,
        body: { url: receiver.url(path), eventTypes },
      });
      expect(res.statusCode).toBe(201);
    }
    const payment = await payLink(merchant.cookie, SANDBOX_CARDS.success);
    const deliveries = await queryRows<{ id: string; jobs: number }>(
      t.db,
      sql`select d.id, (select count(*) from jobs j where j.payload->>'deliveryId' = d.id)::int as jobs
          from webhook_deliveries d join events e on e.id = d.event_id
          where e.data->>'id' = ${payment.id}`,
    );
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) {
      expect(delivery.id).toMatch(/^whd_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(delivery.jobs).toBe(1);
    }
    expect((await eventsAt(merchant.path)).map((e) => e.type)).toEqual(['payment.succeeded']);
    expect((await eventsAt(second)).map((e) => e.data.id)).toEqual([payment.id]);
    expect(await eventsAt(deaf)).toEqual([]);
  });

  it('the test event goes to the chosen endpoint only, whatever types it listens to', async () => {
    const { cookie, path } = await merchantWithEndpoint(['refund.succeeded']);
    const [chosen] = (await t.request('GET', '/api/webhook-endpoints', { cookie })).json().data as {
      id: string;
    }[];
    const otherPath = `${path}-other`;
    await t.request('POST', '/api/webhook-endpoints', {
      cookie,
      body: { url: receiver.url(otherPath), eventTypes: [] },
    });
    const sent = await t.request('POST', `/api/webhook-endpoints/${chosen?.id}/test`, { cookie });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ id: expect.stringMatching(/^whd_/), status: 'pending' });
    expect((await eventsAt(path)).map((e) => e.type)).toEqual(['webhook.test']);
    expect(await eventsAt(otherPath)).toEqual([]);
  });

  it('a disabled endpoint gets no events; another merchant never gets mine', async () => {
    const owner = await merchantWithEndpoint();
    const other = await merchantWithEndpoint();
    const [endpoint] = (await t.request('GET', '/api/webhook-endpoints', { cookie: owner.cookie })).json()
      .data;
    await t.request('PATCH', `/api/webhook-endpoints/${endpoint.id}`, {
      cookie: owner.cookie,
      body: { isEnabled: false },
    });
    await payLink(owner.cookie, SANDBOX_CARDS.success);
    expect(await eventsAt(owner.path)).toEqual([]);
    expect(await eventsAt(other.path)).toEqual([]);
  });

  it('payouts send payout.paid and payout.failed', async () => {
    const { cookie, path } = await merchantWithEndpoint(['payout.paid', 'payout.failed']);
    await depositByCard(t, cookie, 20_000);
    const accountId = await addBankAccount(t, cookie);
    const paid = await walletPost(t, cookie, '/api/wallet/payouts', {
      amountMinor: 5_000,
      currency: 'USD',
      destination: { type: 'bank', payoutAccountId: accountId },
    });
    const failed = await walletPost(t, cookie, '/api/wallet/payouts', {
      amountMinor: 5_000,
      currency: 'USD',
      destination: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '0788120002' },
    });
    await t.jobs.runDue();
    t.clock.advance(6_000);
    const events = await eventsAt(path);
    const byType = Object.fromEntries(events.map((e) => [e.type, e.data]));
    expect(byType['payout.paid']).toMatchObject({ object: 'payout', id: paid.json().id, status: 'paid' });
    expect(byType['payout.failed']).toMatchObject({ id: failed.json().id, status: 'failed' });
  });

  it('subscriptions send subscription.created and subscription.canceled', async () => {
    const { cookie, path } = await merchantWithEndpoint(['subscription.created', 'subscription.canceled']);
    const planId = await createPlan(t, cookie, { trialDays: 7 });
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    const created = await subscribe(t, planId, { type: 'card', token });
    const { manageToken } = created.json() as { manageToken: string };
    await t.request('POST', `/api/public/subscriptions/${manageToken}/cancel`);
    // Deliveries due at the same moment may arrive in any order (docs/webhooks.md).
    const byType = Object.fromEntries((await eventsAt(path)).map((e) => [e.type, e.data]));
    expect(Object.keys(byType).sort()).toEqual(['subscription.canceled', 'subscription.created']);
    expect(byType['subscription.created']).toMatchObject({ object: 'subscription', status: 'trialing' });
    expect(byType['subscription.canceled']).toMatchObject({ status: 'canceled' });
  });

  it('a renewal sends subscription.renewed; the first charge does not', async () => {
    const { cookie, path } = await merchantWithEndpoint(['subscription.renewed']);
    const planId = await createPlan(t, cookie);
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    const { manageToken } = (await subscribe(t, planId, { type: 'card', token })).json() as {
      manageToken: string;
    };
    expect(await eventsAt(path)).toEqual([]);
    await runAt(t, (await managed(t, manageToken)).subscription.nextBillingAt);
    const [renewed] = await eventsAt(path);
    expect(renewed).toMatchObject({ type: 'subscription.renewed', data: { status: 'active' } });
  });

  it('no event is written when the change it describes rolls back', async () => {
    const { cookie, user } = await merchantWithEndpoint();
    // Make the payment's outcome transaction fail at its very end, after the event was recorded.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION fail_completion() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'simulated failure'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER fail_completion BEFORE UPDATE ON idempotency_keys
        FOR EACH ROW WHEN (NEW.status = 'completed') EXECUTE FUNCTION fail_completion()`),
    );
    try {
      const linkId = await createLink(t, cookie);
      const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER fail_completion ON idempotency_keys'));
      await t.db.execute(sql.raw('DROP FUNCTION fail_completion()'));
    }
    const merchantId = user.merchantId;
    const statuses = await queryRows<{ status: string }>(
      t.db,
      sql`select status from payments where merchant_id = ${merchantId}`,
    );
    expect(statuses).toEqual([{ status: 'processing' }]);
    const events = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from events where merchant_id = ${merchantId}`,
    );
    expect(events).toEqual([{ count: 0 }]);
    const deliveries = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from webhook_deliveries where merchant_id = ${merchantId}`,
    );
    expect(deliveries).toEqual([{ count: 0 }]);
  });
});

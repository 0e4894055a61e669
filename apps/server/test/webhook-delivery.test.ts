/**
 * Webhook delivery: signing (Standard Webhooks), the delivery log, retries on the backoff schedule,
 * 410 Gone, resend, the lease that takes up an attempt cut short, and unreachable endpoints.
 */
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { WEBHOOK_DELIVER_JOB } from '../src/modules/webhooks/events';
import { WEBHOOK_RETRY_DELAYS_MS } from '../src/modules/webhooks/retry-schedule';
import { WEBHOOK_LEASE_MS } from '../src/modules/webhooks/webhook-delivery';
import { endpointCalls, webhookSuite } from './webhook-endpoint-helpers';
import type { TestApp } from './test-app';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const suite = webhookSuite();
const { addEndpoint, deliveries, sendTest } = endpointCalls(suite);
// Read once the suite's beforeAll has run.
let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(() => {
  ({ t, receiver } = suite);
});

describe('webhook delivery', () => {
  it('signs a test event per Standard Webhooks and logs the 2xx answer', async () => {
    const { cookie } = await t.signUp();
    const endpoint = await addEndpoint(cookie);
    const other = await addEndpoint(cookie, { url: receiver.url('/other') });
    receiver.answerWith({ status: 204 });
    const queued = await sendTest(cookie, endpoint.id);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    await t.jobs.runDue();

    expect(receiver.received.map((r) => r.path)).toEqual(['/hooks']);
    const [request] = receiver.received;
    const headers = request?.headers as Record<string, string>;
    const payload = new Webhook(endpoint.secret).verify(request?.body ?? '', headers);
    expect(payload).toMatchObject({ type: 'webhook.test', data: { object: 'test' } });
    expect(headers['webhook-id']).toBe((payload as { id: string }).id);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(headers['content-type']).toBe('application/json');

    const [logged] = await deliveries(cookie, endpoint.id);
    expect(logged).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 204,
      nextAttemptAt: null,
    });
    expect(await deliveries(cookie, other.id)).toEqual([]);
  });

  it('keeps the first 500 characters of the response', async () => {
    const { cookie } = await t.signUp();
    const endpoint = await addEndpoint(cookie);
    receiver.answerWith({ status: 200, body: 'é'.repeat(2000) });
    await sendTest(cookie, endpoint.id);
    await t.jobs.runDue();
    const [logged] = await deliveries(cookie, endpoint.id);
    expect(logged?.lastResponseSnippet).toBe('é'.repeat(500));
  });

  it('retries a failing endpoint on the backoff schedule for about 3 days, then gives up', async () => {
    const { cookie } = await t.signUp();
    const endpoint = await addEndpoint(cookie);
    const failures = WEBHOOK_RETRY_DELAYS_MS.length + 1;
    receiver.answerWith(...Array.from({ length: failures }, () => ({ status: 500, body: 'down' })));
    await sendTest(cookie, endpoint.id);
    await t.jobs.runDue();
    let totalMs = 0;
    for (const [index, delayMs] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      const [pending] = await deliveries(cookie, endpoint.id);
      expect(pending).toMatchObject({ status: 'pending', attempts: index + 1, lastStatusCode: 500 });
      expect(Date.parse(pending?.nextAttemptAt ?? '') - t.clock.now().getTime()).toBe(delayMs);
      t.clock.advance(delayMs - 1);
      await t.jobs.runDue();
      expect(receiver.received).toHaveLength(index + 1);
      t.clock.advance(1);
      await t.jobs.runDue();
      expect(receiver.received).toHaveLength(index + 2);
      totalMs += delayMs;
    }
    const [failed] = await deliveries(cookie, endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: failures, nextAttemptAt: null });
    expect(totalMs / 86_400_000).toBeGreaterThan(2.5);
    expect(totalMs / 86_400_000).toBeLessThanOrEqual(3);
    t.clock.advance(86_400_000);
    await t.jobs.runDue();
    expect(receiver.received).toHaveLength(failures);
  });

  it('an endpoint answering 410 Gone is disabled and not retried', async () => {
    const { cookie } = await t.signUp();
    const endpoint = await addEndpoint(cookie);
    receiver.answerWith({ status: 410, body: 'gone' });
    await sendTest(cookie, endpoint.id);
    await t.jobs.runDue();
    const [logged] = await deliveries(cookie, endpoint.id);
    expect(logged).toMatchObject({ status: 'failed', lastStatusCode: 410, nextAttemptAt: null });
    const [listed] = (await t.request('GET', '/api/webhook-endpoints', { cookie })).json().data;
    expect(listed).toMatchObject({ isEnabled: false, disabledReason: expect.stringContaining('410') });
    t.clock.advance(3_600_000);
    await t.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
  });

  it('resend makes one more attempt of the same event', async () => {
    const { cookie } = await t.signUp();
    const endpoint = await addEndpoint(cookie);
    receiver.answerWith({ status: 503, body: 'busy' });
    const { id } = (await sendTest(cookie, endpoint.id)).json() as { id: string };
    await t.jobs.runDue();
    const resent = await t.request('POST', `/api/webhook-endpoints/${endpoint.id}/deliveries/${id}/resend`, {
      cookie,
    });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toMatchObject({ id, status: 'pending', attempts: 1 });
    await t.jobs.runDue();
    const [first, second] = receiver.received;
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    expect((await deliveries(cookie, endpoint.id))[0]).toMatchObject({
      id,
      status: 'succeeded',
      attempts: 2,
      lastStatusCode: 200,
    });
    // The retry the first failure had scheduled finds the delivery done and sends nothing.
    t.clock.advance(WEBHOOK_RETRY_DELAYS_MS[0] ?? 0);
    await t.jobs.runDue();
    expect(receiver.received).toHaveLength(2);
  });

  it('a recorded answer leaves no job behind: the attempt is done and its lease job deleted', async () => {
    const { cookie } = await t.signUp();
    const endpoint = await addEndpoint(cookie);
    await sendTest(cookie, endpoint.id);
    await t.jobs.runDue();
    const [delivery] = await deliveries(cookie, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1 });
    const jobs = await queryRows<{ status: string }>(
      t.db,
      sql`select status from jobs where kind = ${WEBHOOK_DELIVER_JOB} and payload->>'deliveryId' = ${delivery?.id}`,
    );
    expect(jobs.map((job) => job.status)).toEqual(['done']);
  });

  it('an attempt whose answer could not be recorded is made again once its lease ends', async () => {
    const { cookie } = await t.signUp();
    const endpoint = await addEndpoint(cookie);
    await t.db.execute(
      sql.raw(`CREATE FUNCTION fail_recording() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'simulated failure'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER fail_recording BEFORE UPDATE ON webhook_deliveries
        FOR EACH ROW WHEN (NEW.last_status_code IS NOT NULL) EXECUTE FUNCTION fail_recording()`),
    );
    try {
      await sendTest(cookie, endpoint.id);
      await t.jobs.runDue();
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER fail_recording ON webhook_deliveries'));
      await t.db.execute(sql.raw('DROP FUNCTION fail_recording()'));
    }
    expect(receiver.received).toHaveLength(1);
    expect((await deliveries(cookie, endpoint.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    t.clock.advance(WEBHOOK_LEASE_MS);
    await t.jobs.runDue();
    expect(receiver.received).toHaveLength(2);
    expect((await deliveries(cookie, endpoint.id))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('an unreachable endpoint is logged with the reason and retried', async () => {
    const { cookie } = await t.signUp();
    const closed = await startWebhookReceiver();
    await closed.close();
    const endpoint = await addEndpoint(cookie, { url: closed.url() });
    await sendTest(cookie, endpoint.id);
    await t.jobs.runDue();
    const [logged] = (
      await t.request('GET', `/api/webhook-endpoints/${endpoint.id}/deliveries`, { cookie })
    ).json().data;
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(logged.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

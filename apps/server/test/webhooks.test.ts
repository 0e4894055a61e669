/** Webhook endpoints in the dashboard: adding, revealing and rotating secrets, editing, scoping. */
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointCalls, webhookSuite } from './webhook-endpoint-helpers';
import type { TestApp } from './test-app';
import type { WebhookReceiver } from './webhook-receiver';

const suite = webhookSuite();
const { addEndpoint, sendTest } = endpointCalls(suite);
// Read once the suite's beforeAll has run.
let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(() => {
  ({ t, receiver } = suite);
});

describe('webhook endpoints in the dashboard', () => {
  it('adds an endpoint with a whsec_ secret shown once, then only on reveal', async () => {
    const { cookie } = await t.signUp();
    const created = await addEndpoint(cookie, { eventTypes: ['payment.succeeded', 'payment.succeeded'] });
    expect(created).toMatchObject({
      url: receiver.url(),
      description: 'Orders service',
      eventTypes: ['payment.succeeded'],
      isEnabled: true,
      disabledReason: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = (await t.request('GET', '/api/webhook-endpoints', { cookie })).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('secret');
    const revealed = await t.request('GET', `/api/webhook-endpoints/${created.id}/secret`, { cookie });
    expect(revealed.json()).toEqual({ secret: created.secret });
    expect(revealed.headers['cache-control']).toBe('no-store');
  });

  it('refuses bad input with field messages', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('POST', '/api/webhook-endpoints', {
      cookie,
      body: { url: 'ftp://example.com/hook', eventTypes: ['payment.exploded'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['url', 'eventTypes.0']));
  });

  it('rotating the secret replaces it; later deliveries are signed with the new one', async () => {
    const { cookie } = await t.signUp();
    const endpoint = await addEndpoint(cookie);
    const rotated = await t.request('POST', `/api/webhook-endpoints/${endpoint.id}/secret/rotate`, {
      cookie,
    });
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).not.toBe(endpoint.secret);
    await sendTest(cookie, endpoint.id);
    await t.jobs.runDue();
    const [request] = receiver.received;
    const headers = request?.headers as Record<string, string>;
    expect(() => new Webhook(secret).verify(request?.body ?? '', headers)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(request?.body ?? '', headers)).toThrow();
  });

  it('disables, re-enables, edits and deletes an endpoint', async () => {
    const { cookie } = await t.signUp();
    const endpoint = await addEndpoint(cookie);
    const path = `/api/webhook-endpoints/${endpoint.id}`;
    const disabled = await t.request('PATCH', path, { cookie, body: { isEnabled: false } });
    expect(disabled.json().isEnabled).toBe(false);
    expect((await sendTest(cookie, endpoint.id)).statusCode).toBe(409);
    const edited = await t.request('PATCH', path, {
      cookie,
      body: { isEnabled: true, url: receiver.url('/v2'), eventTypes: ['refund.failed'] },
    });
    expect(edited.json()).toMatchObject({
      isEnabled: true,
      url: receiver.url('/v2'),
      eventTypes: ['refund.failed'],
    });
    expect((await t.request('DELETE', path, { cookie })).statusCode).toBe(204);
    expect((await t.request('GET', '/api/webhook-endpoints', { cookie })).json().data).toEqual([]);
    expect((await t.request('PATCH', path, { cookie, body: { isEnabled: true } })).statusCode).toBe(404);
  });

  it("another merchant's endpoint or delivery answers 404 everywhere", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const endpoint = await addEndpoint(owner.cookie);
    const delivery = (await sendTest(owner.cookie, endpoint.id)).json() as { id: string };
    const base = `/api/webhook-endpoints/${endpoint.id}`;
    const attempts = [
      t.request('PATCH', base, { cookie: other.cookie, body: { isEnabled: false } }),
      t.request('DELETE', base, { cookie: other.cookie }),
      t.request('GET', `${base}/secret`, { cookie: other.cookie }),
      t.request('POST', `${base}/secret/rotate`, { cookie: other.cookie }),
      t.request('GET', `${base}/deliveries`, { cookie: other.cookie }),
      t.request('POST', `${base}/test`, { cookie: other.cookie }),
      t.request('POST', `${base}/deliveries/${delivery.id}/resend`, { cookie: other.cookie }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await t.request('GET', '/api/webhook-endpoints', { cookie: other.cookie })).json().data).toEqual(
      [],
    );
    const own = await t.request('GET', `${base}/secret`, { cookie: owner.cookie });
    expect(own.json().secret).toBe(endpoint.secret);
  });

  it('requires a session and the CSRF header', async () => {
    expect((await t.request('GET', '/api/webhook-endpoints')).statusCode).toBe(401);
    const { cookie } = await t.signUp();
    const res = await t.request('POST', '/api/webhook-endpoints', {
      cookie,
      body: { url: receiver.url() },
      headers: { 'x-requested-with': '' },
    });
    expect(res.statusCode).toBe(403);
  });
});

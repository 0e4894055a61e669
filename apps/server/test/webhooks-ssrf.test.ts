import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolveHost } from '../src/modules/webhooks/url-guard';
import { createTestApp, type TestApp } from './test-app';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** What the fake DNS answers for each host, changed by tests to rebind a name. */
const dns = new Map<string, string[]>();
/** Answers for the next look-ups of a host, taken before `dns`. */
const nextAnswers = new Map<string, string[][]>();
const resolveHost: ResolveHost = async (hostname) => {
  const queued = nextAnswers.get(hostname)?.shift();
  const addresses = queued ?? dns.get(hostname);
  if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let t: TestApp;
let receiver: WebhookReceiver;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ resolveHost });
  receiver = await startWebhookReceiver();
  cookie = (await t.signUp()).cookie;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const create = (url: string) => t.request('POST', '/api/webhook-endpoints', { cookie, body: { url } });

describe('the webhook SSRF guard (WEBHOOK_ALLOW_PRIVATE_URLS unset)', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://10.0.0.5/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://[fd00::1]/hook',
  ])('refuses an endpoint at %s', async (url) => {
    const res = await create(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { url: expect.any(String) },
    });
  });

  it('refuses a host name that resolves to a private address', async () => {
    dns.set('intranet.example.com', ['192.168.10.4']);
    const res = await create('https://intranet.example.com/hook');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.url).toMatch(/public internet address/);
  });

  it('refuses a URL edit to a private address', async () => {
    dns.set('hooks.example.com', ['93.184.216.34']);
    const { id } = (await create('https://hooks.example.com/a')).json() as { id: string };
    const res = await t.request('PATCH', `/api/webhook-endpoints/${id}`, {
      cookie,
      body: { url: 'http://169.254.169.254/' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks again at delivery: a host rebound to a private address gets nothing', async () => {
    dns.set('rebind.example.com', ['93.184.216.34']);
    const created = await create(`http://rebind.example.com:${receiver.port}/hooks`);
    expect(created.statusCode).toBe(201);
    dns.set('rebind.example.com', ['127.0.0.1']);
    const { id } = created.json() as { id: string };
    await t.request('POST', `/api/webhook-endpoints/${id}/test`, { cookie });
    await t.jobs.runDue();
    expect(receiver.received).toEqual([]);
    const [logged] = (await t.request('GET', `/api/webhook-endpoints/${id}/deliveries`, { cookie })).json()
      .data;
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(logged.lastError).toMatch(/public internet address/);
  });

  it('refuses the connection when the name rebinds between the check and the connect', async () => {
    dns.set('flip.example.com', ['93.184.216.34']);
    const created = await create(`http://flip.example.com:${receiver.port}/hooks`);
    const { id } = created.json() as { id: string };
    // The check before sending still sees the public address; the connection's own look-up does not.
    nextAnswers.set('flip.example.com', [['93.184.216.34'], ['127.0.0.1']]);
    await t.request('POST', `/api/webhook-endpoints/${id}/test`, { cookie });
    await t.jobs.runDue();
    expect(receiver.received).toEqual([]);
    const [logged] = (await t.request('GET', `/api/webhook-endpoints/${id}/deliveries`, { cookie })).json()
      .data;
    expect(logged.lastError).toMatch(/127\.0\.0\.1, a private or local address/);
  });
});

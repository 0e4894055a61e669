import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { SystemStatus } from '@malipo/contracts/public-site';
import { CSRF_HEADER } from '../src/plugins/csrf';
import { createTestApp, type TestApp } from './test-app';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
const FORM_LIMIT = 3;

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [t, plain] = await Promise.all([
    createTestApp({
      env: { ADMIN_API_TOKEN: ADMIN_TOKEN, PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT) },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
});

let nextIp = 1;
/** A fresh client address, so each test starts with its own rate-limit budget. */
const freshIp = () => `10.0.0.${nextIp++}`;

/** Posts JSON from `ip` the way our pages do (with the CSRF header). */
function post(url: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

const admin = (path: string, app: TestApp = t, token = ADMIN_TOKEN) =>
  app.request('GET', path, { headers: { authorization: `Bearer ${token}` } });

const contact = {
  firstName: ' Amina ',
  lastName: 'Uwase',
  email: 'Amina@Example.RW',
  company: '',
  subject: 'Pricing question',
  message: 'Do you support RWF payouts to MTN?',
};

const fieldsOf = (res: LightMyRequestResponse) =>
  (res.json() as { error: { fields?: Record<string, string> } }).error.fields;

describe('POST /api/public/contact', () => {
  it('stores the message and answers 201 with its id', async () => {
    const res = await post('/api/public/contact', contact, freshIp());
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect(id).toMatch(/^msg_/);

    const stored = (await admin('/api/admin/contact-messages')).json() as { data: Record<string, unknown>[] };
    expect(stored.data.find((m) => m.id === id)).toMatchObject({
      name: 'Amina Uwase',
      email: 'amina@example.rw',
      company: null,
      subject: 'Pricing question',
      message: 'Do you support RWF payouts to MTN?',
    });
  });

  it('names each missing or bad field with a clear message', async () => {
    const res = await post(
      '/api/public/contact',
      { email: 'not-an-email', company: 'x'.repeat(201) },
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect(fieldsOf(res)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter a valid email address',
      company: 'Company must be at most 200 characters',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('refuses blank and overlong text', async () => {
    const res = await post(
      '/api/public/contact',
      { ...contact, subject: '   ', message: 'x'.repeat(5001) },
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({
      subject: 'Subject is required',
      message: 'Message must be at most 5000 characters',
    });
  });

  it('refuses a cross-site form post without the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contact),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it(`answers 429 with Retry-After after ${FORM_LIMIT} messages a minute from one address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < FORM_LIMIT; i++) {
      expect((await post('/api/public/contact', contact, ip)).statusCode).toBe(201);
    }
    const limited = await post('/api/public/contact', contact, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post('/api/public/contact', contact, freshIp())).statusCode).toBe(201);
  });
});

describe('POST /api/public/newsletter', () => {
  const subscribers = async () =>
    (
      (await admin('/api/admin/newsletter-subscribers')).json() as {
        data: { email: string; source: string }[];
      }
    ).data;

  it('stores the email lower-cased; signing up again is not an error and stores nothing new', async () => {
    const ip = freshIp();
    const first = await post('/api/public/newsletter', { email: ' Kofi@Example.GH ', source: 'blog' }, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ subscribed: true });

    const again = await post('/api/public/newsletter', { email: 'kofi@example.gh' }, ip);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });

    const rows = (await subscribers()).filter((s) => s.email === 'kofi@example.gh');
    expect(rows).toEqual([expect.objectContaining({ email: 'kofi@example.gh', source: 'blog' })]);
  });

  it('defaults the source to the footer box', async () => {
    await post('/api/public/newsletter', { email: 'zanele@example.za' }, freshIp());
    expect((await subscribers()).find((s) => s.email === 'zanele@example.za')?.source).toBe('footer');
  });

  it('refuses a bad email or an unknown source with field messages', async () => {
    const res = await post('/api/public/newsletter', { email: 'nope', source: 'popup' }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ email: 'Enter a valid email address', source: 'Unknown sign-up source' });
  });

  it('is rate-limited per address like the contact form', async () => {
    const ip = freshIp();
    for (let i = 0; i < FORM_LIMIT; i++) {
      expect((await post('/api/public/newsletter', { email: `n${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const limited = await post('/api/public/newsletter', { email: 'late@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('admin API', () => {
  it('requires the bearer token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: ADMIN_TOKEN },
    ];
    for (const headers of attempts) {
      const res = await t.request('GET', '/api/admin/contact-messages', { headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    }
  });

  it('does not exist when ADMIN_API_TOKEN is not configured', async () => {
    for (const path of ['/api/admin/contact-messages', '/api/admin/newsletter-subscribers']) {
      expect((await admin(path, plain)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/status', () => {
  const status = async () => {
    const res = await plain.request('GET', '/api/status');
    expect(res.statusCode).toBe(200);
    const body = res.json() as SystemStatus;
    return { body, byId: Object.fromEntries(body.services.map((s) => [s.id, s])) };
  };

  it('measures the API and the database, and reports a stopped worker as an outage', async () => {
    const { body, byId } = await status();
    expect(body.services.map((s) => s.id)).toEqual(['api', 'database', 'job_worker']);
    expect(byId.database).toMatchObject({ status: 'operational', responseTimeMs: expect.any(Number) });
    expect(byId.api?.responseTimeMs).toEqual(expect.any(Number));
    expect(byId.job_worker).toMatchObject({ status: 'outage', responseTimeMs: null });
    expect(body.status).toBe('outage');
    expect(body.checkedAt).toBe(plain.clock.now().toISOString());
  });

  it('follows the worker heartbeat: fresh, late, then stale', async () => {
    const intervalMs = 60_000;
    plain.jobs.start(intervalMs);
    try {
      await plain.jobs.runDue();
      const fresh = await status();
      expect(fresh.byId.job_worker).toMatchObject({ status: 'operational', responseTimeMs: 0 });
      const worst = fresh.body.services.some((s) => s.status === 'degraded') ? 'degraded' : 'operational';
      expect(fresh.body.status).toBe(worst);

      plain.clock.advance(5 * intervalMs + 1);
      expect((await status()).byId.job_worker?.status).toBe('degraded');

      plain.clock.advance(30 * intervalMs);
      const stale = await status();
      expect(stale.byId.job_worker?.status).toBe('outage');
      expect(stale.body.status).toBe('outage');
    } finally {
      await plain.jobs.stop();
    }
    expect((await status()).byId.job_worker?.detail).toBe('The job worker is not running');
  });
});

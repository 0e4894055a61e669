/**
 * `GET /metrics` (README "Metrics", `plugins/metrics.ts`) through `app.inject`: 404 when
 * `METRICS_TOKEN` is unset, 401 without the token, and, with it, Prometheus text whose figures move
 * with what the app does — the request histogram by route pattern (never the raw URL), payments by
 * status and method, the job queue by kind and failed webhook attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { enqueueJob } from '../src/jobs/jobs.repo';
import { EMAIL_SEND_JOB } from '../src/modules/notifications/outbox';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const TOKEN = 'metrics-scrape-token-0123456789';

let t: TestApp;
let off: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
  off = await createTestApp();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await off.close();
  await receiver.close();
});

/** One sample line of the text format: `name{label="value",…} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/gy;

/** The value of a sample: a float, `+Inf`, `-Inf` or `NaN` (any case, as Prometheus reads them). */
function parseValue(text: string, line: string): number {
  const word = text.toLowerCase();
  if (word === '+inf' || word === 'inf') return Infinity;
  if (word === '-inf') return -Infinity;
  if (word === 'nan') return NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

/** Parses the Prometheus text format strictly: every line a comment (HELP, TYPE) or a sample. */
function parseMetrics(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('# HELP ')) continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type?.[1] && type[2]) {
      types.set(type[1], type[2]);
      continue;
    }
    const match = SAMPLE_LINE.exec(line);
    if (!match?.[1] || match[3] === undefined) throw new Error(`not a metrics line: ${line}`);
    const labels: Record<string, string> = {};
    const labelText = match[2] ?? '';
    LABEL.lastIndex = 0;
    let consumed = 0;
    for (let label = LABEL.exec(labelText); label; label = LABEL.exec(labelText)) {
      labels[label[1] ?? ''] = (label[2] ?? '').replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
      consumed = LABEL.lastIndex;
    }
    if (consumed !== labelText.length) throw new Error(`bad labels in: ${line}`);
    samples.push({ name: match[1], labels, value: parseValue(match[3], line) });
  }
  return { samples, types };
}

/** Scrapes `/metrics` with the token and parses it. */
async function scrape() {
  const res = await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return { text: res.body, ...parseMetrics(res.body), contentType: res.headers['content-type'] };
}

/** The value of the one sample `name` with exactly `labels`, or undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string>): number | undefined {
  const found = samples.filter(
    (s) =>
      s.name === name &&
      Object.keys(s.labels).length === Object.keys(labels).length &&
      Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

describe('access', () => {
  it('answers 404 when METRICS_TOKEN is not set, with or without a token', async () => {
    const bare = await off.request('GET', '/metrics');
    expect(bare.statusCode).toBe(404);
    expect(bare.json().error.code).toBe('not_found');
    const withToken = await off.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(404);
    expect(withToken.body).not.toContain('process_cpu');
  });

  it('answers 401 without the token, with a wrong one or another scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`]) {
      const res = await t.request('GET', '/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
      expect(res.body).not.toContain('process_cpu');
    }
  });
});

describe('what it exposes', () => {
  it('is Prometheus text with the default process metrics and the declared types', async () => {
    const { samples, types, contentType } = await scrape();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(types.get('malipo_http_request_duration_seconds')).toBe('histogram');
    expect(types.get('malipo_payments_created_24h')).toBe('gauge');
    expect(types.get('malipo_jobs_due')).toBe('gauge');
    expect(types.get('malipo_jobs_oldest_due_age_seconds')).toBe('gauge');
    expect(types.get('malipo_webhook_delivery_failures_total')).toBe('counter');
    expect(types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(samples.some((s) => s.name === 'nodejs_heap_size_used_bytes' && s.value > 0)).toBe(true);
    expect(valueOf(samples, 'malipo_metrics_database_up', {})).toBe(1);
  });

  it('times requests by route pattern and status class, never by the raw URL', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const secretLooking = 'sk_test_never_a_label_0123456789';
    const route = { method: 'GET', route: '/api/public/payment-links/:id', status_class: '2xx' };
    const missing = { method: 'GET', route: 'unmatched', status_class: '4xx' };
    const count = 'malipo_http_request_duration_seconds_count';
    const before = (await scrape()).samples;

    for (let i = 0; i < 3; i++) {
      expect((await t.request('GET', `/api/public/payment-links/${linkId}`)).statusCode).toBe(200);
    }
    expect((await t.request('GET', `/api/no-such-thing/${secretLooking}`)).statusCode).toBe(404);

    const { samples, text } = await scrape();
    expect(valueOf(samples, count, route)).toBe((valueOf(before, count, route) ?? 0) + 3);
    expect(valueOf(samples, count, missing)).toBe((valueOf(before, count, missing) ?? 0) + 1);
    const infBucket = valueOf(samples, 'malipo_http_request_duration_seconds_bucket', {
      ...route,
      le: '+Inf',
    });
    expect(infBucket).toBe(valueOf(samples, count, route));
    expect(valueOf(samples, 'malipo_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(text).not.toContain(linkId);
    expect(text).not.toContain(secretLooking);
  });

  it('counts payments by status and method, and the count moves when a payment is made', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const name = 'malipo_payments_created_24h';
    const succeeded = { status: 'succeeded', method: 'card' };
    const failed = { status: 'failed', method: 'card' };
    const before = (await scrape()).samples;
    expect(valueOf(before, name, { status: 'processing', method: 'bank_transfer' })).toBe(0);

    const paid = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
    expect(paid.json().status).toBe('succeeded');
    const declined = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.declined)));
    expect(declined.json().status).toBe('failed');

    const after = (await scrape()).samples;
    expect(valueOf(after, name, succeeded)).toBe((valueOf(before, name, succeeded) ?? 0) + 1);
    expect(valueOf(after, name, failed)).toBe((valueOf(before, name, failed) ?? 0) + 1);
  });

  it('reports the queue depth and the oldest due job age by kind', async () => {
    const due = { kind: EMAIL_SEND_JOB };
    const before = (await scrape()).samples;
    expect(valueOf(before, 'malipo_jobs_due', due)).toBe(0);
    expect(valueOf(before, 'malipo_jobs_oldest_due_age_seconds', due)).toBe(0);

    const now = t.clock.now();
    const payload = { emailId: 'eml_not_there' };
    await enqueueJob(t.db, { kind: EMAIL_SEND_JOB, payload, runAt: new Date(now.getTime() - 90_000), now });
    await enqueueJob(t.db, { kind: EMAIL_SEND_JOB, payload, runAt: now, now });
    await enqueueJob(t.db, { kind: EMAIL_SEND_JOB, payload, runAt: new Date(now.getTime() + 60_000), now });

    const after = (await scrape()).samples;
    expect(valueOf(after, 'malipo_jobs_due', due)).toBe(2);
    expect(valueOf(after, 'malipo_jobs_oldest_due_age_seconds', due)).toBe(90);

    await t.jobs.runDue();
    const drained = (await scrape()).samples;
    expect(valueOf(drained, 'malipo_jobs_due', due)).toBe(0);
    expect(valueOf(drained, 'malipo_jobs_oldest_due_age_seconds', due)).toBe(0);
  });

  it('counts failed webhook delivery attempts by status class', async () => {
    const { cookie } = await t.signUp();
    const addEndpoint = async (url: string) => {
      const res = await t.request('POST', '/api/webhook-endpoints', { cookie, body: { url } });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const answering = await addEndpoint(receiver.url());
    // Nothing listens on port 1: the attempt gets no answer.
    const silent = await addEndpoint('http://127.0.0.1:1/hooks');
    const name = 'malipo_webhook_delivery_failures_total';
    const before = (await scrape()).samples;

    receiver.answerWith({ status: 500 }, { status: 200 });
    for (const id of [answering, silent, answering]) {
      expect((await t.request('POST', `/api/webhook-endpoints/${id}/test`, { cookie })).statusCode).toBe(202);
    }
    await t.jobs.runDue();

    const after = (await scrape()).samples;
    const moved = (status_class: string) =>
      (valueOf(after, name, { status_class }) ?? 0) - (valueOf(before, name, { status_class }) ?? 0);
    expect(moved('5xx')).toBe(1);
    expect(moved('none')).toBe(1);
    expect(moved('4xx')).toBe(0);
    expect(receiver.received).toHaveLength(2);
  });
});

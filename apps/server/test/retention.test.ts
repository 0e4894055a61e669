/**
 * The retention (docs/architecture.md#retention) on a real database, on a manual clock: rows made
 * through the app's own flows — sign-ups (sessions), card payments and a subscription in its trial
 * (idempotency keys, sandbox tokens, events, an outbox email), webhook endpoints and test events (deliveries), jobs run by the runner — then the
 * clock moved and the daily `retention.prune` job run through `jobs.runDue()`. Each step checks
 * exactly which rows went and which stayed, and the counts the job logs. Windows are short and the
 * batch tiny (2 rows), so every kind is deleted over several statements.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { loadConfig } from '../src/config';
import { emailOutbox, jobs, webhookDeliveries } from '../src/db/schema';
import { enqueueJob } from '../src/jobs/jobs.repo';
import { nextRetentionAt } from '../src/modules/retention/retention-jobs';
import { deleteFinishedJobs } from '../src/modules/retention/retention.repo';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { retentionProbe, without } from './retention-helpers';
import { createPlan, subscribe } from './subscription-helpers';
import { createTestApp, type TestApp } from './test-app';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const DAY_MS = 24 * 3600_000;
const WINDOWS = { doneJobs: 3, failedJobs: 5, events: 10, sandbox: 2, emails: 8 };
const SESSION_TTL_MS = 2 * DAY_MS;

let t: TestApp;
let receiver: WebhookReceiver;
let start: Date;
let probe: ReturnType<typeof retentionProbe>;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RETENTION_JOBS_DAYS: String(WINDOWS.doneJobs),
      RETENTION_FAILED_JOBS_DAYS: String(WINDOWS.failedJobs),
      RETENTION_EVENTS_DAYS: String(WINDOWS.events),
      RETENTION_SANDBOX_DAYS: String(WINDOWS.sandbox),
      RETENTION_EMAILS_DAYS: String(WINDOWS.emails),
      RETENTION_BATCH_SIZE: '2',
      SESSION_TTL_MS: String(SESSION_TTL_MS),
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    },
  });
  receiver = await startWebhookReceiver();
  start = t.clock.now();
  probe = retentionProbe(t, WINDOWS);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const daysAfterStart = (days: number) => new Date(start.getTime() + days * DAY_MS);

const merchantA = { cookie: '', userId: '', linkId: '' };
const merchantB = { cookie: '', userId: '' };
const made = {
  usedTokens: [] as string[],
  /** Tokens of settled payments, which drop them: spent like unused ones (docs/payments.md#idempotency). */
  settledDay0: [] as string[],
  settledDay4: '',
  unusedDay0: '',
  unusedDay4: '',
  deliveryJobs: [] as string[],
  day0Keys: [] as string[],
  eventsWithoutDeliveries: [] as string[],
  testEvent: '',
  paymentEvent: '',
  settledDeliveries: [] as string[],
  pendingDelivery: '',
  failedJob: '',
  laterJob: '',
  sentEmails: [] as string[],
  queuedEmail: '',
};

describe('the daily retention job', () => {
  it('is scheduled for the next 03:00 UTC when the worker starts, once', async () => {
    expect(await probe.pendingRetentionRuns()).toEqual([]);
    t.jobs.start(3600_000);
    try {
      await vi.waitFor(async () => expect(await probe.pendingRetentionRuns()).toHaveLength(1));
    } finally {
      await t.jobs.stop();
    }
    expect(await probe.pendingRetentionRuns()).toEqual([nextRetentionAt(start).getTime()]);
    expect(nextRetentionAt(start).getUTCHours()).toBe(3);
  });

  it('day 0: sessions, payments, tokens, events, deliveries and jobs are made', async () => {
    const a = await t.signUp('Merchant A');
    Object.assign(merchantA, { cookie: a.cookie, userId: a.user.id, linkId: await createLink(t, a.cookie) });
    const before = await probe.snapshot();

    // A payment before any webhook endpoint: its events have no delivery.
    const token0 = await tokenizeCard(t, SANDBOX_CARDS.success);
    const paid0 = await pay(t, merchantA.linkId, cardPayment(token0));
    expect(paid0.json().status).toBe('succeeded');
    // A subscription in its trial holds its card token, though no payment has used it yet.
    const plan = await createPlan(t, merchantA.cookie, { trialDays: 30 });
    const subscriptionToken = await tokenizeCard(t, SANDBOX_CARDS.success);
    const subscribed = await subscribe(t, plan, { type: 'card', token: subscriptionToken });
    expect(subscribed.statusCode).toBe(201);
    made.eventsWithoutDeliveries = without((await probe.snapshot()).events, before.events);
    expect(made.eventsWithoutDeliveries.length).toBeGreaterThan(0);

    const addEndpoint = async (url: string) => {
      const res = await t.request('POST', '/api/webhook-endpoints', {
        cookie: merchantA.cookie,
        body: { url },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const answering = await addEndpoint(receiver.url());
    // Nothing listens on port 1: its delivery stays pending, retried for days.
    const silent = await addEndpoint('http://127.0.0.1:1/hooks');

    const beforePayment = await probe.snapshot();
    const token1 = await tokenizeCard(t, SANDBOX_CARDS.success);
    const paid1 = await pay(t, merchantA.linkId, cardPayment(token1));
    expect(paid1.json().status).toBe('succeeded');
    const paymentEvents = without((await probe.snapshot()).events, beforePayment.events);
    expect(paymentEvents).toHaveLength(1);
    made.paymentEvent = paymentEvents[0] ?? '';

    const test = await t.request('POST', `/api/webhook-endpoints/${answering}/test`, {
      cookie: merchantA.cookie,
    });
    expect(test.statusCode).toBe(202);
    made.testEvent = test.json().eventId as string;

    made.unusedDay0 = await tokenizeCard(t, SANDBOX_CARDS.success);
    made.usedTokens = [subscriptionToken];
    made.settledDay0 = [token0, token1];
    made.day0Keys = (await probe.snapshot()).keys;
    expect(made.day0Keys).toHaveLength(3);

    // A job of a kind no handler runs fails at its one attempt; one due in a month waits.
    made.failedJob = await enqueueJob(t.db, {
      kind: 'retention.test.unhandled',
      payload: {},
      runAt: start,
      now: start,
      maxAttempts: 1,
    });
    made.laterJob = await enqueueJob(t.db, {
      kind: 'retention.test.later',
      payload: {},
      runAt: daysAfterStart(30),
      now: start,
    });

    await t.jobs.runDue();
    t.clock.advance(2 * 60_000);
    await t.jobs.runDue();

    const deliveries = await t.db.select().from(webhookDeliveries);
    made.settledDeliveries = deliveries.filter((d) => d.status === 'succeeded').map((d) => d.id);
    made.pendingDelivery = deliveries.find((d) => d.endpointId === silent)?.id ?? '';
    expect(made.settledDeliveries).toHaveLength(2);
    expect(deliveries.find((d) => d.id === made.pendingDelivery)).toMatchObject({
      status: 'pending',
      eventId: made.paymentEvent,
    });
    const failed = await t.db.select().from(jobs).where(eq(jobs.id, made.failedJob));
    expect(failed[0]?.status).toBe('failed');
    for (const deliveryId of made.settledDeliveries) {
      // One job per attempt: each ran and is done.
      const delivered = await probe.deliveryJobs(deliveryId);
      expect(delivered.length).toBeGreaterThan(0);
      expect(delivered.filter((job) => job.status !== 'done')).toEqual([]);
      made.deliveryJobs.push(...delivered.map((job) => job.id));
    }
    // The subscription's welcome email was written and then sent (logged: no SMTP server here);
    // one whose send job never ran is still queued.
    const emails = await t.db.select().from(emailOutbox);
    expect(emails.map((email) => email.status)).toEqual(['logged']);
    made.sentEmails = emails.map((email) => email.id);
    made.queuedEmail = 'eml_retention_queued';
    await t.db.insert(emailOutbox).values({
      id: made.queuedEmail,
      merchantId: emails[0]?.merchantId ?? '',
      kind: 'subscribed',
      toAddress: 'waiting@example.com',
      subject: 'Queued',
      body: 'Never sent',
      status: 'queued',
      createdAt: start,
    });
    expect(probe.prunedLogs()).toEqual([]);
  });

  it('day 4: expired sessions and keys, unused old tokens and old done jobs go; the rest stays', async () => {
    t.clock.set(daysAfterStart(4));
    const b = await t.signUp('Merchant B');
    Object.assign(merchantB, { cookie: b.cookie, userId: b.user.id });
    const linkB = await createLink(t, b.cookie);
    const tokenB = await tokenizeCard(t, SANDBOX_CARDS.success);
    expect((await pay(t, linkB, cardPayment(tokenB))).json().status).toBe('succeeded');
    made.settledDay4 = tokenB;
    made.unusedDay4 = await tokenizeCard(t, SANDBOX_CARDS.declined);

    const before = await probe.snapshot();
    const jobsBefore = await probe.jobsBeforeRun();
    expect(jobsBefore.pastWindow.map((job) => job.id)).toEqual(expect.arrayContaining(made.deliveryJobs));
    expect(jobsBefore.kept.map((job) => job.id)).toEqual(
      expect.arrayContaining([made.failedJob, made.laterJob]),
    );
    expect(await probe.pendingRetentionRuns()).toEqual([nextRetentionAt(start).getTime()]);

    await t.jobs.runDue();

    const after = await probe.snapshot();
    expect(after.sessions).toEqual([merchantB.userId]);
    expect(after.keys).toEqual(without(before.keys, made.day0Keys));
    expect(after.keys).toHaveLength(1);
    expect(after.tokens).toEqual(without(before.tokens, [made.unusedDay0, ...made.settledDay0]));
    expect(after.tokens).toEqual(
      expect.arrayContaining([...made.usedTokens, made.unusedDay4, made.settledDay4]),
    );
    expect(after.events).toEqual(before.events);
    expect(after.deliveries).toEqual(before.deliveries);
    expect(after.emails).toEqual(before.emails);

    const left = new Map((await probe.jobRows()).map((job) => [job.id, job]));
    expect(made.deliveryJobs.filter((id) => left.has(id))).toEqual([]);
    expect(left.get(made.failedJob)?.status).toBe('failed');
    expect(left.get(made.laterJob)?.status).toBe('pending');
    await probe.expectJobsPruned(jobsBefore);

    const logs = probe.prunedLogs();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      sessions: 1,
      idempotencyKeys: made.day0Keys.length,
      sandboxCardTokens: 1 + made.settledDay0.length,
      failedJobs: 0,
      webhookDeliveries: 0,
      events: 0,
      emails: 0,
    });
    expect(logs[0]?.doneJobs).toBeGreaterThanOrEqual(jobsBefore.pastWindow.length);
    expect(await probe.pendingRetentionRuns()).toEqual([nextRetentionAt(t.clock.now()).getTime()]);
  });

  it('day 11: the old event log and sent emails go, but a pending delivery keeps its event and a queued email stays; failed jobs go after their window', async () => {
    t.clock.set(daysAfterStart(11));
    const before = await probe.snapshot();
    const jobsBefore = await probe.jobsBeforeRun();
    expect(jobsBefore.pastWindow.filter((job) => job.status === 'failed').map((job) => job.id)).toEqual([
      made.failedJob,
    ]);
    const [pending] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, made.pendingDelivery));
    expect(pending?.status).toBe('pending');

    await t.jobs.runDue();

    const after = await probe.snapshot();
    const goneEvents = [...made.eventsWithoutDeliveries, made.testEvent];
    expect(after.events).toEqual(without(before.events, goneEvents));
    expect(after.events).toContain(made.paymentEvent);
    expect(after.deliveries).toEqual(without(before.deliveries, made.settledDeliveries));
    expect(after.deliveries).toContain(made.pendingDelivery);
    expect(after.sessions).toEqual([]);
    expect(after.keys).toEqual([]);
    expect(after.tokens).toEqual(without(before.tokens, [made.unusedDay4, made.settledDay4]));
    expect(after.emails).toEqual(without(before.emails, made.sentEmails));
    expect(after.emails).toContain(made.queuedEmail);

    const left = new Map((await probe.jobRows()).map((job) => [job.id, job]));
    expect(left.has(made.failedJob)).toBe(false);
    expect(left.get(made.laterJob)?.status).toBe('pending');
    await probe.expectJobsPruned(jobsBefore);

    const logs = probe.prunedLogs();
    expect(logs).toHaveLength(2);
    expect(logs[1]).toMatchObject({
      sessions: 1,
      idempotencyKeys: before.keys.length,
      sandboxCardTokens: 2,
      failedJobs: 1,
      webhookDeliveries: made.settledDeliveries.length,
      events: goneEvents.length,
      emails: made.sentEmails.length,
    });
    expect(await probe.pendingRetentionRuns()).toEqual([nextRetentionAt(t.clock.now()).getTime()]);
  });

  it('deletes at most one batch per statement, and only finished jobs', async () => {
    const now = t.clock.now();
    for (let i = 0; i < 5; i++) {
      await enqueueJob(t.db, { kind: 'email.send', payload: { emailId: `eml_none_${i}` }, runAt: now, now });
    }
    await t.jobs.runDue();
    const before = new Date(now.getTime() + 1);
    const finished = (await probe.jobRows()).filter((job) => job.status === 'done' && job.runAt < before);
    expect(finished.length).toBeGreaterThanOrEqual(5);
    const pendingBefore = (await probe.jobRows())
      .filter((job) => job.status === 'pending')
      .map((job) => job.id);

    const batches: number[] = [];
    for (;;) {
      const deleted = await deleteFinishedJobs(t.db, { status: 'done', before, limit: 2 });
      batches.push(deleted);
      if (deleted < 2) break;
    }
    expect(Math.max(...batches)).toBe(2);
    expect(batches.reduce((sum, n) => sum + n, 0)).toBe(finished.length);
    const left = await probe.jobRows();
    expect(left.filter((job) => job.status === 'done' && job.runAt < before)).toEqual([]);
    expect(
      left
        .filter((job) => job.status === 'pending')
        .map((job) => job.id)
        .sort(),
    ).toEqual(pendingBefore.sort());
  });
});

describe('the retention windows', () => {
  it('default to a week for done jobs and unused sandbox tokens, 30 days for failed jobs and events, 90 for sandbox charges and emails', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      RETENTION_JOBS_DAYS: 7,
      RETENTION_FAILED_JOBS_DAYS: 30,
      RETENTION_EVENTS_DAYS: 30,
      RETENTION_SANDBOX_DAYS: 7,
      RETENTION_SANDBOX_CHARGES_DAYS: 90,
      RETENTION_EMAILS_DAYS: 90,
      RETENTION_BATCH_SIZE: 5000,
    });
  });

  it('refuse a window under one day or a batch of nothing, naming the variable', () => {
    expect(() => loadConfig({ RETENTION_EVENTS_DAYS: '0' })).toThrow(/RETENTION_EVENTS_DAYS/);
    expect(() => loadConfig({ RETENTION_JOBS_DAYS: 'a week' })).toThrow(/RETENTION_JOBS_DAYS/);
    expect(() => loadConfig({ RETENTION_BATCH_SIZE: '0' })).toThrow(/RETENTION_BATCH_SIZE/);
  });
});

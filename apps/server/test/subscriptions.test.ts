import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createJobRunner } from '../src/jobs/job-runner';
import { enqueueJob } from '../src/jobs/jobs.repo';
import { createTestApp, type TestApp } from './test-app';
import { balances, tokenizeCard } from './payment-helpers';
import { unbalancedTransactions } from './ledger-helpers';
import { depositByCard } from './wallet-helpers';
import { createPlan, managed, runAt, subscribe } from './subscription-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 3600_000;

/** A fresh session cookie: the test moves the clock past the 30-day session lifetime. */
async function login(email: string): Promise<string> {
  const res = await t.request('POST', '/api/auth/login', { body: { email, password: 'correct-horse-9' } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

async function planStats(email: string, linkId: string) {
  const list = (await t.request('GET', '/api/subscription-links', { cookie: await login(email) })).json()
    .data;
  const link = list.find((l: { id: string }) => l.id === linkId);
  return { subscribers: link.subscribersCount as number, revenue: link.totalRevenueMinor as number };
}

async function emailKinds(email: string) {
  const rows = (await t.request('GET', '/api/notifications', { cookie: await login(email) })).json().data;
  return rows.map((r: { kind: string }) => r.kind).reverse();
}

/** A payer whose virtual card spends from a wallet holding `fundedMinor`, tokenized like a payer page. */
async function virtualCardPayer(fundedMinor: number) {
  const payer = await t.signUp('Card Payer');
  await depositByCard(t, payer.cookie, fundedMinor);
  await t.request('POST', '/api/virtual-card', { cookie: payer.cookie });
  const revealed = (await t.request('POST', '/api/virtual-card/reveal', { cookie: payer.cookie })).json();
  const token = (
    await t.request('POST', '/api/sandbox/tokens', {
      body: {
        number: revealed.number,
        expiry: revealed.expiry,
        cvc: revealed.securityCode,
        holderName: 'Card Payer',
      },
    })
  ).json().token as string;
  return { ...payer, token };
}

describe('subscription billing engine', () => {
  it('trial → first charge → three renewals → failure → retries → past_due → canceled, with ledger and stats at every step', async () => {
    const merchant = await t.signUp('Gym');
    const linkId = await createPlan(t, merchant.cookie, { trialDays: 7 });
    const payer = await virtualCardPayer(4_000); // pays four periods, then runs dry
    const res = await subscribe(t, linkId, { type: 'card', token: payer.token });
    expect(res.statusCode).toBe(201);
    const token = res.json().manageToken as string;
    let sub = res.json().subscription;
    expect(sub).toMatchObject({ status: 'trialing', charges: [] });
    const trialEnd = new Date(sub.trialEndsAt).getTime();
    expect(trialEnd - t.clock.now().getTime()).toBe(7 * DAY);
    await t.jobs.runDue();
    expect(await planStats(merchant.email, linkId)).toEqual({ subscribers: 1, revenue: 0 });
    expect(await balances(t, await login(merchant.email))).toEqual({});

    // Trial ends: period 1 is charged, then three monthly renewals.
    for (let period = 1; period <= 4; period += 1) {
      await runAt(t, (await managed(t, token)).subscription.nextBillingAt);
      sub = (await managed(t, token)).subscription;
      expect(sub.status).toBe('active');
      expect(sub.charges).toHaveLength(period);
      expect(sub.charges.at(-1)).toMatchObject({ period, status: 'succeeded', amountMinor: 1_000 });
      expect(sub.charges.at(-1).receiptId).toMatch(/^rcpt_/);
      expect(await balances(t, await login(merchant.email))).toEqual({ USD: 1_000 * period });
      expect(await balances(t, await login(payer.email))).toEqual({ USD: 4_000 - 1_000 * period });
      expect(await planStats(merchant.email, linkId)).toEqual({ subscribers: 1, revenue: 1_000 * period });
      expect(await unbalancedTransactions(t.db)).toEqual([]);
    }
    // Monthly periods follow each other without gaps.
    expect(new Date(sub.currentPeriodEnd).getTime()).toBe(new Date(sub.nextBillingAt).getTime());

    // Period 5 fails (wallet empty) and is retried 1, 3 and 5 days after it was due.
    const due = new Date(sub.nextBillingAt).getTime();
    await runAt(t, sub.nextBillingAt);
    sub = (await managed(t, token)).subscription;
    expect(sub).toMatchObject({ status: 'active', failure: { code: 'insufficient_funds' } });
    expect(new Date(sub.nextBillingAt).getTime()).toBe(due + 1 * DAY);
    await runAt(t, sub.nextBillingAt);
    sub = (await managed(t, token)).subscription;
    expect(new Date(sub.nextBillingAt).getTime()).toBe(due + 3 * DAY);
    await runAt(t, sub.nextBillingAt);
    sub = (await managed(t, token)).subscription;
    expect(new Date(sub.nextBillingAt).getTime()).toBe(due + 5 * DAY);
    await runAt(t, sub.nextBillingAt);
    sub = (await managed(t, token)).subscription;
    expect(sub).toMatchObject({ status: 'past_due', nextBillingAt: null });
    expect(sub.charges.filter((c: { status: string }) => c.status === 'failed')).toHaveLength(4);
    expect(await planStats(merchant.email, linkId)).toEqual({ subscribers: 1, revenue: 4_000 });

    // Seven days past due: canceled; nothing is charged any more.
    t.clock.advance(7 * DAY);
    await t.jobs.runDue();
    sub = (await managed(t, token)).subscription;
    expect(sub).toMatchObject({ status: 'canceled', nextBillingAt: null });
    t.clock.advance(90 * DAY);
    await t.jobs.runDue();
    expect((await managed(t, token)).subscription.charges).toHaveLength(8);
    expect(await planStats(merchant.email, linkId)).toEqual({ subscribers: 0, revenue: 4_000 });
    expect(await balances(t, await login(merchant.email))).toEqual({ USD: 4_000 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);

    expect(await emailKinds(merchant.email)).toEqual([
      'subscribed',
      'renewal_receipt',
      'renewal_receipt',
      'renewal_receipt',
      'renewal_receipt',
      'charge_failed',
      'charge_failed',
      'charge_failed',
      'charge_failed',
      'canceled',
    ]);
    const mails = (
      await t.request('GET', '/api/notifications', { cookie: await login(merchant.email) })
    ).json().data;
    expect(mails.every((m: { status: string }) => m.status === 'logged')).toBe(true);
    expect(mails.at(-1).body).toContain(`/subscriptions/${token}`);
  });

  it('without a trial the first period is charged at once; a failing first charge cancels with the reason', async () => {
    const merchant = await t.signUp('Club');
    const linkId = await createPlan(t, merchant.cookie, { amountMinor: 2_500, billingCycle: 'weekly' });
    const ok = await subscribe(t, linkId, {
      type: 'card',
      token: await tokenizeCard(t, SANDBOX_CARDS.success),
    });
    expect(ok.json().subscription.status).toBe('incomplete');
    await t.jobs.runDue();
    const active = (await managed(t, ok.json().manageToken)).subscription;
    expect(active).toMatchObject({ status: 'active', charges: [{ period: 1, status: 'succeeded' }] });
    expect(new Date(active.nextBillingAt).getTime() - new Date(active.charges[0].createdAt).getTime()).toBe(
      7 * DAY,
    );

    const declined = await subscribe(
      t,
      linkId,
      { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.declined) },
      'd@example.com',
    );
    await t.jobs.runDue();
    expect((await managed(t, declined.json().manageToken)).subscription).toMatchObject({
      status: 'canceled',
      failure: { code: 'card_declined' },
    });
    const otp = await subscribe(
      t,
      linkId,
      { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.otp) },
      'o@example.com',
    );
    await t.jobs.runDue();
    expect((await managed(t, otp.json().manageToken)).subscription.failure.code).toBe(
      'authentication_required',
    );
    expect(await balances(t, merchant.cookie)).toEqual({ USD: 2_500 });
  });

  it('a mobile money first charge waits for the approval on the phone', async () => {
    const merchant = await t.signUp('Radio');
    const linkId = await createPlan(t, merchant.cookie, { amountMinor: 3_000, currency: 'RWF' });
    const res = await subscribe(t, linkId, {
      type: 'mobile_money',
      provider: 'mtn',
      country: 'RW',
      phone: '0788123456',
    });
    const token = res.json().manageToken;
    await t.jobs.runDue();
    expect((await managed(t, token)).subscription.status).toBe('incomplete');
    t.clock.advance(6_000);
    await t.jobs.runDue();
    t.clock.advance(2_000);
    await t.jobs.runDue();
    expect((await managed(t, token)).subscription).toMatchObject({
      status: 'active',
      paymentMethodLabel: expect.stringContaining('MTN'),
    });
    expect(await balances(t, merchant.cookie)).toEqual({ RWF: 3_000 });
  });

  it('two workers running the same due charge concurrently charge the period once', async () => {
    const merchant = await t.signUp('Twin');
    const linkId = await createPlan(t, merchant.cookie);
    const res = await subscribe(t, linkId, {
      type: 'card',
      token: await tokenizeCard(t, SANDBOX_CARDS.success),
    });
    const id = res.json().subscription.id;
    // A duplicated job for the same period, as a restarted worker might leave behind.
    await enqueueJob(t.db, {
      kind: 'subscription.charge',
      payload: { subscriptionId: id, period: 1, attempt: 1 },
      runAt: t.clock.now(),
      now: t.clock.now(),
    });
    const second = createJobRunner({ db: t.db, clock: t.clock, log: t.app.log, handlers: t.jobHandlers });
    await Promise.all([t.jobs.runDue(), second.runDue(), t.jobs.runDue()]);
    const sub = (await managed(t, res.json().manageToken)).subscription;
    expect(sub.charges).toHaveLength(1);
    expect(sub.status).toBe('active');
    expect(await balances(t, merchant.cookie)).toEqual({ USD: 1_000 });
  });

  it('the self-service link shows and cancels the subscription; a forged link does not', async () => {
    const merchant = await t.signUp('News');
    const linkId = await createPlan(t, merchant.cookie, { trialDays: 3 });
    const res = await subscribe(t, linkId, {
      type: 'card',
      token: await tokenizeCard(t, SANDBOX_CARDS.success),
    });
    const token: string = res.json().manageToken;
    const forged = `${res.json().subscription.id}.${'A'.repeat(32)}`;
    expect((await t.request('GET', `/api/public/subscriptions/${forged}`)).statusCode).toBe(404);
    expect((await t.request('POST', `/api/public/subscriptions/${forged}/cancel`)).statusCode).toBe(404);
    const canceled = (await t.request('POST', `/api/public/subscriptions/${token}/cancel`)).json();
    expect(canceled.subscription).toMatchObject({ status: 'canceled', nextBillingAt: null });
    t.clock.advance(10 * DAY);
    await t.jobs.runDue();
    expect((await managed(t, token)).subscription.charges).toEqual([]);
    expect(await balances(t, merchant.cookie)).toEqual({});
  });

  it('merchants list and cancel their subscribers; payers list and cancel their own by email', async () => {
    const merchant = await t.signUp('Studio');
    const other = await t.signUp('Other');
    const linkId = await createPlan(t, merchant.cookie, { trialDays: 14 });
    const payer = await t.signUp('Pat Payer');
    const res = await subscribe(
      t,
      linkId,
      { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.success) },
      payer.email.toUpperCase(),
    );
    const id = res.json().subscription.id;

    const subscribers = (
      await t.request('GET', `/api/subscription-links/${linkId}/subscribers`, { cookie: merchant.cookie })
    ).json().data;
    expect(subscribers).toEqual([
      expect.objectContaining({ id, status: 'trialing', paymentMethodLabel: 'Visa •••• 4242' }),
    ]);
    expect(
      (await t.request('GET', `/api/subscription-links/${linkId}/subscribers`, { cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request('POST', `/api/subscriptions/${id}/cancel`, { cookie: other.cookie })).statusCode,
    ).toBe(404);

    const mine = (await t.request('GET', '/api/my-subscriptions', { cookie: payer.cookie })).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ id, plan: expect.objectContaining({ title: 'Gym Plus' }) }),
    ]);
    expect(
      (await t.request('POST', `/api/my-subscriptions/${id}/cancel`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    const canceled = await t.request('POST', `/api/my-subscriptions/${id}/cancel`, { cookie: payer.cookie });
    expect(canceled.json().status).toBe('canceled');
    const second = await subscribe(
      t,
      linkId,
      { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.success) },
      'x@example.com',
    );
    const byMerchant = await t.request('POST', `/api/subscriptions/${second.json().subscription.id}/cancel`, {
      cookie: merchant.cookie,
    });
    expect(byMerchant.json().status).toBe('canceled');
  });

  it('validates plans and refuses subscribing to a paused one', async () => {
    const merchant = await t.signUp('Plans');
    const bad = await t.request('POST', '/api/subscription-links', {
      cookie: merchant.cookie,
      body: { title: '', amountMinor: 0, currency: 'KES', trialDays: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['title', 'amountMinor', 'currency', 'trialDays']),
    );
    const linkId = await createPlan(t, merchant.cookie);
    const created = (await t.request('GET', `/api/public/subscription-links/${linkId}`)).json();
    expect(created.link).toMatchObject({
      billingCycle: 'monthly',
      trialDays: 0,
      thankYouMessage: 'Thank you for subscribing!',
    });
    await t.request('PATCH', `/api/subscription-links/${linkId}`, {
      cookie: merchant.cookie,
      body: { status: 'paused' },
    });
    const refused = await subscribe(t, linkId, {
      type: 'card',
      token: await tokenizeCard(t, SANDBOX_CARDS.success),
    });
    expect(refused.json().error.code).toBe('link_unavailable');
  });
});

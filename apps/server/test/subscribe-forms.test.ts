/**
 * The subscribe page's and the self-service page's forms posted without JavaScript
 * (docs/architecture.md#payer-pages, docs/subscriptions.md): subscribing goes through the sandbox's
 * hosted card step for a card and comes back to the page showing the subscription
 * (`?subscription={manageToken}`); the self-service page cancels after a confirmation page.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { subscriptions } from '../src/db/schema';
import { createPayerPagesApp } from './payer-renderer';
import { createPlan, managed } from './subscription-helpers';
import { getPage, postForm, redirectedParam, textOf, throughCardStep } from './payer-form-helpers';
import type { TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cookie, close } = await createPayerPagesApp('Nairobi Yoga'));
});
afterAll(() => close());

/** The self-service token a `?subscription=` redirect to `/subscribe/{linkId}` names. */
function redirectedToken(location: string | undefined, linkId: string): string {
  return redirectedParam(location, `/subscribe/${linkId}`, 'subscription');
}

const details = { intent: 'pay', name: 'Sam Subscriber', email: 'sam@example.com' };

/** How many subscriptions (any status) the merchant's plan `linkId` lists. */
const subscriberCount = async (linkId: string) =>
  (
    (await t.request('GET', `/api/subscription-links/${linkId}/subscribers`, { cookie })).json()
      .data as unknown[]
  ).length;

describe('subscribe forms without JavaScript', () => {
  it('subscribes with a 7-day trial by card through the hosted card step, and welcomes with the trial', async () => {
    const linkId = await createPlan(t, cookie, { title: 'Morning Flow', trialDays: 7 });
    const posted = await postForm(t, `/subscribe/${linkId}?method=card`, {
      ...details,
      method: 'card',
      idempotencyKey: randomUUID(),
    });
    expect(posted.statusCode).toBe(303);
    const back = await throughCardStep(t, posted.headers.location, SANDBOX_CARDS.success);
    expect(back.statusCode).toBe(303);
    const token = redirectedToken(back.headers.location, linkId);
    const { subscription } = await managed(t, token);
    expect(subscription).toMatchObject({ status: 'trialing', subscriber: { email: 'sam@example.com' } });

    const page = await getPage(t, back.headers.location ?? '');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Welcome!');
    expect(page.body).toContain('Trial ends');
    expect(page.body).toContain(`href="/subscriptions/${encodeURIComponent(token)}"`);
    expect(page.body).not.toContain(SANDBOX_CARDS.success);
  });

  it('without a trial, a declined card shows its reason once the first charge has run', async () => {
    const linkId = await createPlan(t, cookie, { title: 'Declined Flow', trialDays: 0 });
    const posted = await postForm(t, `/subscribe/${linkId}`, {
      ...details,
      method: 'card',
      idempotencyKey: randomUUID(),
    });
    const back = await throughCardStep(t, posted.headers.location, SANDBOX_CARDS.declined);
    redirectedToken(back.headers.location, linkId);

    // The first charge is a job: until it has run the page refreshes itself.
    const pending = await getPage(t, back.headers.location ?? '');
    expect(pending.body).toContain('Processing Subscription...');
    expect(pending.body).toContain('<noscript><meta http-equiv="refresh" content="3"></noscript>');
    await t.jobs.runDue();
    const failed = await getPage(t, back.headers.location ?? '');
    expect(failed.body).toContain('Payment failed');
    expect(failed.body).toContain('Your card was declined.');
    // 'Try again' goes back to step 2 of the same method.
    expect(failed.body).toContain('name="method" value="card"');
  });

  it('bad input comes back beside its field with what was typed, and nothing is subscribed', async () => {
    const linkId = await createPlan(t, cookie, { title: 'Typo Flow', trialDays: 7 });
    const res = await postForm(t, `/subscribe/${linkId}`, {
      intent: 'pay',
      method: 'card',
      name: 'Sam Subscriber',
      email: 'not-an-email',
      idempotencyKey: randomUUID(),
      // A card field posted by a forged form is never used nor shown.
      cardNumber: SANDBOX_CARDS.success,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Subscribe with card');
    expect(res.body).toContain('Enter a valid email address');
    expect(res.body).toContain('value="Sam Subscriber"');
    expect(res.body).toContain('value="not-an-email"');
    expect(res.body).toMatch(/aria-invalid="true"/);
    expect(res.body).not.toContain(SANDBOX_CARDS.success);
    expect(await subscriberCount(linkId)).toBe(0);
  });

  it('the same form posted twice (same idempotency key) is one subscription', async () => {
    const linkId = await createPlan(t, cookie, { title: 'Double Flow', trialDays: 0 });
    const form = {
      ...details,
      method: 'mobile',
      country: 'RW',
      provider: 'mtn',
      phone: '0788123456',
      idempotencyKey: randomUUID(),
    };
    const first = await postForm(t, `/subscribe/${linkId}?method=mobile`, form);
    const second = await postForm(t, `/subscribe/${linkId}?method=mobile`, form);
    expect(first.statusCode).toBe(303);
    const token = redirectedToken(first.headers.location, linkId);
    expect(redirectedToken(second.headers.location, linkId)).toBe(token);
    expect(new URL(first.headers.location ?? '', 'http://x').searchParams.get('method')).toBe('mobile');
    expect(await subscriberCount(linkId)).toBe(1);

    // Mobile money waits for the approval on the phone; the page refreshes itself meanwhile.
    const pending = await getPage(t, first.headers.location ?? '');
    expect(pending.body).toContain('Approve the payment on your phone');
    expect(pending.body).toContain('<noscript><meta http-equiv="refresh" content="3"></noscript>');
  });
});

describe('the language of what a subscriber without JavaScript is sent', () => {
  it("is the browser's: the form's request carries its Accept-Language", async () => {
    const linkId = await createPlan(t, cookie, { title: 'Flux du soir', trialDays: 7 });
    const form = { ...details, method: 'mobile', country: 'RW', provider: 'mtn', phone: '0788123456' };
    const posted = await postForm(
      t,
      `/subscribe/${linkId}`,
      { ...form, idempotencyKey: randomUUID() },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    const token = redirectedToken(posted.headers.location, linkId);
    const subscriptionId = token.slice(0, token.lastIndexOf('.'));
    const [row] = await t.db
      .select({ locale: subscriptions.locale })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row?.locale).toBe('fr');
  });
});

describe('the self-service page without JavaScript', () => {
  /** A trialing subscription to a new plan, subscribed through the form; its self-service path. */
  async function subscribedPath(): Promise<{ path: string; token: string }> {
    const linkId = await createPlan(t, cookie, { title: 'Evening Flow', trialDays: 7 });
    const posted = await postForm(t, `/subscribe/${linkId}`, {
      ...details,
      method: 'mobile',
      country: 'RW',
      provider: 'mtn',
      phone: '0788123456',
      idempotencyKey: randomUUID(),
    });
    const token = redirectedToken(posted.headers.location, linkId);
    return { path: `/subscriptions/${encodeURIComponent(token)}`, token };
  }

  it('cancels after a confirmation page and shows the subscription canceled', async () => {
    const { path, token } = await subscribedPath();
    const page = await getPage(t, path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Cancel subscription');
    expect(page.body).toContain('name="cancel" value="confirm"');
    expect(textOf(page.body)).not.toContain('Yes, cancel subscription');

    const confirming = await getPage(t, `${path}?cancel=confirm`);
    expect(confirming.body).toContain('Cancel your subscription to Evening Flow?');
    expect(confirming.body).toContain('Yes, cancel subscription');
    expect(confirming.body).toContain('Keep subscription');
    expect((await managed(t, token)).subscription.status).toBe('trialing');

    const canceled = await postForm(t, path, { intent: 'cancel', idempotencyKey: randomUUID() });
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(path);
    expect((await managed(t, token)).subscription.status).toBe('canceled');
    const after = await getPage(t, path);
    expect(after.body).toContain('This subscription is canceled. You will not be charged again.');
    expect(after.body).toContain('Canceled on');
    expect(textOf(after.body)).not.toContain('Cancel subscription');
  });

  it('a forged link is not valid, and a malformed post comes back as the confirmation', async () => {
    const forged = await postForm(t, `/subscriptions/${encodeURIComponent('sub_x.forged')}`, {
      intent: 'cancel',
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('This link is not valid');

    const { path, token } = await subscribedPath();
    const malformed = await postForm(t, path, { intent: 'pay' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Something went wrong with the form. Please try again.');
    expect(malformed.body).toContain('Yes, cancel subscription');
    expect((await managed(t, token)).subscription.status).toBe('trialing');
  });
});

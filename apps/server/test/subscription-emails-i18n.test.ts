/**
 * The subscription emails in the subscriber's language (docs/subscriptions.md#emails): the locale
 * negotiated from the subscribe request's `Accept-Language` is stored on the subscription and every
 * email to it — subject, lines, amounts, dates and the failure reason — is written in it. English
 * stays exactly what it was before languages arrived.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { eq } from 'drizzle-orm';
import { createTranslator } from '@malipo/contracts/i18n/compile-messages';
import { LOCALE_COOKIE } from '@malipo/contracts/i18n/locales';
import { subscriptions } from '../src/db/schema';
import { failureReason } from '../src/modules/subscriptions/subscription-emails';
import { tokenizeCard } from './payment-helpers';
import { createPlan, managed, runAt, subscribe } from './subscription-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9' };
const NBSP = '\u00a0';
const NNBSP = '\u202f';

type Mail = { kind: string; to: string; subject: string; body: string };

/** The merchant's emails to `to`, oldest first. */
async function mailsTo(cookie: string, to: string): Promise<Mail[]> {
  const res = await t.request('GET', '/api/notifications', { cookie });
  return (res.json().data as Mail[]).filter((m) => m.to === to).reverse();
}

/** The manage link of a body, checked against the subscription's self-service token. */
function manageUrlIn(body: string, label: string, token: string): string {
  const url = new RegExp(`^${label} (\\S+)$`, 'm').exec(body)?.[1] ?? '';
  expect(url.endsWith(`/subscriptions/${token}`)).toBe(true);
  return url;
}

const isoDay = (iso: string) => iso.slice(0, 10);
const frenchDay = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The locale stored on the subscription `res` created. */
async function storedLocale(res: { json: () => { subscription: { id: string } } }) {
  const [row] = await t.db
    .select({ locale: subscriptions.locale })
    .from(subscriptions)
    .where(eq(subscriptions.id, res.json().subscription.id));
  return row?.locale;
}

/** A session cookie that outlives moving the clock a month or more. */
async function login(email: string): Promise<string> {
  const res = await t.request('POST', '/api/auth/login', { body: { email, password: 'correct-horse-9' } });
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

describe('subscription emails in English', () => {
  it('without Accept-Language: subscribed, renewal receipt and canceled, exactly as before languages', async () => {
    const merchant = await t.signUp('Gym English');
    const linkId = await createPlan(t, merchant.cookie, { trialDays: 7 });
    const res = await subscribe(t, linkId, {
      type: 'card',
      token: await tokenizeCard(t, SANDBOX_CARDS.success),
    });
    expect(res.statusCode).toBe(201);
    expect(await storedLocale(res)).toBe('en');
    const token = res.json().manageToken as string;
    const trialEndsAt = res.json().subscription.trialEndsAt as string;

    const [subscribed] = await mailsTo(merchant.cookie, 'sub@example.com');
    const manageUrl = manageUrlIn(subscribed!.body, 'Manage or cancel:', token);
    expect(subscribed).toMatchObject({ kind: 'subscribed', subject: "You're subscribed to Gym Plus" });
    expect(subscribed!.body).toBe(
      [
        'Hello Sam Subscriber,',
        '',
        'Thank you for subscribing to Gym Plus ($10.00 per month).',
        `Your free trial ends on ${isoDay(trialEndsAt)}; the first charge is on that day.`,
        '',
        `Manage or cancel: ${manageUrl}`,
        '',
        'Gym English',
      ].join('\n'),
    );

    await runAt(t, trialEndsAt);
    const sub = (await managed(t, token)).subscription;
    const receiptId = sub.charges[0].receiptId as string;
    const origin = manageUrl.slice(0, manageUrl.indexOf('/subscriptions/'));
    const receipt = (await mailsTo(await login(merchant.email), 'sub@example.com'))[1];
    expect(receipt).toMatchObject({ kind: 'renewal_receipt', subject: 'Receipt: Gym Plus' });
    expect(receipt!.body).toBe(
      [
        'Hello Sam Subscriber,',
        '',
        'We received $10.00 for Gym Plus.',
        `Paid with card ending 4242. Next payment: ${isoDay(sub.nextBillingAt)}.`,
        `Receipt: ${origin}/receipts/${receiptId}`,
        '',
        `Manage or cancel: ${manageUrl}`,
        '',
        'Gym English',
      ].join('\n'),
    );

    await t.request('POST', `/api/public/subscriptions/${token}/cancel`);
    const canceled = (await mailsTo(await login(merchant.email), 'sub@example.com'))[2];
    expect(canceled).toMatchObject({ kind: 'canceled', subject: 'Subscription canceled: Gym Plus' });
    expect(canceled!.body).toBe(
      [
        'Hello Sam Subscriber,',
        '',
        'Your subscription to Gym Plus is canceled. You will not be charged again.',
        '',
        `Manage or cancel: ${manageUrl}`,
        '',
        'Gym English',
      ].join('\n'),
    );
  });

  it('Accept-Language en-US: a failed charge keeps the provider’s English reason', async () => {
    const merchant = await t.signUp('Club English');
    const linkId = await createPlan(t, merchant.cookie, { trialDays: 3, billingCycle: 'weekly' });
    const res = await subscribe(
      t,
      linkId,
      { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.declined) },
      'declined@example.com',
      undefined,
      { 'accept-language': 'en-US' },
    );
    expect(await storedLocale(res)).toBe('en');
    const token = res.json().manageToken as string;
    await runAt(t, res.json().subscription.trialEndsAt);
    const sub = (await managed(t, token)).subscription;
    const failed = (await mailsTo(await login(merchant.email), 'declined@example.com'))[1];
    expect(failed).toMatchObject({ kind: 'charge_failed', subject: 'Payment failed: Gym Plus' });
    expect(failed!.body).toBe(
      [
        'Hello Sam Subscriber,',
        '',
        'We could not charge $10.00 per week for Gym Plus: Your card was declined.',
        `We will try again on ${isoDay(sub.nextBillingAt)}.`,
        '',
        `Manage or cancel: ${manageUrlIn(failed!.body, 'Manage or cancel:', token)}`,
        '',
        'Club English',
      ].join('\n'),
    );
  });
});

describe('subscription emails in French', () => {
  it('Accept-Language fr-FR: subscribed, renewal receipt and canceled in French, with French amounts and dates', async () => {
    const merchant = await t.signUp('Salle Dakar');
    const linkId = await createPlan(t, merchant.cookie, {
      title: 'Yoga',
      amountMinor: 123_450,
      currency: 'EUR',
      billingCycle: 'weekly',
      trialDays: 7,
    });
    const res = await subscribe(
      t,
      linkId,
      { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.success) },
      'abonne@example.com',
      undefined,
      FRENCH,
    );
    expect(res.statusCode).toBe(201);
    expect(await storedLocale(res)).toBe('fr');
    // The public answer is the same in every language.
    expect(Object.keys(res.json()).sort()).toEqual(['manageToken', 'merchant', 'subscription']);
    const token = res.json().manageToken as string;
    const trialEndsAt = res.json().subscription.trialEndsAt as string;

    const [subscribed] = await mailsTo(merchant.cookie, 'abonne@example.com');
    const manageUrl = manageUrlIn(subscribed!.body, 'Gérer ou annuler :', token);
    expect(frenchDay(trialEndsAt)).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);
    expect(subscribed).toMatchObject({ kind: 'subscribed', subject: 'Vous êtes abonné à Yoga' });
    expect(subscribed!.body).toBe(
      [
        'Bonjour Sam Subscriber,',
        '',
        `Merci de votre abonnement à Yoga (1${NNBSP}234,50${NBSP}€ par semaine).`,
        `Votre essai gratuit se termine le ${frenchDay(trialEndsAt)} ; le premier prélèvement aura lieu ce jour-là.`,
        '',
        `Gérer ou annuler : ${manageUrl}`,
        '',
        'Salle Dakar',
      ].join('\n'),
    );

    await runAt(t, trialEndsAt);
    const sub = (await managed(t, token)).subscription;
    const origin = manageUrl.slice(0, manageUrl.indexOf('/subscriptions/'));
    const receipt = (await mailsTo(await login(merchant.email), 'abonne@example.com'))[1];
    expect(receipt).toMatchObject({ kind: 'renewal_receipt', subject: 'Reçu : Yoga' });
    expect(receipt!.body).toBe(
      [
        'Bonjour Sam Subscriber,',
        '',
        `Nous avons bien reçu 1${NNBSP}234,50${NBSP}€ pour Yoga.`,
        `Payé avec la carte se terminant par 4242. Prochain paiement : ${frenchDay(sub.nextBillingAt)}.`,
        `Reçu : ${origin}/receipts/${sub.charges[0].receiptId}`,
        '',
        `Gérer ou annuler : ${manageUrl}`,
        '',
        'Salle Dakar',
      ].join('\n'),
    );

    await t.request('POST', `/api/public/subscriptions/${token}/cancel`);
    const canceled = (await mailsTo(await login(merchant.email), 'abonne@example.com'))[2];
    expect(canceled).toMatchObject({ kind: 'canceled', subject: 'Abonnement annulé : Yoga' });
    expect(canceled!.body).toBe(
      [
        'Bonjour Sam Subscriber,',
        '',
        'Votre abonnement à Yoga est annulé. Aucun autre prélèvement ne sera effectué.',
        '',
        `Gérer ou annuler : ${manageUrl}`,
        '',
        'Salle Dakar',
      ].join('\n'),
    );
  });

  it('the language chosen on the payer page (its cookie) wins over an English browser', async () => {
    const merchant = await t.signUp('Gym Choisi');
    const linkId = await createPlan(t, merchant.cookie, { trialDays: 7 });
    const res = await subscribe(
      t,
      linkId,
      { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.success) },
      'choisi@example.com',
      undefined,
      { 'accept-language': 'en-US', cookie: `${LOCALE_COOKIE}=fr` },
    );
    expect(await storedLocale(res)).toBe('fr');
    const [subscribed] = await mailsTo(merchant.cookie, 'choisi@example.com');
    expect(subscribed!.subject).toBe('Vous êtes abonné à Gym Plus');
  });

  it('without a trial, the first charge’s "subscribed" email gives the next payment day in French', async () => {
    const merchant = await t.signUp('Radio Kigali');
    const linkId = await createPlan(t, merchant.cookie, {
      currency: 'RWF',
      amountMinor: 5_000,
      billingCycle: 'yearly',
    });
    const res = await subscribe(
      t,
      linkId,
      { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.success) },
      'annuel@example.com',
      undefined,
      { 'accept-language': 'fr-CI' },
    );
    await t.jobs.runDue();
    const sub = (await managed(t, res.json().manageToken)).subscription;
    expect(sub.status).toBe('active');
    const [subscribed] = await mailsTo(merchant.cookie, 'annuel@example.com');
    expect(subscribed!.subject).toBe('Vous êtes abonné à Gym Plus');
    expect(subscribed!.body.split('\n').slice(0, 4)).toEqual([
      'Bonjour Sam Subscriber,',
      '',
      `Merci de votre abonnement à Gym Plus (5${NNBSP}000${NBSP}RWF par an).`,
      `Votre prochain paiement est prévu le ${frenchDay(sub.nextBillingAt)}.`,
    ]);
  });

  it('a failed renewal gives the reason in French, then says the subscription is past due', async () => {
    const merchant = await t.signUp('Club Abidjan');
    const linkId = await createPlan(t, merchant.cookie, { trialDays: 3 });
    const res = await subscribe(
      t,
      linkId,
      { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.declined) },
      'refus@example.com',
      undefined,
      FRENCH,
    );
    const token = res.json().manageToken as string;
    await runAt(t, res.json().subscription.trialEndsAt);
    let sub = (await managed(t, token)).subscription;
    expect(sub.failure).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    const failed = (await mailsTo(await login(merchant.email), 'refus@example.com'))[1];
    expect(failed).toMatchObject({ kind: 'charge_failed', subject: 'Échec du paiement : Gym Plus' });
    expect(failed!.body).toBe(
      [
        'Bonjour Sam Subscriber,',
        '',
        `Nous n’avons pas pu prélever 10,00${NBSP}$US par mois pour Gym Plus : Votre carte a été refusée.`,
        `Nous réessaierons le ${frenchDay(sub.nextBillingAt)}.`,
        '',
        `Gérer ou annuler : ${manageUrlIn(failed!.body, 'Gérer ou annuler :', token)}`,
        '',
        'Club Abidjan',
      ].join('\n'),
    );

    // Every retry fails: the last email says there is no further try.
    for (let retry = 1; retry <= 3; retry += 1) {
      await runAt(t, sub.nextBillingAt);
      sub = (await managed(t, token)).subscription;
    }
    expect(sub.status).toBe('past_due');
    const last = (await mailsTo(await login(merchant.email), 'refus@example.com')).at(-1);
    expect(last!.kind).toBe('charge_failed');
    expect(last!.body.split('\n')[3]).toBe(
      'Nous ne réessaierons plus : votre abonnement est impayé et sera annulé s’il n’est pas réglé.',
    );
  });

  it('a failure code the catalogue does not know keeps the provider’s message', () => {
    const fr = createTranslator('fr');
    expect(
      failureReason(fr, { code: 'insufficient_funds', message: 'Your card has insufficient funds.' }),
    ).toBe('Le solde de votre carte est insuffisant.');
    expect(failureReason(fr, { code: 'issuer_says_no', message: 'The issuer refused.' })).toBe(
      'The issuer refused.',
    );
    // An inherited property name is not a failure code.
    expect(failureReason(fr, { code: 'toString', message: 'Odd.' })).toBe('Odd.');
  });
});

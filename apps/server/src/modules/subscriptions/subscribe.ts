/**
 * Subscribing to a plan (part of the billing service; docs/subscriptions.md#billing): the payment
 * method is checked and saved (a card token the provider knows, or a mobile money number valid for
 * its country), the subscription is written `trialing` with a trial, else `incomplete`
 * (subscription-state.ts), and the `subscription.charge` job of period 1 is enqueued at the trial's
 * end, or now. The subscriber's language, negotiated by the route, is stored on the subscription:
 * its emails are written in it (docs/subscriptions.md#emails). The request runs under its
 * idempotency key in scope `subscription_link:{linkId}`.
 * @module
 */
import type { Locale } from '@malipo/contracts/i18n/locales';
import { normalizePhone } from '@malipo/contracts/mobile-money';
import type { PaymentMethodInput } from '@malipo/contracts/payments';
import type { CreateSubscriptionRequest, ManagedSubscription } from '@malipo/contracts/subscriptions';
import { subscriptions } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs.repo';
import { AppError } from '../../lib/app-error';
import { toPayerMerchant } from '../../lib/branding';
import { newId } from '../../lib/ids';
import { runIdempotent, type StoredResponse } from '../idempotency/idempotency';
import { queueEmail } from '../notifications/outbox';
import { findPublicSubscriptionLink } from '../subscription-links/subscription-links.repo';
import type { BillingContext } from './billing-context';
import { trialEnd } from './billing-period';
import { SUBSCRIPTION_CHARGE_JOB } from './charge-engine';
import { subscribedEmail } from './subscription-emails';
import { initialStatus } from './subscription-state';
import { toSubscriptionView } from './subscription-view';

/** The billing service's `subscribe`, over `ctx`'s database, clock and provider (card tokens). */
export function createSubscribe(ctx: BillingContext) {
  const { db, clock, provider } = ctx;

  /** The saved method's columns; checks the card token with the provider or the phone for its country. */
  const savedMethod = async (method: PaymentMethodInput) => {
    if (method.type === 'card') {
      // Renewals charge a saved sandbox token; live pages do not offer cards (docs/providers.md#routing).
      const card = method.token ? await provider.describeCardToken(method.token) : null;
      if (!card) {
        throw new AppError('validation_failed', 'Check the card details', {
          'paymentMethod.token': 'The card could not be verified. Enter it again.',
        });
      }
      return {
        methodType: 'card' as const,
        cardToken: method.token ?? null,
        cardBrand: card.brand,
        cardLast4: card.last4,
      };
    }
    if (method.type === 'bank_transfer') {
      throw new AppError('validation_failed', 'Choose a card or mobile money', {
        'paymentMethod.type': 'Subscriptions renew by card or mobile money.',
      });
    }
    const phone = normalizePhone(method.phone, method.country, method.provider);
    if (!phone.ok)
      throw new AppError('validation_failed', phone.message, { 'paymentMethod.phone': phone.message });
    return {
      methodType: 'mobile_money' as const,
      mobileProvider: method.provider,
      mobileCountry: method.country,
      phone: phone.e164,
    };
  };

  /**
   * Subscribes to plan `linkId` (docs/product.md#subscription-page) under the request's
   * `Idempotency-Key` in scope `subscription_link:{linkId}`. Returns 201 with the subscription and
   * its self-service token; with a trial nothing is charged until it ends, otherwise the first
   * charge of the plan's amount (minor units) runs at once (poll the subscription). `locale` is the
   * subscriber's language, kept for every email to them (docs/subscriptions.md#emails). The payment
   * method is checked before the key is claimed. A repeat under the same key replays the first
   * answer (`replayed: true`). Throws `not_found` (unknown link), `link_unavailable` (paused link),
   * `validation_failed` (a card token the provider does not know, or a phone number invalid for its
   * country), `idempotency_key_in_use` (409), `idempotency_key_reused` (422).
   */
  const subscribe = async (input: {
    linkId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: CreateSubscriptionRequest;
    locale: Locale;
  }): Promise<StoredResponse> => {
    const method = await savedMethod(input.body.paymentMethod);
    return runIdempotent(
      db,
      clock,
      {
        scope: `subscription_link:${input.linkId}`,
        key: input.idempotencyKey,
        fingerprint: input.fingerprint,
      },
      async (tx) => {
        const found = await findPublicSubscriptionLink(tx, input.linkId);
        if (!found) throw new AppError('not_found', 'Subscription link not found');
        if (found.link.status !== 'active')
          throw new AppError('link_unavailable', 'This subscription link is paused.');
        const now = clock.now();
        const trialEndsAt = found.link.trialDays > 0 ? trialEnd(now, found.link.trialDays) : null;
        const firstChargeAt = trialEndsAt ?? now;
        const [row] = await tx
          .insert(subscriptions)
          .values({
            id: newId('sub'),
            merchantId: found.link.merchantId,
            linkId: found.link.id,
            status: initialStatus({ hasTrial: trialEndsAt !== null }),
            subscriberName: input.body.subscriber.name,
            subscriberEmail: input.body.subscriber.email.trim().toLowerCase(),
            locale: input.locale,
            ...method,
            periodNumber: 0,
            currentPeriodStart: now,
            currentPeriodEnd: firstChargeAt,
            nextBillingAt: firstChargeAt,
            trialEndsAt,
            failedAttempts: 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('subscription insert returned nothing');
        await enqueueJob(tx, {
          kind: SUBSCRIPTION_CHARGE_JOB,
          payload: { subscriptionId: row.id, period: 1, attempt: 1 },
          runAt: firstChargeAt,
          now,
        });
        if (trialEndsAt) await queueEmail(tx, subscribedEmail(await ctx.emailContext(tx, row)), now);
        await ctx.recordSubscriptionEvent(tx, 'subscription.created', row);
        const subscription = toSubscriptionView(row, found.link, []);
        const body: ManagedSubscription = {
          subscription,
          merchant: toPayerMerchant(found.merchant),
          manageToken: ctx.manageToken(row.id),
        };
        return { statusCode: 201, body };
      },
    );
  };

  return { subscribe };
}

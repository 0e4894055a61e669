/**
 * The subscription billing engine — our own code, tested hardest.
 *
 * Subscribing writes the subscription (`trialing` with a trial, else `incomplete`) and enqueues a
 * `subscription.charge` job for period 1 at the trial's end (or now). Every charge — first, renewal
 * or retry — is that job: it charges the saved payment method through {@link PaymentService.pay}
 * under the idempotency key `period-{n}-attempt-{k}` in scope `subscription:{id}`, so two workers,
 * a restarted worker or a duplicated job never charge a period twice; a charge still in flight
 * (mobile money awaiting approval) is polled. Then, in one transaction under the subscription's
 * row lock:
 * - success: the period advances (dates with date-fns), status `active`, the next period's job is
 *   enqueued at its start, a receipt email is queued;
 * - failure: retried 1, 3 and 5 days after the due date; when every retry has failed the
 *   subscription is `past_due` and is canceled {@link PAST_DUE_GRACE_DAYS} days later. A failed first
 *   charge of a trial-less plan cancels it at once (the payer is on the page and sees why).
 * Time comes from the injected clock, so tests move through trials and cycles.
 * @module
 */
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { normalizePhone } from '@malipo/contracts/mobile-money';
import type { PaymentMethodInput, PublicPayment } from '@malipo/contracts/payments';
import type {
  CreateSubscriptionRequest,
  ManagedSubscription,
  Subscription,
} from '@malipo/contracts/subscriptions';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs.repo';
import type { JobResult } from '../../jobs/job-runner';
import { AppError } from '../../lib/app-error';
import { toBranding } from '../../lib/branding';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { runIdempotent, type StoredResponse } from '../idempotency/idempotency';
import { queueEmail } from '../notifications/outbox';
import type { PaymentService } from '../payments/payments.service';
import type { PaymentProvider } from '../payments/provider';
import { toPublicPayment } from '../payments/payment-view';
import { recordEvent } from '../webhooks/events';
import {
  findPublicSubscriptionLink,
  findSubscriptionLink,
} from '../subscription-links/subscription-links.repo';
import { addCycle, nextRetryAt, PAST_DUE_GRACE_DAYS, trialEnd } from './billing-period';
import { signManageToken, verifyManageToken } from './manage-token';
import {
  canceledEmail,
  chargeFailedEmail,
  renewalReceiptEmail,
  subscribedEmail,
} from './subscription-emails';
import { chargeKey, toSubscriptionView } from './subscription-view';
import {
  chargesOf,
  findChargePayment,
  findSubscriptionWithPlan,
  listSubscriptionsWithPlan,
  lockSubscription,
  updateSubscription,
  type SubscriptionRow,
} from './subscriptions.repo';

/** Job kind that charges one period's attempt. */
export const SUBSCRIPTION_CHARGE_JOB = 'subscription.charge';
/** Job kind that cancels a subscription left past due. */
export const SUBSCRIPTION_EXPIRE_JOB = 'subscription.expire';
/** How often a charge still in flight is checked, in ms. */
export const CHARGE_POLL_INTERVAL_MS = 2000;

const AUTH_REQUIRED = {
  code: 'authentication_required',
  message:
    'This card asks the cardholder to confirm every payment, so it cannot pay a subscription. Use another card.',
};

/** Creates the billing service. */
export function createBillingService(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  provider: PaymentProvider;
  signingSecret: string;
  /** Absolute origin of the public site, for links in emails. */
  publicUrl: string;
}) {
  const { db, clock, payments, provider, signingSecret, publicUrl } = deps;

  const manageUrl = (id: string) => `${publicUrl}/subscriptions/${signManageToken(signingSecret, id)}`;

  const emailContext = async (tx: Db, row: SubscriptionRow) => {
    const found = await findSubscriptionWithPlan(tx, row.id);
    if (!found) throw new Error(`subscription ${row.id} vanished`);
    return {
      subscription: row,
      link: found.link,
      merchant: found.merchant,
      manageUrl: manageUrl(row.id),
      origin: publicUrl,
    };
  };

  /** A subscription with its charges and plan, as payers and merchants see it. */
  const view = async (id: string): Promise<Subscription & { merchant: ManagedSubscription['merchant'] }> => {
    const found = await findSubscriptionWithPlan(db, id);
    if (!found) throw new AppError('not_found', 'Subscription not found');
    const charges = await chargesOf(db, [id]);
    return {
      ...toSubscriptionView(found.subscription, found.link, charges),
      merchant: toBranding(found.merchant),
    };
  };

  /** Records a `subscription.*` webhook event carrying the subscription as `row` now is, in `tx`. */
  const recordSubscriptionEvent = async (
    tx: Db,
    type: 'subscription.created' | 'subscription.renewed' | 'subscription.canceled',
    row: SubscriptionRow,
  ) => {
    const found = await findSubscriptionWithPlan(tx, row.id);
    if (!found) throw new Error(`subscription ${row.id} vanished`);
    const data = toSubscriptionView(row, found.link, await chargesOf(tx, [row.id]));
    await recordEvent(tx, {
      merchantId: row.merchantId,
      type,
      data: { object: 'subscription', ...data },
      now: clock.now(),
    });
  };

  const managed = async (id: string): Promise<ManagedSubscription> => {
    const { merchant, ...subscription } = await view(id);
    return { subscription, merchant, manageToken: signManageToken(signingSecret, id) };
  };

  /** The saved method's columns; checks the card token with the provider or the phone for its country. */
  const savedMethod = async (method: PaymentMethodInput) => {
    if (method.type === 'card') {
      const card = await provider.describeCardToken(method.token);
      if (!card) {
        throw new AppError('validation_failed', 'Check the card details', {
          'paymentMethod.token': 'The card could not be verified. Enter it again.',
        });
      }
      return {
        methodType: 'card' as const,
        cardToken: method.token,
        cardBrand: card.brand,
        cardLast4: card.last4,
      };
    }
    const phone = normalizePhone(method.phone, method.country);
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
   * Subscribes to plan `linkId` (docs/product.md#payer-pages). Returns 201 with the subscription and its self-service
   * token; with a trial nothing is charged until it ends, otherwise the first charge runs at once
   * (poll the subscription). Throws `not_found`, `link_unavailable`, `validation_failed`,
   * idempotency errors.
   */
  const subscribe = async (input: {
    linkId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: CreateSubscriptionRequest;
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
            status: trialEndsAt ? 'trialing' : 'incomplete',
            subscriberName: input.body.subscriber.name,
            subscriberEmail: input.body.subscriber.email.trim().toLowerCase(),
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
        if (trialEndsAt) await queueEmail(tx, subscribedEmail(await emailContext(tx, row)), now);
        await recordSubscriptionEvent(tx, 'subscription.created', row);
        const subscription = toSubscriptionView(row, found.link, []);
        const body: ManagedSubscription = {
          subscription,
          merchant: toBranding(found.merchant),
          manageToken: signManageToken(signingSecret, row.id),
        };
        return { statusCode: 201, body };
      },
    );
  };

  /** Success of period `period`: advance, schedule the next charge, queue the email. */
  const recordSuccess = (id: string, period: number, payment: PublicPayment) =>
    db.transaction(async (tx) => {
      const row = await lockSubscription(tx, id);
      if (!row || row.status === 'canceled' || row.periodNumber !== period - 1) return;
      const now = clock.now();
      const start = row.currentPeriodEnd;
      const end = addCycle(start, (await emailContext(tx, row)).link.billingCycle);
      const firstOfTrialLess = period === 1 && !row.trialEndsAt;
      const updated = await updateSubscription(tx, id, {
        status: 'active',
        periodNumber: period,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        nextBillingAt: end,
        failedAttempts: 0,
        failureCode: null,
        failureMessage: null,
        updatedAt: now,
      });
      await enqueueJob(tx, {
        kind: SUBSCRIPTION_CHARGE_JOB,
        payload: { subscriptionId: id, period: period + 1, attempt: 1 },
        runAt: end,
        now,
      });
      const ctx = await emailContext(tx, updated);
      await queueEmail(tx, firstOfTrialLess ? subscribedEmail(ctx) : renewalReceiptEmail(ctx, payment), now);
      if (period > 1) await recordSubscriptionEvent(tx, 'subscription.renewed', updated);
    });

  /** Failure of attempt `attempt` of period `period`: retry, past due, or (first charge) canceled. */
  const recordFailure = (
    id: string,
    period: number,
    attempt: number,
    failure: { code: string; message: string },
  ) =>
    db.transaction(async (tx) => {
      const row = await lockSubscription(tx, id);
      if (
        !row ||
        row.status === 'canceled' ||
        row.periodNumber !== period - 1 ||
        row.failedAttempts >= attempt
      )
        return;
      const now = clock.now();
      const failed = {
        failedAttempts: attempt,
        failureCode: failure.code,
        failureMessage: failure.message,
        updatedAt: now,
      };
      if (row.status === 'incomplete') {
        const canceled = await updateSubscription(tx, id, {
          ...failed,
          status: 'canceled',
          canceledAt: now,
          nextBillingAt: null,
        });
        await recordSubscriptionEvent(tx, 'subscription.canceled', canceled);
        return;
      }
      const retryAt = nextRetryAt(row.currentPeriodEnd, attempt);
      const updated = await updateSubscription(tx, id, {
        ...failed,
        ...(retryAt ? { nextBillingAt: retryAt } : { status: 'past_due', nextBillingAt: null }),
      });
      await enqueueJob(tx, {
        ...(retryAt
          ? {
              kind: SUBSCRIPTION_CHARGE_JOB,
              payload: { subscriptionId: id, period, attempt: attempt + 1 },
              runAt: retryAt,
            }
          : {
              kind: SUBSCRIPTION_EXPIRE_JOB,
              payload: { subscriptionId: id },
              runAt: addDays(now, PAST_DUE_GRACE_DAYS),
            }),
        now,
      });
      await queueEmail(tx, chargeFailedEmail(await emailContext(tx, updated), failure.message, retryAt), now);
    });

  /**
   * Job: charges attempt `attempt` of period `period` of subscription `id` with its saved payment
   * method, and records the outcome once it is final.
   */
  const chargePeriod = async (id: string, period: number, attempt: number): Promise<JobResult> => {
    const found = await findSubscriptionWithPlan(db, id);
    const row = found?.subscription;
    if (!found || !row || row.status === 'canceled' || row.periodNumber !== period - 1) return 'done';
    const scope = `subscription:${id}`;
    const key = chargeKey(period, attempt);
    let payment: PublicPayment;
    const existing = await findChargePayment(db, scope, key);
    if (existing) {
      payment = toPublicPayment(existing);
    } else {
      try {
        const response = await payments.pay({
          scope,
          idempotencyKey: key,
          fingerprint: key,
          payer: { name: row.subscriberName, email: row.subscriberEmail },
          paymentMethod:
            row.methodType === 'card'
              ? { type: 'card', token: row.cardToken ?? '' }
              : {
                  type: 'mobile_money',
                  provider: (row.mobileProvider ?? 'mtn') as 'mtn',
                  country: (row.mobileCountry ?? 'RW') as 'RW',
                  phone: row.phone ?? '',
                },
          resolveSource: async (tx) => {
            const locked = await lockSubscription(tx, id);
            if (!locked || locked.status === 'canceled' || locked.periodNumber !== period - 1) {
              throw new AppError('invalid_state', 'This period is no longer due');
            }
            return {
              merchantId: found.link.merchantId,
              sourceType: 'subscription',
              sourceId: id,
              description: `${found.link.title} (period ${period})`,
              amountMinor: found.link.amountMinor,
              currency: found.link.currency,
            };
          },
        });
        payment = response.body as PublicPayment;
      } catch (err) {
        if (err instanceof AppError && err.code === 'invalid_state') return 'done';
        if (err instanceof AppError && err.code === 'idempotency_key_in_use') {
          return { retryAt: new Date(clock.now().getTime() + CHARGE_POLL_INTERVAL_MS) };
        }
        if (err instanceof AppError && err.code === 'validation_failed') {
          await recordFailure(id, period, attempt, { code: 'payment_method_invalid', message: err.message });
          return 'done';
        }
        throw err;
      }
    }
    if (payment.status === 'succeeded') {
      await recordSuccess(id, period, payment);
      return 'done';
    }
    if (payment.status === 'failed') {
      await recordFailure(
        id,
        period,
        attempt,
        payment.failure ?? { code: 'charge_failed', message: 'The payment failed.' },
      );
      return 'done';
    }
    if (payment.status === 'requires_action' && payment.nextAction?.type === 'otp') {
      await recordFailure(id, period, attempt, AUTH_REQUIRED);
      return 'done';
    }
    return { retryAt: new Date(clock.now().getTime() + CHARGE_POLL_INTERVAL_MS) };
  };

  /** Cancels subscription `id` now (no more charges); a canceled one is returned as it is. */
  const cancelNow = (id: string) =>
    db.transaction(async (tx) => {
      const row = await lockSubscription(tx, id);
      if (!row) throw new AppError('not_found', 'Subscription not found');
      if (row.status === 'canceled') return;
      const now = clock.now();
      const updated = await updateSubscription(tx, id, {
        status: 'canceled',
        canceledAt: now,
        nextBillingAt: null,
        updatedAt: now,
      });
      await queueEmail(tx, canceledEmail(await emailContext(tx, updated)), now);
      await recordSubscriptionEvent(tx, 'subscription.canceled', updated);
    });

  /** Job: cancels a subscription still past due at the end of its grace period. */
  const expire = async (id: string): Promise<JobResult> => {
    const found = await findSubscriptionWithPlan(db, id);
    if (found?.subscription.status === 'past_due') await cancelNow(id);
    return 'done';
  };

  const idFromToken = (token: string) => {
    const id = verifyManageToken(signingSecret, token);
    if (!id) throw new AppError('not_found', 'This link is not valid');
    return id;
  };

  /** The self-service view for a signed token. Throws `not_found` for a forged or unknown token. */
  const getManaged = async (token: string) => managed(idFromToken(token));

  /** Cancels through the self-service link. Throws `not_found`. */
  const cancelManaged = async (token: string) => {
    const id = idFromToken(token);
    await cancelNow(id);
    return managed(id);
  };

  /** The merchant's view of subscription `id`, or `not_found` for another merchant's. */
  const merchantSubscription = async (merchantId: string, id: string) => {
    const found = await findSubscriptionWithPlan(db, id);
    if (!found || found.subscription.merchantId !== merchantId)
      throw new AppError('not_found', 'Subscription not found');
    return found;
  };

  const listViews = async (
    where: Parameters<typeof listSubscriptionsWithPlan>[1],
  ): Promise<Subscription[]> => {
    const rows = await listSubscriptionsWithPlan(db, where);
    const charges = await chargesOf(
      db,
      rows.map((r) => r.subscription.id),
    );
    return rows.map((r) => toSubscriptionView(r.subscription, r.link, charges));
  };

  /** The subscribers of one of the merchant's links. Throws `not_found` for another merchant's link. */
  const listForLink = async (merchantId: string, linkId: string) => {
    if (!(await findSubscriptionLink(db, merchantId, linkId))) {
      throw new AppError('not_found', 'Subscription link not found');
    }
    return listViews(eq(subscriptions.linkId, linkId));
  };

  /** Cancels one of the merchant's subscriptions. Throws `not_found`. */
  const cancelByMerchant = async (merchantId: string, id: string): Promise<Subscription> => {
    await merchantSubscription(merchantId, id);
    await cancelNow(id);
    const { merchant: _merchant, ...subscription } = await view(id);
    return subscription;
  };

  /** The subscriptions a user pays (by their email). */
  const listForPayer = (email: string) => listViews(eq(subscriptions.subscriberEmail, email.toLowerCase()));

  /** Cancels one of the user's own subscriptions. Throws `not_found` for anyone else's. */
  const cancelByPayer = async (email: string, id: string): Promise<Subscription> => {
    const found = await findSubscriptionWithPlan(db, id);
    if (!found || found.subscription.subscriberEmail !== email.toLowerCase()) {
      throw new AppError('not_found', 'Subscription not found');
    }
    await cancelNow(id);
    const { merchant: _merchant, ...subscription } = await view(id);
    return subscription;
  };

  return {
    subscribe,
    chargePeriod,
    expire,
    getManaged,
    cancelManaged,
    listForLink,
    cancelByMerchant,
    listForPayer,
    cancelByPayer,
  };
}

/** The billing service. */
export type BillingService = ReturnType<typeof createBillingService>;

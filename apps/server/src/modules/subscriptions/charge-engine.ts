/**
 * The charge engine of subscription billing (docs/subscriptions.md#billing) — our own code, tested
 * hardest. Every charge — first, renewal or retry — is a `subscription.charge` job: it charges the
 * saved payment method through the payment service's `pay` under the idempotency key
 * `period-{n}-attempt-{k}` in scope `subscription:{id}`, so two workers, a restarted worker or a
 * duplicated job never charge a period twice; a charge still in flight (mobile money awaiting
 * approval) is polled. Then, in one transaction under the subscription's row lock:
 * - success: the period advances (dates with date-fns), status `active`, the next period's job is
 *   enqueued at its start, an email is queued (`subscribed` after a trial-less first charge, else a
 *   renewal receipt) and, from period 2 on, `subscription.renewed` is recorded;
 * - failure: retried 1, 3 and 5 days after the due date; when every retry has failed the
 *   subscription is `past_due` and a `subscription.expire` job cancels it
 *   {@link PAST_DUE_GRACE_DAYS} days later. A failed first charge of a trial-less plan cancels it at
 *   once (the payer is on the page and sees why).
 * Status changes go through subscription-state.ts. Time comes from the injected clock, so tests
 * move through trials and cycles.
 * @module
 */
import { addDays } from 'date-fns';
import type { PublicPayment } from '@malipo/contracts/payments';
import type { JobResult } from '../../jobs/job-runner';
import { enqueueJob } from '../../jobs/jobs.repo';
import { AppError } from '../../lib/app-error';
import { queueEmail } from '../notifications/outbox';
import { toPublicPayment } from '../payments/payment-view';
import type { BillingContext } from './billing-context';
import { addCycle, nextRetryAt, PAST_DUE_GRACE_DAYS } from './billing-period';
import type { Cancellation } from './cancel';
import { chargeFailedEmail, renewalReceiptEmail, subscribedEmail } from './subscription-emails';
import { assertTransition, isFinal } from './subscription-state';
import { chargeKey } from './subscription-view';
import {
  findChargePayment,
  findSubscriptionWithPlan,
  lockSubscription,
  updateSubscription,
} from './subscriptions.repo';

/** Job kind that charges one period's attempt; payload `{ subscriptionId, period, attempt }`. */
export const SUBSCRIPTION_CHARGE_JOB = 'subscription.charge';
/** Job kind that cancels a subscription left past due; payload `{ subscriptionId }`. */
export const SUBSCRIPTION_EXPIRE_JOB = 'subscription.expire';
/** How often a charge still in flight is checked, in ms. */
export const CHARGE_POLL_INTERVAL_MS = 2000;

const AUTH_REQUIRED = {
  code: 'authentication_required',
  message:
    'This card asks the cardholder to confirm every payment, so it cannot pay a subscription. Use another card.',
};

/** Creates the charge engine over `ctx`; an expired subscription is canceled through `cancellation`. */
export function createChargeEngine(ctx: BillingContext, cancellation: Pick<Cancellation, 'cancelNow'>) {
  const { db, clock, payments } = ctx;

  /** Success of period `period`: advance, schedule the next charge, queue the email. */
  const recordSuccess = (id: string, period: number, payment: PublicPayment) =>
    db.transaction(async (tx) => {
      const row = await lockSubscription(tx, id);
      if (!row || isFinal(row.status) || row.periodNumber !== period - 1) return;
      const now = clock.now();
      const start = row.currentPeriodEnd;
      const end = addCycle(start, (await ctx.emailContext(tx, row)).link.billingCycle);
      const firstOfTrialLess = period === 1 && !row.trialEndsAt;
      const updated = await updateSubscription(tx, id, {
        status: assertTransition(row.status, 'active'),
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
      const emailCtx = await ctx.emailContext(tx, updated);
      await queueEmail(
        tx,
        firstOfTrialLess ? subscribedEmail(emailCtx) : renewalReceiptEmail(emailCtx, payment),
        now,
      );
      if (period > 1) await ctx.recordSubscriptionEvent(tx, 'subscription.renewed', updated);
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
      if (!row || isFinal(row.status) || row.periodNumber !== period - 1 || row.failedAttempts >= attempt)
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
          status: assertTransition(row.status, 'canceled'),
          canceledAt: now,
          nextBillingAt: null,
        });
        await ctx.recordSubscriptionEvent(tx, 'subscription.canceled', canceled);
        return;
      }
      const retryAt = nextRetryAt(row.currentPeriodEnd, attempt);
      const updated = await updateSubscription(tx, id, {
        ...failed,
        ...(retryAt
          ? { nextBillingAt: retryAt }
          : { status: assertTransition(row.status, 'past_due'), nextBillingAt: null }),
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
      await queueEmail(tx, chargeFailedEmail(await ctx.emailContext(tx, updated), failure, retryAt), now);
    });

  /**
   * Job `subscription.charge`: charges attempt `attempt` of period `period` of subscription `id`
   * with its saved payment method (the plan's amount, minor units), and records the outcome once it
   * is final. Returns `done`, or a retry time {@link CHARGE_POLL_INTERVAL_MS} ms away while the
   * charge is in flight. A period no longer due (paid, or the subscription canceled) is skipped; a
   * payment method the provider refuses, or a card that asks for an OTP, counts as a failed attempt.
   * Rethrows unexpected errors (the job runner retries them).
   */
  const chargePeriod = async (id: string, period: number, attempt: number): Promise<JobResult> => {
    const found = await findSubscriptionWithPlan(db, id);
    const row = found?.subscription;
    if (!found || !row || isFinal(row.status) || row.periodNumber !== period - 1) return 'done';
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
            if (!locked || isFinal(locked.status) || locked.periodNumber !== period - 1) {
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

  /**
   * Job `subscription.expire`: cancels subscription `id` if it is still `past_due` at the end of its
   * grace period ({@link PAST_DUE_GRACE_DAYS} days); always `done`.
   */
  const expire = async (id: string): Promise<JobResult> => {
    const found = await findSubscriptionWithPlan(db, id);
    if (found?.subscription.status === 'past_due') await cancellation.cancelNow(id);
    return 'done';
  };

  return { chargePeriod, expire };
}

/** The charge engine of the billing service. */
export type ChargeEngine = ReturnType<typeof createChargeEngine>;

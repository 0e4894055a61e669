/**
 * Canceling subscriptions (part of the billing service), by the payer through the self-service
 * link or their account, by the merchant, or by the charge engine when a past-due subscription's
 * grace period ends. Canceling is immediate: no more charges (docs/subscriptions.md#subscription-states);
 * the `canceled` email is queued and `subscription.canceled` recorded for webhooks. Canceling a
 * canceled subscription changes nothing.
 * @module
 */
import type { Subscription } from '@malipo/contracts/subscriptions';
import { AppError } from '../../lib/app-error';
import { queueEmail } from '../notifications/outbox';
import type { BillingContext } from './billing-context';
import { canceledEmail } from './subscription-emails';
import type { SubscriptionReads } from './subscription-reads';
import { assertTransition, isFinal } from './subscription-state';
import { findSubscriptionWithPlan, lockSubscription, updateSubscription } from './subscriptions.repo';

/** Creates the cancel operations over `ctx`, answering with `reads`' views. */
export function createCancellation(ctx: BillingContext, reads: SubscriptionReads) {
  const { db, clock } = ctx;

  /**
   * Cancels subscription `id` now, in one transaction under its row lock; a canceled one is left as
   * it is. Throws `not_found`.
   */
  const cancelNow = (id: string) =>
    db.transaction(async (tx) => {
      const row = await lockSubscription(tx, id);
      if (!row) throw new AppError('not_found', 'Subscription not found');
      if (isFinal(row.status)) return;
      const now = clock.now();
      const updated = await updateSubscription(tx, id, {
        status: assertTransition(row.status, 'canceled'),
        canceledAt: now,
        nextBillingAt: null,
        updatedAt: now,
      });
      await queueEmail(tx, canceledEmail(await ctx.emailContext(tx, updated)), now);
      await ctx.recordSubscriptionEvent(tx, 'subscription.canceled', updated);
    });

  /** Cancels through the self-service link and returns its view. Throws `not_found` (forged token). */
  const cancelManaged = async (token: string) => {
    const id = ctx.idFromToken(token);
    await cancelNow(id);
    return reads.managed(id);
  };

  /** Cancels one of the merchant's subscriptions. Throws `not_found`, for another merchant's too. */
  const cancelByMerchant = async (merchantId: string, id: string): Promise<Subscription> => {
    const found = await findSubscriptionWithPlan(db, id);
    if (!found || found.subscription.merchantId !== merchantId)
      throw new AppError('not_found', 'Subscription not found');
    await cancelNow(id);
    const { merchant: _merchant, ...subscription } = await reads.view(id);
    return subscription;
  };

  /** Cancels one of the user's own subscriptions (by email). Throws `not_found` for anyone else's. */
  const cancelByPayer = async (email: string, id: string): Promise<Subscription> => {
    const found = await findSubscriptionWithPlan(db, id);
    if (!found || found.subscription.subscriberEmail !== email.toLowerCase()) {
      throw new AppError('not_found', 'Subscription not found');
    }
    await cancelNow(id);
    const { merchant: _merchant, ...subscription } = await reads.view(id);
    return subscription;
  };

  return { cancelNow, cancelManaged, cancelByMerchant, cancelByPayer };
}

/** The cancel operations of the billing service. */
export type Cancellation = ReturnType<typeof createCancellation>;

/**
 * The subscription state machine (docs/subscriptions.md#subscription-states), guarded in this one
 * place like the payment's (payments/payment-state.ts):
 * - a subscription starts `trialing` when its plan has a trial, else `incomplete` while the first
 *   charge runs;
 * - a paid period makes it `active` (again for every renewal, and back from `past_due` should a
 *   late charge of the period succeed);
 * - a failed charge keeps the status while retries remain (docs/subscriptions.md#billing); when every
 *   retry has failed it is `past_due`, and canceled at the end of the grace period. A failed first
 *   charge of an `incomplete` subscription cancels it at once;
 * - the payer or the merchant can cancel it in any state but `canceled`, which is final.
 * Every status change of a subscription goes through {@link assertTransition}.
 * @module
 */
import type { SubscriptionStatus } from '@malipo/contracts/billing-cycles';
import { AppError } from '../../lib/app-error';

/** The status a new subscription starts in: `trialing` when its plan has a trial, else `incomplete`. */
export function initialStatus(input: { hasTrial: boolean }): 'trialing' | 'incomplete' {
  return input.hasTrial ? 'trialing' : 'incomplete';
}

/** The states each state may move to (an exhaustive switch: a new state fails to compile here). */
export function allowedTransitions(from: SubscriptionStatus): readonly SubscriptionStatus[] {
  switch (from) {
    case 'incomplete':
      return ['active', 'canceled'];
    case 'trialing':
      return ['active', 'past_due', 'canceled'];
    case 'active':
      return ['active', 'past_due', 'canceled'];
    case 'past_due':
      return ['active', 'canceled'];
    case 'canceled':
      return [];
    default: {
      const unhandled: never = from;
      throw new Error(`unknown subscription status ${String(unhandled)}`);
    }
  }
}

/** True once the subscription can never change again (nothing is charged any more). */
export function isFinal(status: SubscriptionStatus): boolean {
  return allowedTransitions(status).length === 0;
}

/**
 * Throws `invalid_state` (409) unless `from → to` is a legal transition; returns `to`, to be written
 * as the new status.
 */
export function assertTransition<T extends SubscriptionStatus>(from: SubscriptionStatus, to: T): T {
  if (!allowedTransitions(from).includes(to)) {
    throw new AppError('invalid_state', `A subscription cannot go from ${from} to ${to}`);
  }
  return to;
}

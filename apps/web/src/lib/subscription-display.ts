/**
 * How subscriptions read everywhere — the subscribe page, the self-service page, the merchant's
 * subscriber list and the payer's Manage Subscriptions dialog: the price 'per' billing period and
 * the trial (docs/product.md#payer-pages, docs/product.md#constants), the status words and colours (docs/subscriptions.md#subscription-states) and which date comes
 * next. Zod-free and icon-free, so payer pages can use it.
 * @module
 */
import {
  BILLING_CYCLE_UNITS,
  type BillingCycle,
  type SubscriptionStatus,
} from '@malipo/contracts/billing-cycles';
import { formatMoney } from '@malipo/contracts/money';

/** Badge colour names of `components/ui/badge`. */
export type SubscriptionTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/** Label and colour of a subscription status: Trialing, Active, Past due, Canceled, Incomplete. */
export function subscriptionStatusDisplay(status: SubscriptionStatus): {
  label: string;
  tone: SubscriptionTone;
} {
  switch (status) {
    case 'trialing':
      return { label: 'Trialing', tone: 'info' };
    case 'active':
      return { label: 'Active', tone: 'success' };
    case 'past_due':
      return { label: 'Past due', tone: 'warning' };
    case 'canceled':
      return { label: 'Canceled', tone: 'neutral' };
    case 'incomplete':
      return { label: 'Incomplete', tone: 'warning' };
  }
}

/** 'per month' — the billing period after 'per' (docs/product.md#constants: week, month, quarter, year). */
export function perCycle(cycle: BillingCycle): string {
  return `per ${BILLING_CYCLE_UNITS[cycle]}`;
}

/** '$29.99 per month' (amount in minor units of `currency`; docs/product.md#payer-pages price 'per' billing period). */
export function pricePerCycle(amountMinor: number, currency: string, cycle: BillingCycle): string {
  return `${formatMoney(amountMinor, currency)} ${perCycle(cycle)}`;
}

/** '7 days free' (docs/product.md#payer-pages '{n} days free'; '1 day free' for one), or `null` without a trial. */
export function trialLabel(trialDays: number): string | null {
  if (trialDays <= 0) return null;
  return trialDays === 1 ? '1 day free' : `${trialDays} days free`;
}

/** What a subscription shows of its dates. */
interface SubscriptionDates {
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  nextBillingAt: string | null;
}

/**
 * The date that comes next: 'Trial ends' while trialing, otherwise 'Next billing date'; `null` once
 * canceled or when nothing is scheduled. `at` is an ISO timestamp.
 */
export function nextSubscriptionDate(subscription: SubscriptionDates): { label: string; at: string } | null {
  if (subscription.status === 'canceled') return null;
  if (subscription.status === 'trialing' && subscription.trialEndsAt) {
    return { label: 'Trial ends', at: subscription.trialEndsAt };
  }
  return subscription.nextBillingAt ? { label: 'Next billing date', at: subscription.nextBillingAt } : null;
}

/** Label and colour of one charge's payment status ('succeeded' → Paid; unfinished → Pending). */
export function chargeStatusDisplay(status: string): { label: string; tone: SubscriptionTone } {
  switch (status) {
    case 'succeeded':
      return { label: 'Paid', tone: 'success' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
    case 'canceled':
      return { label: 'Canceled', tone: 'neutral' };
    case 'refunded':
      return { label: 'Refunded', tone: 'neutral' };
    case 'partially_refunded':
      return { label: 'Partially refunded', tone: 'neutral' };
    default:
      return { label: 'Pending', tone: 'warning' };
  }
}

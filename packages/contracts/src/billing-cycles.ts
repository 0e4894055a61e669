/**
 * Billing cycles (docs/product.md#constants): weekly, monthly, quarterly, yearly — displayed week, month, quarter,
 * year; default monthly. Zod-free so the subscribe page stays light.
 * @module
 */

/** Billing cycles a subscription link offers (docs/product.md#constants). */
export const BILLING_CYCLES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
/** A billing cycle. */
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** The default cycle (docs/product.md#constants). */
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

/** The word shown after 'per' (docs/product.md#constants: week, month, quarter, year). */
export const BILLING_CYCLE_UNITS: Record<BillingCycle, string> = {
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};

/** Subscription states (`incomplete` while the first charge of a trial-less plan runs). */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'canceled'] as const;
/** A subscription state. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

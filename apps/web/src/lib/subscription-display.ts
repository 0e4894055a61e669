/**
 * How subscriptions read everywhere — the subscribe page, the self-service page, the merchant's
 * subscriber list and the payer's Manage Subscriptions dialog: the price 'per' billing period and
 * the trial (docs/product.md#payer-pages, docs/product.md#constants), the status words and colours (docs/subscriptions.md#subscription-states) and which date comes
 * next. Zod-free and icon-free, so payer pages can use it. The dashboard reads the English labels;
 * payer pages write them in the payer's language with the `labelKey`s, {@link perCycleKey} and
 * {@link pricePerCycleIn}.
 * @module
 */
import {
  BILLING_CYCLE_UNITS,
  type BillingCycle,
  type SubscriptionStatus,
} from '@malipo/contracts/billing-cycles';
import { formatMoney } from '@malipo/contracts/money';
import type { MessageKey } from '@malipo/contracts/i18n/translator';
import type { PageI18n } from '@/lib/i18n/page-i18n';

/** Badge colour names of `components/ui/badge`. */
export type SubscriptionTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/** The message key of a subscription's or a charge's status label (`subscribe:status.active`). */
export type StatusLabelKey = Extract<
  MessageKey,
  `subscribe:status.${string}` | `subscribe:charges.status.${string}`
>;

/** How a status reads: its English label, the same label's message key, and its colour. */
export interface StatusDisplay {
  label: string;
  labelKey: StatusLabelKey;
  tone: SubscriptionTone;
}

/** Label and colour of a subscription status: Trialing, Active, Past due, Canceled, Incomplete. */
export function subscriptionStatusDisplay(status: SubscriptionStatus): StatusDisplay {
  switch (status) {
    case 'trialing':
      return { label: 'Trialing', labelKey: 'subscribe:status.trialing', tone: 'info' };
    case 'active':
      return { label: 'Active', labelKey: 'subscribe:status.active', tone: 'success' };
    case 'past_due':
      return { label: 'Past due', labelKey: 'subscribe:status.pastDue', tone: 'warning' };
    case 'canceled':
      return { label: 'Canceled', labelKey: 'subscribe:status.canceled', tone: 'neutral' };
    case 'incomplete':
      return { label: 'Incomplete', labelKey: 'subscribe:status.incomplete', tone: 'warning' };
  }
}

/** 'per month' — the billing period after 'per' (docs/product.md#constants: week, month, quarter, year). */
export function perCycle(cycle: BillingCycle): string {
  return `per ${BILLING_CYCLE_UNITS[cycle]}`;
}

/** The message key of {@link perCycle}'s text: `subscribe:perCycle.monthly` ('per month'). */
export function perCycleKey(cycle: BillingCycle) {
  return `subscribe:perCycle.${cycle}` as const satisfies MessageKey;
}

/**
 * {@link pricePerCycle} in the language of `i18n` (a page's `useI18n()`): '$29.99 per month',
 * '29,99 $US par mois'.
 */
export function pricePerCycleIn(
  { t, money }: Pick<PageI18n, 't' | 'money'>,
  amountMinor: number,
  currency: string,
  cycle: BillingCycle,
): string {
  return t(`subscribe:price.${cycle}`, { amount: money(amountMinor, currency) });
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

/** The date that comes next: its English label, the same label's message key, and the ISO timestamp. */
export interface NextSubscriptionDate {
  label: string;
  labelKey: 'subscribe:facts.trialEnds' | 'subscribe:facts.nextBilling';
  at: string;
}

/**
 * The date that comes next: 'Trial ends' while trialing, otherwise 'Next billing date'; `null` once
 * canceled or when nothing is scheduled. `at` is an ISO timestamp.
 */
export function nextSubscriptionDate(subscription: SubscriptionDates): NextSubscriptionDate | null {
  if (subscription.status === 'canceled') return null;
  if (subscription.status === 'trialing' && subscription.trialEndsAt) {
    return { label: 'Trial ends', labelKey: 'subscribe:facts.trialEnds', at: subscription.trialEndsAt };
  }
  return subscription.nextBillingAt
    ? { label: 'Next billing date', labelKey: 'subscribe:facts.nextBilling', at: subscription.nextBillingAt }
    : null;
}

/** Label and colour of one charge's payment status ('succeeded' → Paid; unfinished → Pending). */
export function chargeStatusDisplay(status: string): StatusDisplay {
  switch (status) {
    case 'succeeded':
      return { label: 'Paid', labelKey: 'subscribe:charges.status.paid', tone: 'success' };
    case 'failed':
      return { label: 'Failed', labelKey: 'subscribe:charges.status.failed', tone: 'danger' };
    case 'canceled':
      return { label: 'Canceled', labelKey: 'subscribe:charges.status.canceled', tone: 'neutral' };
    case 'refunded':
      return { label: 'Refunded', labelKey: 'subscribe:charges.status.refunded', tone: 'neutral' };
    case 'partially_refunded':
      return {
        label: 'Partially refunded',
        labelKey: 'subscribe:charges.status.partiallyRefunded',
        tone: 'neutral',
      };
    default:
      return { label: 'Pending', labelKey: 'subscribe:charges.status.pending', tone: 'warning' };
  }
}

import type {
  ManagedSubscription,
  PublicSubscriptionLink,
  Subscription,
  SubscriptionLink,
} from '@malipo/contracts/subscriptions';
import { PUBLIC_LINK, TEST_MODE_METHODS } from './checkout-fixtures';

/** The demo plan `demo-subscribe` as the public API returns it: 29.99 USD monthly, 7-day trial. */
export const PUBLIC_SUBSCRIPTION: PublicSubscriptionLink = {
  link: {
    id: 'demo-subscribe',
    title: 'Premium Membership',
    description: 'Monthly access to premium features.',
    amountMinor: 2999,
    currency: 'USD',
    billingCycle: 'monthly',
    trialDays: 7,
    thankYouMessage: 'Thank you for subscribing!',
    redirectUrl: null,
    status: 'active',
  },
  merchant: PUBLIC_LINK.merchant,
  paymentMethods: TEST_MODE_METHODS,
};

/** A subscription to the demo plan in `status` (a Visa card ending 4242; trial ends 8 Jan 2026). */
export function subscription(
  status: Subscription['status'],
  extra: Partial<Subscription> = {},
): Subscription {
  const isCanceled = status === 'canceled';
  return {
    id: 'sub_01',
    status,
    plan: {
      id: 'demo-subscribe',
      title: 'Premium Membership',
      amountMinor: 2999,
      currency: 'USD',
      billingCycle: 'monthly',
    },
    subscriber: { name: 'Amina Uwase', email: 'amina@example.com' },
    paymentMethodLabel: 'Visa •••• 4242',
    trialEndsAt: '2026-01-08T10:00:00.000Z',
    currentPeriodEnd: '2026-01-08T10:00:00.000Z',
    nextBillingAt: isCanceled ? null : '2026-01-08T10:00:00.000Z',
    canceledAt: isCanceled ? '2026-01-03T10:00:00.000Z' : null,
    failure: null,
    charges: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}

/** The subscribe or self-service answer for a subscription in `status`. */
export function managedSubscription(
  status: Subscription['status'],
  extra: Partial<Subscription> = {},
): ManagedSubscription {
  return {
    subscription: subscription(status, extra),
    merchant: PUBLIC_LINK.merchant,
    manageToken: 'sub_01.signature',
  };
}

/** A subscription link as the dashboard lists it. */
export function subscriptionLink(extra: Partial<SubscriptionLink> = {}): SubscriptionLink {
  return {
    ...PUBLIC_SUBSCRIPTION.link,
    id: 'sublink_1',
    createdAt: '2026-01-01T10:00:00.000Z',
    path: '/subscribe/sublink_1',
    subscribersCount: 3,
    totalRevenueMinor: 8997,
    ...extra,
  };
}

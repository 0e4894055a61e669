/**
 * The subscribe page `/subscribe/{id}` (docs/product.md#payer-pages 'Subscribe to Our Service') and
 * the subscriber's self-service page `/subscriptions/{token}`: the plan, its price per billing
 * period and trial, 'Welcome!', the subscription's status and dates, and cancelling it.
 */
export const subscribe = {
  page: {
    loading: 'Loading subscription details...',
    loadFailed: 'We could not load this plan',
    documentTitle: 'Subscribe to {plan} · {merchant}',
    region: 'Subscription',
  },
  plan: {
    heading: 'Subscribe to Our Service',
    note: 'Cancel anytime • Secure payment',
    trial: '{days, plural, one {# day free} other {# days free}}',
    afterTrial: 'Nothing is charged today. After the trial you pay {price}.',
  },
  /** The billing period after a price (`BILLING_CYCLES` in `@malipo/contracts/billing-cycles`). */
  perCycle: {
    weekly: 'per week',
    monthly: 'per month',
    quarterly: 'per quarter',
    yearly: 'per year',
  },
  /** A price per billing period. */
  price: {
    weekly: '{amount} per week',
    monthly: '{amount} per month',
    quarterly: '{amount} per quarter',
    yearly: '{amount} per year',
  },
  details: {
    withCard: 'Subscribe with card',
    withMobileMoney: 'Subscribe with mobile money',
    submit: 'Subscribe Now',
    processing: 'Processing Subscription...',
    failed: 'Your subscription could not be started. Please try again.',
  },
  welcome: {
    title: 'Welcome!',
    plan: 'Plan',
    price: 'Price',
    manage: 'Manage your subscription',
    emailed: 'We also emailed this link to {email}. Use it to cancel anytime.',
  },
  /** Subscription states (docs/subscriptions.md#subscription-states). */
  status: {
    incomplete: 'Incomplete',
    trialing: 'Trialing',
    active: 'Active',
    pastDue: 'Past due',
    canceled: 'Canceled',
  },
  facts: {
    status: 'Status',
    paymentMethod: 'Payment method',
    trialEnds: 'Trial ends',
    nextBilling: 'Next billing date',
    canceledOn: 'Canceled on',
    subscribedOn: 'Subscribed on',
  },
  manage: {
    loading: 'Loading your subscription...',
    invalidTitle: 'This link is not valid',
    invalidText:
      'We could not find a subscription for this link. Open the latest link from your subscription emails, or contact the business.',
    loadFailed: 'We could not load your subscription',
    documentTitle: 'Your subscription to {plan} · {merchant}',
    heading: 'Your subscription',
    canceled: 'This subscription is canceled. You will not be charged again.',
    charges: 'Charges',
  },
  /** A subscription's charges (`components/subscription-charges.tsx`), by payment status. */
  charges: {
    none: 'No charges yet.',
    receipt: 'Receipt',
    receiptOf: 'of {date} (opens in a new tab)',
    status: {
      paid: 'Paid',
      failed: 'Failed',
      canceled: 'Canceled',
      refunded: 'Refunded',
      partiallyRefunded: 'Partially refunded',
      pending: 'Pending',
    },
  },
  cancel: {
    open: 'Cancel subscription',
    title: 'Cancel your subscription to {plan}?',
    warning: 'You will not be charged again. This cannot be undone; to come back, subscribe again.',
    confirm: 'Yes, cancel subscription',
    canceling: 'Canceling...',
    keep: 'Keep subscription',
    failed: 'We could not cancel your subscription. Please try again.',
  },
} as const;

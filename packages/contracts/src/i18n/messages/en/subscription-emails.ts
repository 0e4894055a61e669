/** The plain-text emails to a subscriber (docs/subscriptions.md#emails). */
export const subscriptionEmails = {
  greeting: 'Hello {name},',
  manage: 'Manage or cancel: {url}',
  /** A plan's price per billing cycle (`BILLING_CYCLES` in `@malipo/contracts/billing-cycles`). */
  price: {
    weekly: '{amount} per week',
    monthly: '{amount} per month',
    quarterly: '{amount} per quarter',
    yearly: '{amount} per year',
  },
  subscribed: {
    subject: "You're subscribed to {plan}",
    thanks: 'Thank you for subscribing to {plan} ({price}).',
    trialEnds: 'Your free trial ends on {date}; the first charge is on that day.',
    nextPayment: 'Your next payment is due on {date}.',
  },
  renewalReceipt: {
    subject: 'Receipt: {plan}',
    received: 'We received {amount} for {plan}.',
    paidWithCard: 'Paid with card ending {last4}. Next payment: {date}.',
    paidWithMobileMoney: 'Paid with mobile money. Next payment: {date}.',
    receiptLink: 'Receipt: {url}',
  },
  chargeFailed: {
    subject: 'Payment failed: {plan}',
    couldNotCharge: 'We could not charge {price} for {plan}: {reason}',
    retryOn: 'We will try again on {date}.',
    pastDue: 'We will not try again: your subscription is past due and will be canceled unless it is paid.',
  },
  canceled: {
    subject: 'Subscription canceled: {plan}',
    body: 'Your subscription to {plan} is canceled. You will not be charged again.',
  },
} as const;

/**
 * The English message catalogue, the source every other language is typed against
 * (docs/i18n.md#message-catalogues). One top-level key per namespace; `{{name}}` marks a value the
 * caller passes.
 * @module
 */

/** English messages by namespace. */
export const en = {
  /** The receipt, as a PDF today and as a page later (docs/product.md#receipt-page). */
  receipt: {
    title: {
      payment: 'Payment receipt',
      donation: 'Donation receipt',
      order: 'Order receipt',
      subscription: 'Subscription receipt',
    },
    documentTitle: 'Receipt {{reference}}',
    facts: {
      paidTo: 'Paid to',
      paidBy: 'Paid by',
      anonymous: 'Anonymous',
      shipTo: 'Ship to',
      date: 'Date',
      paymentMethod: 'Payment method',
      currency: 'Currency',
      reference: 'Reference',
      receiptId: 'Receipt',
    },
    lines: {
      item: 'Item',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      amount: 'Amount',
      total: 'Total',
    },
    footer: 'Thank you. Paid securely through Malipo.',
  },
  /** The plain-text emails to a subscriber (docs/subscriptions.md#emails). */
  subscriptionEmails: {
    greeting: 'Hello {{name}},',
    manage: 'Manage or cancel: {{url}}',
    /** A plan's price per billing cycle (`BILLING_CYCLES` in `@malipo/contracts/billing-cycles`). */
    price: {
      weekly: '{{amount}} per week',
      monthly: '{{amount}} per month',
      quarterly: '{{amount}} per quarter',
      yearly: '{{amount}} per year',
    },
    subscribed: {
      subject: "You're subscribed to {{plan}}",
      thanks: 'Thank you for subscribing to {{plan}} ({{price}}).',
      trialEnds: 'Your free trial ends on {{date}}; the first charge is on that day.',
      nextPayment: 'Your next payment is due on {{date}}.',
    },
    renewalReceipt: {
      subject: 'Receipt: {{plan}}',
      received: 'We received {{amount}} for {{plan}}.',
      paidWithCard: 'Paid with card ending {{last4}}. Next payment: {{date}}.',
      paidWithMobileMoney: 'Paid with mobile money. Next payment: {{date}}.',
      receiptLink: 'Receipt: {{url}}',
    },
    chargeFailed: {
      subject: 'Payment failed: {{plan}}',
      couldNotCharge: 'We could not charge {{price}} for {{plan}}: {{reason}}',
      retryOn: 'We will try again on {{date}}.',
      pastDue: 'We will not try again: your subscription is past due and will be canceled unless it is paid.',
    },
    canceled: {
      subject: 'Subscription canceled: {{plan}}',
      body: 'Your subscription to {{plan}} is canceled. You will not be charged again.',
    },
    /**
     * Why a charge failed, by failure code: the payment provider's codes and the charge engine's own
     * (docs/subscriptions.md#emails). The English is the provider's own message; a code not listed
     * here is shown with the provider's message as it is.
     */
    failureReasons: {
      card_declined: 'Your card was declined.',
      insufficient_funds: 'Your card has insufficient funds.',
      card_frozen: 'This card is frozen. Unfreeze it to pay.',
      mobile_money_declined: 'The payment was declined on the phone.',
      mobile_money_timeout: 'The payment request timed out before it was approved.',
      provider_unavailable: 'The payment could not be completed. You have not been charged.',
      authentication_required:
        'This card asks the cardholder to confirm every payment, so it cannot pay a subscription. Use another card.',
      charge_failed: 'The payment failed.',
    },
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The shape every catalogue must have: the keys of {@link en} with any text, so a language that
 * misses or adds a key fails to compile.
 */
export type Messages = Widen<typeof en>;

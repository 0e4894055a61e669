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
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The shape every catalogue must have: the keys of {@link en} with any text, so a language that
 * misses or adds a key fails to compile.
 */
export type Messages = Widen<typeof en>;

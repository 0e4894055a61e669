/** The receipt, as a PDF today and as a page later (docs/product.md#receipt-page). */
export const receipt = {
  title: {
    payment: 'Payment receipt',
    donation: 'Donation receipt',
    order: 'Order receipt',
    subscription: 'Subscription receipt',
  },
  documentTitle: 'Receipt {reference}',
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
} as const;

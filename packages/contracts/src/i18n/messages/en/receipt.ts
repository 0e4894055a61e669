/**
 * The receipt (docs/product.md#receipt-page), as a PDF and as the page `/receipts/{id}`: both share
 * the titles, facts and lines; `page` holds what only the page says.
 */
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
  page: {
    loading: 'Loading receipt...',
    notFound: {
      title: 'Receipt not found',
      text: 'This receipt does not exist. Check the address in your confirmation.',
    },
    loadFailed: 'We could not load this receipt',
    amountPaid: 'Amount paid',
    shippingAddress: 'Shipping address',
    /** The lines table's caption, for screen readers. */
    items: 'Items',
    /** A line's unit price under its name on narrow screens; `{price}` is an amount. */
    unitPriceEach: '{price} each',
    downloadPdf: 'Download PDF',
    print: 'Print',
    /** The payment method when the card's brand or the mobile money provider is unknown. */
    method: {
      card: 'Card',
      mobileMoney: 'Mobile money',
      bankTransfer: 'Bank transfer',
    },
  },
} as const;

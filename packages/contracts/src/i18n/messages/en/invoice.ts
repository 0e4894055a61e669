/**
 * The invoice page `/invoice/{id}` (docs/invoices.md#payments): the invoice billed, the amount to
 * pay when the merchant allows paying in part, the payment's confirmation, and the states in which
 * an invoice takes no payment.
 */
export const invoice = {
  page: {
    loading: 'Loading invoice...',
    loadFailed: 'We could not load this invoice',
    documentTitle: 'Invoice {number} · {merchant}',
    region: 'Invoice payment',
    notFoundTitle: 'Invoice not found',
    notFoundText: 'This invoice does not exist or is not issued yet. Check the link you were sent.',
  },
  summary: {
    heading: 'Invoice',
    number: 'Invoice {number}',
    from: 'From',
    billedTo: 'Billed to',
    issued: 'Issued',
    due: 'Due',
    overdue: 'Overdue',
    lines: 'Items',
    unitPrice: '{quantity} × {price}',
    taxRate: 'tax {rate}%',
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: 'Tax',
    total: 'Total',
    amountPaid: 'Amount paid',
    amountDue: 'Amount due',
    memo: 'Note',
    downloadPdf: 'Download PDF',
  },
  amount: {
    label: 'Amount to pay ({currency})',
    hint: 'You can pay part of this invoice now: up to {due}.',
    errors: {
      invalid: 'Enter a valid amount',
      zero: 'Amount must be greater than 0',
      tooMuch: 'The amount due is {due}',
    },
  },
  method: {
    heading: 'How would you like to pay?',
  },
  details: {
    withCard: 'Pay with card',
    withMobileMoney: 'Pay with mobile money',
    withBankTransfer: 'Pay by bank transfer',
    submit: 'Pay {amount}',
  },
  paid: {
    title: 'Payment received',
    message: 'Thank you. Your payment has been applied to invoice {number}.',
    yourPayment: 'Your payment',
    stillDue: 'Still due',
    payRest: 'Pay the rest',
  },
  state: {
    paid: { title: 'Invoice paid', text: 'Invoice {number} has been paid in full. Thank you.' },
    void: {
      title: 'Invoice canceled',
      text: 'Invoice {number} was canceled by {merchant} and cannot be paid.',
    },
    uncollectible: {
      title: 'Invoice closed',
      text: 'Invoice {number} is closed and cannot be paid here. Contact {merchant}.',
    },
  },
} as const;

/**
 * The storefront (docs/product.md#payer-pages): the catalogue `/catalogue/{id}` with its products,
 * quantity steppers and order summary, and its checkout `/catalogue/{id}/checkout` with the order
 * form, the trust badges and the order confirmation.
 */
export const storefront = {
  app: {
    loadingCatalogue: 'Loading catalogue...',
    loadingCheckout: 'Loading checkout...',
    catalogueLoadFailed: 'We could not load this catalogue',
    checkoutLoadFailed: 'We could not load the checkout',
    checkConnection: 'Check your connection and try again.',
  },
  catalogue: {
    heading: 'Product Catalogue',
    itemCount: '{count, plural, one {# item} other {# items}}',
    products: 'Products',
    outOfStock: 'Out of stock',
    emptyCart: 'Your cart is empty. Use + to add products.',
    emptyCartWithoutScript: 'Your cart is empty. Enter the quantities, then press Checkout.',
    payWith: 'Pay with',
    checkout: 'Checkout',
    checkoutWithTotal: 'Checkout · {total}',
  },
  stepper: {
    quantityOf: 'Quantity of {name}',
    removeOne: 'Remove one {name}',
    addOne: 'Add one {name}',
  },
  cart: {
    yourOrder: 'Your order',
    summary: 'Order summary',
    lineQuantity: '{quantity} × {price}',
    total: 'Total',
    droppedLines: 'Some products in your cart are no longer available and were removed.',
    pricesChanged: 'Prices have changed. Review your order.',
    outOfStock: 'Some items are no longer in stock. Review your order.',
  },
  checkout: {
    heading: 'Complete Your Order',
    documentTitle: 'Complete Your Order · {catalogue}',
    backToCatalogue: 'Back to Catalogue',
    emptyHeading: 'Your cart is empty',
    emptyText: 'Add products from the catalogue to place an order.',
    payment: 'Payment',
    confirmedLoading: 'Order confirmed. Loading your receipt...',
    /** The cart a form posted without JavaScript sent (`catalogue-form.ts`). */
    cartEmpty: 'Your cart is empty',
    badQuantity: 'Quantities must be whole numbers',
  },
  badges: {
    label: 'Why pay here',
    secure: { title: 'Secure', text: 'Encrypted payment' },
    global: { title: 'Global', text: 'Cards accepted worldwide' },
    mobile: { title: 'Mobile', text: 'Mobile money welcome' },
  },
  order: {
    form: 'Checkout',
    yourInformation: 'Your information',
    address: {
      label: 'Shipping Address',
      optional: '(optional)',
      placeholder: 'Street, city, country',
    },
    paymentMethod: 'Payment method',
    pay: 'Pay {amount}',
    processing: 'Processing...',
    terms: 'By completing your order you agree to our {terms}.',
    termsLink: 'Terms of Service',
  },
  confirmed: {
    title: 'Order Confirmed!',
    message: 'Thank you for your order with {merchant}.',
    amountPaid: 'Amount paid',
    reference: 'Reference',
  },
} as const;

/**
 * What every payer page shares (docs/product.md#payer-pages): the frame, the language switch, the
 * payer's details and payment method steps, card and mobile money fields, their checks, the
 * payment's progress and outcome views, and the unavailable-link states.
 */
export const checkout = {
  frame: {
    descriptionForMerchant: 'Pay {merchant} securely by card or mobile money with Malipo.',
    description: 'Pay securely by card or mobile money with Malipo.',
    securedBy: 'Secured by Malipo',
  },
  language: {
    label: 'Language',
  },
} as const;

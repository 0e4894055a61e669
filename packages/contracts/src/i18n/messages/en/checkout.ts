import { CARD_PROBLEM_TEXTS } from '../../../card';

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
    testMode: 'Test mode: no real money moves on this page.',
  },
  language: {
    label: 'Language',
  },
  /** Where the payer is in the two steps: `Step 1 of 2`. */
  stepOf: 'Step {step} of {steps}',
  /** Step 1: how the payer pays. */
  method: {
    formLabel: 'Payment method',
    heading: 'How would you like to pay?',
    card: 'Card',
    cardDetail: 'Visa, Mastercard and more',
    mobile: 'Mobile',
    mobileDetail: 'MTN, Airtel Money, M-Pesa',
    bank: 'Bank transfer',
    bankDetail: 'Transfer from your bank',
    /**
     * Instead of the methods when the page offers none for its currency (docs/providers.md#routing):
     * `{currency}` is an ISO 4217 code, `{merchant}` the business's name.
     */
    unavailable: 'This page cannot take payments in {currency} yet. Please contact {merchant}.',
  },
  /** Step 2: the payer's and the method's fields. */
  details: {
    formLabel: 'Payment details',
    processing: 'Processing...',
    backToStep1: 'Back to Step 1',
  },
  payer: {
    legend: 'Your details',
    fullName: 'Full Name',
    nameOptional: 'Name (optional)',
    namePlaceholder: 'Your name',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
  },
  card: {
    legend: 'Card details',
    number: 'Card Number',
    expiry: 'Expiry Date',
    expiryPlaceholder: 'MM/YY',
    cvv: 'CVV',
    holderName: 'Cardholder Name',
    holderNamePlaceholder: 'Name on card',
    /** Before the page's code runs (or without JavaScript), the card is typed on the provider's page. */
    onProviderPage:
      "After you press Pay, you will enter your card details on the card provider's secure page.",
    /** In live mode the card is never typed on Malipo's page, but on the provider's hosted page (docs/providers.md#routing). */
    onPartnerPage: "You will enter your card details on our payment partner's secure page.",
  },
  mobileMoney: {
    legend: 'Mobile money details',
    country: 'Country',
    provider: 'Provider',
    phone: 'Mobile Money Phone Number',
    /** `{example}` is a number of the chosen country, e.g. `+250 788 123 456`. */
    phonePlaceholder: 'e.g. {example}',
    phoneHint: 'We will send a payment request to this number. Approve it on your phone.',
    loading: 'Loading mobile money options…',
    loadFailed: 'Mobile money options could not be loaded. Check your connection.',
    retry: 'Retry',
    /** The countries offered for mobile money numbers, by ISO 3166 code. */
    countries: {
      RW: 'Rwanda',
      KE: 'Kenya',
      UG: 'Uganda',
      TZ: 'Tanzania',
      GH: 'Ghana',
      NG: 'Nigeria',
      ZA: 'South Africa',
    },
  },
  /** Bank transfer has no fields: the account comes with the payment (docs/payments.md#bank-transfer). */
  bankTransfer: {
    nextStep: 'We will give you an account to transfer to.',
  },
  /** The sandbox's hints under the method's fields (docs/payments.md). */
  testMode: {
    /** `{cards}` lists the test cards, each as `4242 4242 4242 4242 (success)`. */
    card: 'Test mode: use {cards}, with any future expiry date and any 3-digit CVV.',
    cardOutcomes: {
      success: 'success',
      declined: 'declined',
      insufficientFunds: 'insufficient funds',
      otp: 'asks for code {code}',
    },
    mobile:
      'Test mode: numbers ending in 0002 are declined and numbers ending in 0003 never answer; any other valid number is approved after a few seconds.',
  },
  /** The checks' messages next to each field (docs/product.md#validation). */
  problems: {
    payer: {
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Enter a valid email address',
    },
    /** The card number, expiry and CVV checks of `@malipo/contracts/card`, whose English the API writes too. */
    card: {
      ...CARD_PROBLEM_TEXTS,
      holderNameRequired: 'Cardholder name is required',
    },
    mobileMoney: {
      countryRequired: 'Choose a country',
      providerRequired: 'Choose a mobile money provider',
      phoneRequired: 'Phone number is required',
      phoneInvalid: 'Enter a valid phone number for the selected country',
      /** A number that is not one of the chosen provider's (`@malipo/contracts/mobile-money`, whose English the API writes too). */
      notProvider: {
        mtn: 'This is not an MTN Mobile Money number. Check the number or choose another provider.',
        airtel: 'This is not an Airtel Money number. Check the number or choose another provider.',
        mpesa: 'This is not an M-Pesa number. Check the number or choose another provider.',
      },
    },
  },
  /** An attempt whose answer never came (docs/payments.md#idempotency): why, then how to retry safely. */
  unconfirmed: {
    connectionDropped: 'We could not confirm your payment because the connection dropped.',
    unknown: 'We could not confirm your payment.',
    tryAgain: 'Try again: you will not be charged twice.',
    pressPay: 'Press Pay to try again: you will not be charged twice.',
  },
  /** A failed payment whose failure carries no reason. */
  paymentFailed: 'Your payment could not be completed. Please try again.',
  /** A page whose data could not be loaded for a reason the server did not give. */
  loadFailed: 'Something went wrong. Please try again.',
  /** A form posted without JavaScript that the server could not read or finish (`payer-forms.routes.ts`). */
  formRefused: {
    unreadable: 'Something went wrong with the form. Please try again.',
    cardNotConfirmed: 'Your card details could not be confirmed. Please try again.',
  },
  orderSummary: {
    heading: 'Order summary',
    amount: 'Amount',
    currency: 'Currency',
    total: 'Total',
  },
  /** The payment link page `/pay/{id}`. */
  paymentLink: {
    documentTitle: 'Pay {merchant} · {product}',
    heading: 'Pay {merchant} for {product}',
    region: 'Payment',
    withCard: 'Pay with card',
    withMobileMoney: 'Pay with mobile money',
    withBankTransfer: 'Pay by bank transfer',
    /** `{amount}` is formatted, e.g. `$100.00`. */
    submit: 'Pay {amount}',
    loading: 'Loading payment details...',
    loadFailed: 'We could not load this payment',
  },
} as const;

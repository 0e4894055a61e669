/**
 * The donation page `/donate/{id}` (docs/product.md#payer-pages 'Support Our Cause'): the campaign
 * and its progress, the amount step (presets and a custom amount), the donor's step with 'Donate
 * anonymously', and 'Thank You!'.
 */
export const donate = {
  page: {
    loading: 'Loading donation details...',
    loadFailed: 'We could not load this campaign',
    documentTitle: 'Support {campaign} · {merchant}',
    region: 'Donation',
  },
  campaign: {
    heading: 'Support Our Cause',
    raisedOfGoal: 'raised of {goal} goal',
    progressLabel: 'Progress toward the goal',
    progressValue: '{percent}% of the goal',
    percentOfGoal: '{percent}% of goal',
    donors: '{count, plural, one {# donor} other {# donors}}',
  },
  amount: {
    formLabel: 'Donation amount',
    legend: 'Choose an amount',
    customLabel: 'Custom amount',
    customPlaceholder: 'Enter amount',
    missing: 'Choose an amount or enter your own to donate.',
    methodHeading: 'How would you like to donate?',
    chooseMethod: 'Choose Card or Mobile to continue.',
    chooseAmountFirst: 'Choose an amount first.',
    /** A custom amount that cannot be given (`customAmountError`). */
    errors: {
      zero: 'Amount must be greater than 0',
      noDecimals: '{currency} amounts have no decimals',
      tooManyDecimals: 'Use at most {decimals} decimals',
      invalid: 'Enter a valid amount',
    },
  },
  details: {
    withCard: 'Donate with card',
    withMobileMoney: 'Donate with mobile money',
    withBankTransfer: 'Donate by bank transfer',
    submit: 'Donate {amount}',
    processing: 'Processing Donation...',
  },
  anonymous: {
    label: 'Donate anonymously',
    hint: 'Your name is not recorded; your email only receives the receipt.',
  },
  thankYou: {
    title: 'Thank You!',
    yourDonation: 'Your donation',
    campaign: 'Campaign',
  },
} as const;

/**
 * The payment's progress and outcome as the payer sees it (docs/payments.md): processing, waiting
 * for mobile money approval, the OTP, success, failure with its reason, the redirect after success,
 * the loading and unavailable-link states — and the reason of a failed charge by failure code, which
 * the subscriber's emails use too.
 */
export const paymentStatus = {
  /** The button that starts over: after a failed payment, an unconfirmed one, a page that did not load. */
  tryAgain: 'Try again',
  /** The button of a page that cannot be shown (not found, expired, paused) back to Malipo's home. */
  goHome: 'Go Home',
  processing: {
    title: 'Processing Payment...',
    keepOpen: 'Please keep this page open. This usually takes a few seconds.',
  },
  approval: {
    title: 'Approve the payment on your phone',
    /** `{phone}` is the masked number, e.g. `+250 ••• ••• 456`. */
    requestSent:
      'We sent a payment request to {phone}. Enter your mobile money PIN on your phone to approve it.',
    /**
     * The operator's own prompt: `{provider}` is its name (`M-Pesa`), `{amount}` formatted, `{merchant}`
     * the business name.
     */
    operatorPrompt: 'Check your phone: enter your {provider} PIN to pay {amount} to {merchant}.',
    waiting: 'Waiting for approval…',
  },
  otp: {
    formLabel: 'Verify payment',
    title: 'Verify your payment',
    codeLabel: 'Enter the code sent to your phone',
    codeRequired: 'Enter the code you received',
    testModeHint: 'Test mode: the code is {code}.',
    verifying: 'Verifying...',
    submit: 'Verify and pay',
  },
  /**
   * A payment finished on the provider's own page (docs/providers.md#routing): the payer is being
   * sent there after Pay, or is back (or reloaded) while the provider has not confirmed yet.
   */
  redirect: {
    leaving: 'Taking you to the secure payment page…',
    confirming: 'Confirming your payment…',
    /** The link to the provider's page, for a payer who came back before finishing there. */
    continue: 'Continue to the secure payment page',
  },
  /**
   * A bank transfer waiting for the payer's money (docs/payments.md#bank-transfer): the account,
   * the exact amount and the reference to send, and in test mode the sandbox's stand-in for the bank.
   */
  bankTransfer: {
    /** `{amount}` is formatted, e.g. `₦12,500.00`. */
    title: 'Transfer {amount} to this account',
    bank: 'Bank',
    accountNumber: 'Account number',
    amount: 'Amount',
    reference: 'Reference',
    /** The account's expiry, a date and time. */
    payBefore: 'Pay before',
    note: 'Send exactly this amount and write the reference, so your payment is matched. This page updates when the transfer arrives.',
    copy: 'Copy',
    copyAccountNumber: 'Copy account number',
    copyReference: 'Copy reference',
    copied: 'Copied',
    loading: 'Loading the transfer details…',
    loadFailed: 'The transfer details could not be loaded. Check your connection.',
    simulate: 'Simulate transfer received',
    simulateHint: 'Test mode: moves test money only.',
    simulateFailed: 'The test transfer could not be sent. Please try again.',
  },
  /**
   * A bank transfer that arrived with another amount than asked (docs/payments.md#bank-transfer):
   * `{received}` and `{expected}` are formatted amounts.
   */
  transferMismatch: {
    failed: 'Received {received} of {expected}.',
    succeeded: 'You sent {received} for a payment of {expected}.',
  },
  failed: {
    title: 'Payment failed',
  },
  reconnect: {
    title: 'We are still confirming your payment',
  },
  success: {
    /** A link's default thank-you message (`thank-you-messages.ts`), which the merchant did not write. */
    defaultThankYou: {
      payment: 'Thank you for your payment!',
      donation: 'Thank you for your donation!',
      subscription: 'Thank you for subscribing!',
    },
    title: 'Payment Successful!',
    amountPaid: 'Amount paid',
    product: 'Product',
    viewReceipt: 'View receipt',
    redirecting: 'Redirecting you in a few seconds...',
    /** `{host}` is the merchant's site, e.g. `shop.example.com`. */
    continueTo: 'Continue to {host}',
  },
  /** A link or catalogue that cannot be paid (docs/product.md#errors), by reason and by what it is. */
  unavailable: {
    notFound: {
      payment: {
        title: 'Payment link not found',
        text: 'This payment link does not exist or has been removed. Check the address, or ask the business for a new link.',
      },
      donation: {
        title: 'Donation link not found',
        text: 'This donation link does not exist or has been removed. Check the address, or ask the business for a new link.',
      },
      subscription: {
        title: 'Subscription link not found',
        text: 'This subscription link does not exist or has been removed. Check the address, or ask the business for a new link.',
      },
      catalogue: {
        title: 'Catalogue not found',
        text: 'This catalogue does not exist or has been removed. Check the address, or ask the business for a new link.',
      },
    },
    expired: {
      title: 'Payment Link Expired',
      text: 'This payment link has expired and is no longer active.',
    },
    paused: {
      payment: {
        title: 'This payment link is not accepting payments right now',
        text: 'The business has paused this link. Please try again later or contact them for help.',
      },
      donation: {
        title: 'This donation link is not accepting donations right now',
        text: 'The business has paused this link. Please try again later or contact them for help.',
      },
      subscription: {
        title: 'This subscription link is not accepting subscribers right now',
        text: 'The business has paused this link. Please try again later or contact them for help.',
      },
      catalogue: {
        title: 'This catalogue is not accepting orders right now',
        text: 'The business has paused this catalogue. Please try again later or contact them for help.',
      },
    },
  },
  /**
   * Why a charge failed, by failure code: the payment provider's codes and the charge engine's own
   * (docs/subscriptions.md#emails, docs/payments.md). The English is the provider's own message; a code not listed
   * here is shown with the provider's message as it is. The `mobile_money_*` codes are shared by
   * every mobile money provider (MTN MoMo, M-Pesa, Flutterwave; docs/payments.md#mobile-money), so
   * their texts name none, and say what the payer can do next.
   */
  failureReasons: {
    card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    card_frozen: 'This card is frozen. Unfreeze it to pay.',
    mobile_money_declined: 'The payment was declined on the phone.',
    mobile_money_timeout: 'The payment request timed out before it was approved.',
    mobile_money_cancelled: 'The payment was cancelled on your phone. You have not been charged.',
    mobile_money_wrong_pin: 'The PIN entered was wrong. Try again with the right PIN.',
    mobile_money_pin_locked:
      'Your mobile money PIN is locked. Contact your mobile money provider to unlock it, then try again.',
    mobile_money_insufficient_funds:
      'There is not enough money in your mobile money account. Top up your account or pay another way.',
    /** A limit of the payer's own account, where `mobile_money_limit` is one of the provider's. */
    mobile_money_limit_reached:
      'This payment is over the limit of your mobile money account. Try again later or pay another way.',
    /**
     * One of the provider's limits: an amount below its minimum or above its maximum for one payment
     * or a day, the business's limit, or the same amount asked for moments before.
     */
    mobile_money_limit:
      'Mobile money limits do not allow this payment right now. Try again later or pay another way.',
    mobile_money_account_not_found:
      'This number has no mobile money account. Check the number or pay another way.',
    mobile_money_account_inactive:
      'Your mobile money account is not active. Contact your mobile money provider or pay another way.',
    /** The provider refused this payment for this account, without saying why. */
    mobile_money_not_allowed: 'Your mobile money provider did not allow this payment. Pay another way.',
    /** The prompt never reached the phone: the provider could not send it. */
    mobile_money_request_failed: 'The payment request could not be sent to your phone. Try again.',
    /** The provider sent the prompt, but the phone was off or out of network. */
    mobile_money_unreachable:
      'Your phone could not be reached. Check that it is on and has network, then try again.',
    mobile_money_unavailable: 'Mobile money is not available right now. Try again later or pay another way.',
    /**
     * The provider refused the request before any prompt was sent: most often a number it does not
     * serve or does not know.
     */
    mobile_money_rejected:
      'The payment request was refused. Check the number and try again, or pay another way.',
    /**
     * The provider's catch-all once the payer was asked; MTN MoMo says it is most often a lack of
     * funds.
     */
    mobile_money_failed:
      'The payment could not be completed. Check that your mobile money account has enough money, then try again.',
    /**
     * An amount the method cannot take as it is, e.g. with cents where M-Pesa takes whole shillings;
     * the payer cannot change it.
     */
    amount_not_supported: 'This amount cannot be paid by mobile money. Try another way to pay.',
    /**
     * The chosen method cannot take this payment: not offered in its currency or on its network, or
     * not set up for this business. Nothing was asked of the payer.
     */
    method_unavailable:
      'This payment method is not available for this payment. Choose another way to pay. You have not been charged.',
    provider_unavailable: 'The payment could not be completed. You have not been charged.',
    authentication_required:
      'This card asks the cardholder to confirm every payment, so it cannot pay a subscription. Use another card.',
    charge_failed: 'The payment failed.',
    /** The payer left the provider's hosted card page unfinished (docs/providers.md#routing). */
    checkout_abandoned: 'The card payment was not completed. You have not been charged.',
    /** A bank transfer of less than the amount asked (docs/payments.md#bank-transfer). */
    underpaid:
      'Less than the amount asked arrived, so the payment did not go through. The merchant will return what was received.',
    /** No transfer arrived before the account expired (docs/payments.md#bank-transfer). */
    bank_transfer_expired: 'No transfer arrived before the account expired. Nothing was paid.',
  },
} as const;

/**
 * The payment's progress and outcome as the payer sees it (docs/payments.md): processing, waiting
 * for mobile money approval, the OTP, success, failure with its reason, the redirect after success,
 * the loading and unavailable-link states — and the reason of a failed charge by failure code, which
 * the subscriber's emails use too.
 */
export const paymentStatus = {
  /**
   * Why a charge failed, by failure code: the payment provider's codes and the charge engine's own
   * (docs/subscriptions.md#emails, docs/payments.md). The English is the provider's own message; a code not listed
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
} as const;

/**
 * The provider interface every payment provider adapter implements (docs/payments.md): the sandbox
 * today; Flutterwave, Paystack, MTN MoMo, M-Pesa later. Calls are made outside database
 * transactions; each is idempotent on Malipo's `reference` (the payment id, or the refund id).
 * @module
 */

/** What a provider says about a charge. */
export type ProviderOutcome =
  | { status: 'succeeded'; providerPaymentId: string }
  | { status: 'failed'; providerPaymentId: string; code: string; message: string }
  | { status: 'requires_otp'; providerPaymentId: string }
  | { status: 'pending'; providerPaymentId: string };

/** What a provider says about a card refund (refunds settle at once or fail). */
export type ProviderRefundOutcome =
  { status: 'succeeded'; providerRefundId: string } | { status: 'failed'; code: string; message: string };

/** Card details a provider reports for a token (never the number). */
export interface TokenCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A payment provider. Amounts in minor units. */
export interface PaymentProvider {
  readonly name: string;
  /** Card details behind a token, or `null` when the token is unknown. */
  describeCardToken(token: string): Promise<TokenCard | null>;
  /** Charges a tokenized card. */
  chargeCard(input: {
    reference: string;
    token: string;
    amountMinor: number;
    currency: string;
  }): Promise<ProviderOutcome>;
  /** Submits the OTP of a charge in `requires_otp`. Returns `null` when the code is wrong. */
  confirmOtp(input: { providerPaymentId: string; code: string }): Promise<ProviderOutcome | null>;
  /** Sends a mobile money request-to-pay; the payer approves on their phone (answer comes later). */
  requestMobileMoney(input: {
    reference: string;
    phone: string;
    network: string;
    amountMinor: number;
    currency: string;
  }): Promise<ProviderOutcome>;
  /** Current state of the charge made under `reference`, or `null` if the provider has none. */
  retrieve(reference: string): Promise<ProviderOutcome | null>;
  /**
   * Returns `amountMinor` of card charge `providerPaymentId` to the card, under Malipo's
   * `reference` (the refund id): a repeat with the same reference refunds nothing more.
   */
  refundCard(input: {
    reference: string;
    providerPaymentId: string;
    amountMinor: number;
    currency: string;
  }): Promise<ProviderRefundOutcome>;
}

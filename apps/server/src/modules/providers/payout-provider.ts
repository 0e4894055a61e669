/**
 * The payout side of a provider (docs/payments.md#providers): bank transfers and mobile money
 * disbursements. Calls happen outside database transactions and are idempotent on Malipo's
 * `reference` (the payout id); the answer comes later through {@link PayoutProvider.retrievePayout}.
 * @module
 */

/** Where the provider sends the money. */
export type PayoutDestination =
  | { type: 'bank'; bankName: string; accountNumber: string }
  | { type: 'mobile_money'; network: string; phone: string };

/** What a provider says about a payout. */
export type PayoutOutcome =
  { status: 'pending' } | { status: 'paid' } | { status: 'failed'; code: string; message: string };

/** A payout provider. Amounts in minor units. */
export interface PayoutProvider {
  readonly name: string;
  /**
   * Submits a payout of `amountMinor` to `destination` and answers its state, usually `pending`
   * (a repeat with the same reference changes nothing).
   */
  createPayout(input: {
    reference: string;
    amountMinor: number;
    currency: string;
    destination: PayoutDestination;
  }): Promise<PayoutOutcome>;
  /** The payout's state, or `null` if the provider has no payout under `reference`. */
  retrievePayout(reference: string): Promise<PayoutOutcome | null>;
}

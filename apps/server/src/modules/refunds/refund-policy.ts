/**
 * Which payments can be refunded, decided in this one place (docs/refunds.md#rules):
 * - only a completed payment — `succeeded` or `partially_refunded` (docs/payments.md#payment-states);
 * - not a deposit: that is the merchant's own money, which leaves through a withdrawal (and its 2%
 *   fee, docs/product.md#constants), never through a fee-free refund;
 * - not a payment funded from a Malipo wallet by a virtual card (a merchant-code payment, or a
 *   virtual card used on a payer page): the payer's money came from a wallet, not a card network, so
 *   the merchant sends it back with Send, which both wallets' histories show.
 * @module
 */
import type { PaymentRow } from '../payments/payment-view';

/**
 * Why payment `row` cannot be refunded (a message for the merchant, which the refund service answers
 * as 409 `invalid_state`), or null when it can. `isWalletFunded`: a Malipo wallet paid it through a
 * virtual card (the issuer posted a `card_spend` for it).
 */
export function refundRefusal(row: PaymentRow, isWalletFunded: boolean): string | null {
  switch (row.status) {
    case 'succeeded':
    case 'partially_refunded':
      break;
    case 'refunded':
      return 'This payment has already been refunded in full.';
    case 'requires_payment_method':
    case 'processing':
    case 'requires_action':
    case 'failed':
    case 'canceled':
      return 'Only a completed payment can be refunded.';
    default: {
      const unhandled: never = row.status;
      throw new Error(`unknown payment status ${String(unhandled)}`);
    }
  }
  if (row.sourceType === 'deposit') return 'A deposit cannot be refunded. Withdraw the money instead.';
  if (row.methodType === 'bank_transfer') {
    return 'A bank transfer cannot be refunded automatically yet. Send the money back to the payer with a withdrawal to their account.';
  }
  if (isWalletFunded) {
    return 'This payment was made from a Malipo wallet with a virtual card. Send the money back to the payer instead.';
  }
  return null;
}

/**
 * Maps a payment row to what payers and the dashboard see (card brand and last 4, or a masked phone).
 * @module
 */
import { maskPhone } from '@malipo/contracts/mobile-money';
import type { PaymentMethodSummary, PublicPayment } from '@malipo/contracts/payments';
import type { payments } from '../../db/schema';

/** A payment row. */
export type PaymentRow = typeof payments.$inferSelect;

/**
 * A payment's receipt id (`/receipts/{receiptId}`) once it has succeeded, else null: a payment is
 * created with its receipt id (payments.repo.ts), and a receipt exists only for money received.
 */
export function receiptIdOf(row: Pick<PaymentRow, 'receiptId' | 'succeededAt'>): string | null {
  return row.succeededAt ? row.receiptId : null;
}

/**
 * What a payment was paid with, safe to show: card brand and last 4, the mobile money provider
 * and the masked phone (`+250 ••• ••• 123`, docs/payments.md#mobile-money), or a bank transfer;
 * never the card token.
 */
export function paymentMethodSummary(row: PaymentRow): PaymentMethodSummary {
  if (row.methodType === 'card') {
    return { type: 'card', brand: row.cardBrand ?? 'card', last4: row.cardLast4 ?? '' };
  }
  if (row.methodType === 'bank_transfer') return { type: 'bank_transfer' };
  return {
    type: 'mobile_money',
    provider: row.mobileProvider ?? '',
    phoneMasked: maskPhone(row.payerPhone ?? ''),
  };
}

/**
 * The payer's view of a payment (`PublicPayment`): amount in minor units, `nextAction` only while
 * `requires_action`, `failure` only once `failed` (docs/payments.md#payment-states).
 */
export function toPublicPayment(row: PaymentRow): PublicPayment {
  return {
    id: row.id,
    status: row.status,
    amountMinor: row.amountMinor,
    currency: row.currency,
    paymentMethod: paymentMethodSummary(row),
    nextAction: row.status === 'requires_action' ? row.nextAction : null,
    failure:
      row.status === 'failed' && row.failureCode
        ? { code: row.failureCode, message: row.failureMessage ?? 'The payment failed.' }
        : null,
    receiptId: receiptIdOf(row),
    transferMismatch:
      row.transferExpectedMinor !== null && row.transferReceivedMinor !== null
        ? { expectedMinor: row.transferExpectedMinor, receivedMinor: row.transferReceivedMinor }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The name shown for a payment's payer: 'Anonymous' when the donor gave none or chose anonymity. */
export function payerDisplayName(row: Pick<PaymentRow, 'payerName'>): string {
  return row.payerName || 'Anonymous';
}

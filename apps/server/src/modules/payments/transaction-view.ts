/**
 * Maps a payment row to the public API's transaction object (contracts `v1/transactions.ts`): what
 * `/v1/transactions` answers and what `payment.*` webhook events carry as `data`.
 * @module
 */
import type { Transaction } from '@malipo/contracts/v1/transactions';
import { paymentMethodSummary, toPublicPayment, type PaymentRow } from './payment-view';

/** The API's view of a payment: card brand and last 4 or a masked phone, never a token. */
export function toTransaction(row: PaymentRow): Transaction {
  const { id, status, amountMinor, currency, nextAction, failure, receiptId, createdAt } =
    toPublicPayment(row);
  return {
    id,
    object: 'transaction',
    status,
    amountMinor,
    currency,
    description: row.description,
    source: { type: row.sourceType, id: row.sourceId },
    paymentMethod: paymentMethodSummary(row),
    nextAction,
    failure,
    receiptId,
    createdAt,
    updatedAt: row.updatedAt.toISOString(),
    succeededAt: row.succeededAt?.toISOString() ?? null,
  };
}

/**
 * Maps a refund row to what the dashboard, `/v1` and webhook events show (`Refund` of contracts
 * `refunds.ts`). Amounts in minor units.
 * @module
 */
import type { Refund } from '@malipo/contracts/refunds';
import type { refunds } from '../../db/schema';

/** A refund row. */
export type RefundRow = typeof refunds.$inferSelect;

/** The public view of a refund. */
export function toRefundView(row: RefundRow): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    method: row.methodType,
    failure:
      row.status === 'failed' && row.failureCode
        ? { code: row.failureCode, message: row.failureMessage ?? 'The refund failed.' }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

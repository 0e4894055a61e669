/**
 * Phase 3 of a refund (docs/payments.md#atomic-phases): records its final state once, in one database
 * transaction holding the payment's lock, then the refund's (the order phase 1 takes them in):
 * - `succeeded`: the payment moves to `partially_refunded`, or `refunded` once the succeeded refunds
 *   reach its amount (the payment's status follows succeeded refunds only, so it never moves back);
 * - `failed`: the `refund_reversal` ledger transaction returns the money to the wallet, and the
 *   amount is refundable again (failed refunds do not count);
 * and in both cases the `refund.succeeded` / `refund.failed` event for webhooks. Settling a refund
 * that is no longer pending changes nothing.
 * @module
 */
import type { Refund } from '@malipo/contracts/refunds';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { completeIdempotencyKey } from '../idempotency/idempotency';
import { postLedgerTransaction } from '../ledger/ledger.service';
import { refundReversalPosting } from '../ledger/postings';
import { assertTransition } from '../payments/payment-state';
import { lockPayment, updatePayment } from '../payments/payments.repo';
import type { PaymentRow } from '../payments/payment-view';
import { recordEvent } from '../webhooks/events';
import { toRefundView, type RefundRow } from './refund-view';
import { findRefund, lockRefund, refundedMinor, updateRefund } from './refunds.repo';

/** What a refund settles with: the provider's answer, or the payout's. */
export type RefundOutcome =
  | { status: 'succeeded'; providerRefundId: string | null }
  | { status: 'failed'; code: string; message: string };

/** An idempotency key whose response is stored once the refund's outcome is known. */
export interface RefundKeyRef {
  scope: string;
  key: string;
}

/** What settling needs. */
export interface RefundSettlementDeps {
  db: Db;
  clock: Clock;
  /**
   * The provider whose clearing account a refund's money went through (ledger/postings.ts
   * `refundPosting`), so the reversal posts to the same one.
   */
  clearingProviderOf: (row: RefundRow, payment: PaymentRow) => string;
}

/** Moves the payment to `partially_refunded` or `refunded` after its succeeded refunds. */
async function markPaymentRefunded(tx: Db, payment: PaymentRow, now: Date): Promise<void> {
  const succeededMinor = await refundedMinor(tx, payment.id, 'succeeded');
  const status = succeededMinor >= payment.amountMinor ? 'refunded' : 'partially_refunded';
  if (status === payment.status) return;
  assertTransition(payment.status, status);
  await updatePayment(tx, payment.id, { status, updatedAt: now });
}

/**
 * Records `outcome` on refund `id` (once; docs/refunds.md#states) and stores the refund as the 201
 * response of the request under `keyRef` when given. Returns the refund's view (minor units). Throws
 * `Error` for an unknown refund id (a programming error).
 */
export async function settleRefund(
  deps: RefundSettlementDeps,
  id: string,
  outcome: RefundOutcome,
  keyRef: RefundKeyRef | null,
): Promise<Refund> {
  return deps.db.transaction(async (tx) => {
    const unlocked = await findRefund(tx, id);
    if (!unlocked) throw new Error(`refund ${id} not found`);
    const payment = await lockPayment(tx, unlocked.paymentId);
    const row = await lockRefund(tx, id);
    if (!payment || !row) throw new Error(`refund ${id} lost its payment`);
    let settled = row;
    if (row.status === 'pending') {
      const now = deps.clock.now();
      settled = await updateRefund(tx, id, {
        status: outcome.status,
        updatedAt: now,
        ...(outcome.status === 'succeeded'
          ? { providerRefundId: outcome.providerRefundId }
          : { failureCode: outcome.code, failureMessage: outcome.message }),
      });
      if (outcome.status === 'succeeded') {
        await markPaymentRefunded(tx, payment, now);
      } else {
        await postLedgerTransaction(
          tx,
          refundReversalPosting({
            refund: row,
            provider: deps.clearingProviderOf(row, payment),
            createdAt: now,
          }),
        );
      }
      await recordEvent(tx, {
        merchantId: row.merchantId,
        type: `refund.${outcome.status}`,
        data: toRefundView(settled),
        now,
      });
    }
    const view = toRefundView(settled);
    if (keyRef) await completeIdempotencyKey(tx, { ...keyRef, response: { statusCode: 201, body: view } });
    return view;
  });
}

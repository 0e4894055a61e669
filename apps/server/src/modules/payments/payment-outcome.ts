/**
 * Records a provider's answer on a payment — phase 3 of a payment (docs/payments.md#atomic-phases):
 * in one database transaction it locks the payment, moves it through the state machine, posts the
 * ledger transaction and gives it a receipt id when it succeeded (and applies an invoice's payment to
 * its invoice, `invoices/invoice-payments.ts`), records the `payment.succeeded` /
 * `payment.failed` webhook event, enqueues `payment.sync` when the answer is pending, and stores the
 * idempotent response of the request that started it. Applying the same answer twice changes nothing.
 * @module
 */
import { maskPhone } from '@malipo/contracts/mobile-money';
import type { PaymentStatus, PublicPayment } from '@malipo/contracts/payments';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { enqueueJob } from '../../jobs/jobs.repo';
import { newReceiptId } from '../../lib/ids';
import { completeIdempotencyKey } from '../idempotency/idempotency';
import { postLedgerTransaction } from '../ledger/ledger.service';
import { paymentCapturePosting } from '../ledger/postings';
import { toTransaction } from './transaction-view';
import { recordEvent } from '../webhooks/events';
import { allowedTransitions } from './payment-state';
import { lockPayment, updatePayment } from './payments.repo';
import { toPublicPayment, type PaymentRow } from './payment-view';
import type { ProviderOutcome } from '../providers/provider';
import { settleTransferAmount } from './transfer-amounts';
import { applyInvoicePayment } from '../invoices/invoice-payments';

/** Job kind that polls the provider for a payment awaiting the payer's approval. */
export const PAYMENT_SYNC_JOB = 'payment.sync';
/** How often a pending mobile money payment is asked about, in ms (docs/payments.md#mobile-money). */
export const PAYMENT_SYNC_INTERVAL_MS = 1000;

/** An outcome Malipo decides itself (e.g. a time-out), in the provider's shape. */
export type PaymentOutcome = ProviderOutcome;

/**
 * A provider said a payment succeeded with another amount or currency than the payment's
 * (docs/providers.md#callbacks): nothing is recorded, and whoever applied the outcome logs it for
 * review.
 */
export class ChargedMismatchError extends Error {
  constructor(
    readonly paymentId: string,
    readonly expected: { amountMinor: number; currency: string },
    readonly charged: { amountMinor: number; currency: string },
  ) {
    super(
      `Provider reports ${charged.amountMinor} ${charged.currency} for payment ${paymentId} of ${expected.amountMinor} ${expected.currency}`,
    );
    this.name = 'ChargedMismatchError';
  }
}

function nextState(
  row: PaymentRow,
  outcome: PaymentOutcome,
): Partial<PaymentRow> & { status: PaymentStatus } {
  switch (outcome.status) {
    case 'succeeded':
      return { status: 'succeeded', nextAction: null };
    case 'failed':
      return {
        status: 'failed',
        nextAction: null,
        failureCode: outcome.code,
        failureMessage: outcome.message,
      };
    case 'requires_otp':
      return { status: 'requires_action', nextAction: { type: 'otp' } };
    case 'pending':
      return {
        status: 'requires_action',
        nextAction:
          row.methodType === 'mobile_money'
            ? { type: 'mobile_money_approval', phoneMasked: maskPhone(row.payerPhone ?? '') }
            : row.nextAction,
      };
    case 'requires_redirect':
      return { status: 'requires_action', nextAction: { type: 'redirect', url: outcome.url } };
    case 'requires_transfer': {
      const { instructions } = outcome;
      return {
        status: 'requires_action',
        nextAction: {
          type: 'bank_transfer',
          bankName: instructions.bankName,
          accountNumber: instructions.accountNumber,
          amountMinor: instructions.amountMinor,
          currency: row.currency,
          reference: instructions.transferReference,
          expiresAt: instructions.expiresAt?.toISOString() ?? null,
        },
      };
    }
  }
}

/**
 * Applies `outcome` to payment `paymentId` and returns the payer's view (amount in minor units). An
 * outcome that is no legal transition from the payment's status (docs/payments.md#payment-states),
 * or that changes nothing, leaves the payment as it is. When the payment succeeds it posts its
 * `payment_capture` ledger transaction (`paymentCapturePosting`: provider clearing → merchant
 * wallet, minor units; docs/money.md#the-ledger). The first answer to a `processing` payment also
 * stores the 201 response under the payment's idempotency key, so a replay, or a request finished
 * by a job, answers the same. Throws {@link ChargedMismatchError} (changing nothing) when a success
 * reports another amount or currency, `Error` for an unknown payment id (a programming error).
 */
export async function applyPaymentOutcome(
  db: Db,
  clock: Clock,
  paymentId: string,
  reported: PaymentOutcome,
): Promise<PublicPayment> {
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId);
    if (!row) throw new Error(`payment ${paymentId} not found`);
    const { outcome, columns } = settleTransferAmount(row, reported);
    if (
      outcome.status === 'succeeded' &&
      outcome.charged &&
      (outcome.charged.amountMinor !== row.amountMinor || outcome.charged.currency !== row.currency)
    ) {
      throw new ChargedMismatchError(
        paymentId,
        { amountMinor: row.amountMinor, currency: row.currency },
        outcome.charged,
      );
    }
    const next = nextState(row, outcome);
    if (next.status === row.status || !allowedTransitions(row.status).includes(next.status)) {
      return toPublicPayment(row);
    }
    const now = clock.now();
    const changes = {
      ...next,
      ...columns,
      providerPaymentId: outcome.providerPaymentId || row.providerPaymentId,
      updatedAt: now,
      succeededAt: next.status === 'succeeded' ? now : null,
      receiptId: next.status === 'succeeded' ? newReceiptId() : row.receiptId,
    };
    const updated: PaymentRow = { ...row, ...changes };

    if (updated.status === 'succeeded') {
      await postLedgerTransaction(tx, paymentCapturePosting({ payment: updated, createdAt: now }));
    }
    if (updated.status === 'succeeded' || updated.status === 'failed') {
      await recordEvent(tx, {
        merchantId: updated.merchantId,
        type: updated.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
        data: toTransaction(updated),
        now,
      });
    }
    if (
      ['pending', 'requires_redirect', 'requires_transfer'].includes(outcome.status) &&
      row.status === 'processing'
    ) {
      await enqueueJob(tx, {
        kind: PAYMENT_SYNC_JOB,
        payload: { paymentId },
        runAt: new Date(now.getTime() + PAYMENT_SYNC_INTERVAL_MS),
        now,
      });
    }
    const view = toPublicPayment(updated);
    if (row.status === 'processing' && updated.idempotencyScope && updated.idempotencyKey) {
      await completeIdempotencyKey(tx, {
        scope: updated.idempotencyScope,
        key: updated.idempotencyKey,
        response: { statusCode: 201, body: view },
      });
    }
    // The payment row last: its triggers add a capture to the merchant's daily totals and its
    // source's totals, rows every payment of that merchant or link updates, so they stay locked only
    // until the commit that follows (docs/architecture.md#scale).
    await updatePayment(tx, paymentId, changes);
    // An invoice's payment moves the invoice in the capture's transaction (docs/invoices.md#payments).
    if (updated.status === 'succeeded' && updated.sourceType === 'invoice') {
      await applyInvoicePayment(tx, updated.sourceId, updated.amountMinor, now);
    }
    return view;
  });
}

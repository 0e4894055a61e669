/**
 * Records a provider's answer on a payment — phase 3 of a payment (docs/payments.md#atomic-phases):
 * atomically — one statement when the payment is as phase 1 left it, else a transaction that locks
 * the payment first — it moves the payment through the state machine, posts the
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
import { ALWAYS, runWriteParts, type WritePart } from '../../db/write-parts';
import { jobPart } from '../../jobs/jobs.repo';
import { recoveryJobRemovalPart } from './payment-recovery-job';
import { completionPart } from '../idempotency/idempotency';
import { ledgerPosted, ledgerTransactionPart } from '../ledger/ledger.service';
import { paymentCapturePosting } from '../ledger/postings';
import { toTransaction } from './transaction-view';
import { eventPart } from '../webhooks/events';
import { allowedTransitions, isSettledForPayer } from './payment-state';
import { lockPayment, PAYMENT_UPDATED, paymentUpdatePart, type VersionedPayment } from './payments.repo';
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

/**
 * What payment `row` drops once it succeeds or fails (about 60 bytes a payment net of the digest,
 * docs/architecture.md#scale): the card token it was charged with, and its key's texts, which stored
 * its first answer — except a subscription's charge, whose key names the period it paid
 * (`chargePeriod`, subscription-view.ts).
 */
function spentChargeInputs(row: PaymentRow): Partial<PaymentRow> {
  if (row.sourceType === 'subscription') return { cardToken: null };
  return { idempotencyScope: null, idempotencyKey: null, cardToken: null };
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
 * Writes `reported` on payment `row` as one statement (`db/write-parts.ts`): the payment's update,
 * its capture's ledger transaction, its event with its deliveries, its `payment.sync` job and its
 * stored idempotent response. With `version`, every part is written only if the payment is still at
 * that version, and null is returned when it is not (or when the answer is no transition from the
 * row's status, which then may be stale); without it the caller holds the row's lock. Returns the
 * payer's view. Throws {@link ChargedMismatchError} before writing anything, and `conflict` if the
 * payment was already captured in the ledger.
 */
async function writeOutcome(
  db: Db,
  clock: Clock,
  row: PaymentRow,
  reported: PaymentOutcome,
  version?: string,
): Promise<PublicPayment | null> {
  const { outcome, columns } = settleTransferAmount(row, reported);
  if (
    outcome.status === 'succeeded' &&
    outcome.charged &&
    (outcome.charged.amountMinor !== row.amountMinor || outcome.charged.currency !== row.currency)
  ) {
    throw new ChargedMismatchError(
      row.id,
      { amountMinor: row.amountMinor, currency: row.currency },
      outcome.charged,
    );
  }
  const next = nextState(row, outcome);
  if (next.status === row.status || !allowedTransitions(row.status).includes(next.status)) {
    return version === undefined ? toPublicPayment(row) : null;
  }
  const now = clock.now();
  const changes = {
    ...next,
    ...columns,
    providerPaymentId: outcome.providerPaymentId || row.providerPaymentId,
    updatedAt: now,
    succeededAt: next.status === 'succeeded' ? now : null,
    // A settled payment keeps only its key's digest, spent for good (docs/payments.md#idempotency).
    ...(isSettledForPayer(next.status) ? spentChargeInputs(row) : {}),
  };
  const updated: PaymentRow = { ...row, ...changes };
  const view = toPublicPayment(updated);
  const when = version === undefined ? ALWAYS : PAYMENT_UPDATED;
  const parts: WritePart[] = [paymentUpdatePart(row.id, changes, version)];
  const capture =
    updated.status === 'succeeded'
      ? await ledgerTransactionPart(db, paymentCapturePosting({ payment: updated, createdAt: now }), when)
      : null;
  if (capture) parts.push(capture);
  if (updated.status === 'succeeded' || updated.status === 'failed') {
    const type = updated.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed';
    parts.push(eventPart({ merchantId: updated.merchantId, type, data: toTransaction(updated), now }, when));
    parts.push(recoveryJobRemovalPart(row.id, when));
  }
  if (
    ['pending', 'requires_redirect', 'requires_transfer'].includes(outcome.status) &&
    row.status === 'processing'
  ) {
    const runAt = new Date(now.getTime() + PAYMENT_SYNC_INTERVAL_MS);
    parts.push(jobPart({ kind: PAYMENT_SYNC_JOB, payload: { paymentId: row.id }, runAt, now }, when));
  }
  if (row.status === 'processing' && row.idempotencyScope && row.idempotencyKey) {
    const key = { scope: row.idempotencyScope, key: row.idempotencyKey };
    parts.push(completionPart({ ...key, response: { statusCode: 201, body: view } }, when));
  }
  const [changed, posted] = await runWriteParts(db, parts);
  if (Number(changed) === 0) {
    if (version !== undefined) return null;
    throw new Error(`payment ${row.id} vanished`);
  }
  if (capture) ledgerPosted(posted);
  // An invoice's payment moves the invoice in the capture's transaction (docs/invoices.md#payments).
  if (updated.status === 'succeeded' && updated.sourceType === 'invoice') {
    await applyInvoicePayment(db, updated.sourceId, updated.amountMinor, now);
  }
  return view;
}

/**
 * Applies `outcome` to payment `paymentId` and returns the payer's view (amount in minor units). An
 * outcome that is no legal transition from the payment's status (docs/payments.md#payment-states),
 * or that changes nothing, leaves the payment as it is. When the payment succeeds it posts its
 * `payment_capture` ledger transaction (`paymentCapturePosting`: provider clearing → merchant
 * wallet, minor units; docs/money.md#the-ledger). The first answer to a `processing` payment also
 * stores the 201 response under the payment's idempotency key, so a replay, or a request finished
 * by a job, answers the same.
 *
 * `payment` is the payment's id, or the payment as its caller last read it with its version (phase
 * 1's insert): the answer is then written in one statement, with no transaction to open, if the row is still at that
 * version (docs/architecture.md#scale); otherwise, and always for an invoice's payment (whose
 * invoice moves with it), the payment is locked and read in a transaction first. A capture is posted
 * only on the transition to `succeeded`, so the version check also keeps it from being posted twice.
 * Throws {@link ChargedMismatchError} (changing nothing) when a success reports another amount or
 * currency, `Error` for an unknown payment id (a programming error).
 */
export async function applyPaymentOutcome(
  db: Db,
  clock: Clock,
  payment: string | VersionedPayment,
  reported: PaymentOutcome,
): Promise<PublicPayment> {
  if (typeof payment !== 'string' && payment.row.sourceType !== 'invoice') {
    const view = await writeOutcome(db, clock, payment.row, reported, payment.version);
    if (view) return view;
  }
  const paymentId = typeof payment === 'string' ? payment : payment.row.id;
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId);
    if (!row) throw new Error(`payment ${paymentId} not found`);
    return (await writeOutcome(tx, clock, row, reported)) ?? toPublicPayment(row);
  });
}

/**
 * Refunds (docs/refunds.md#states), in atomic phases like payments and payouts
 * (docs/payments.md#atomic-phases):
 * 1. in one transaction, holding the payment's row lock (`FOR UPDATE`) so concurrent refunds run one
 *    after the other: check the payment is refundable ({@link refundRefusal}) and that the amount
 *    fits in what is left (sum of non-failed refunds ≤ payment amount), lock the wallet and check it
 *    covers the refund, write the refund (`pending`), post its ledger transaction (wallet → provider
 *    clearing) and enqueue `refund.process`;
 * 2. card: ask the provider to refund (no transaction open) and record the answer at once;
 *    mobile money: the job pays the amount out to the payer's number and polls until it settles;
 * 3. settle (refund-settlement.ts), in one transaction: `succeeded` moves the payment to
 *    `partially_refunded`/`refunded` and records `refund.succeeded`; `failed` posts the reversal (the
 *    money returns to the wallet and the amount is refundable again) and records `refund.failed`.
 * The payment's status follows the succeeded refunds only, so it never has to move backwards.
 * @module
 */
import { refundSchema, type PaymentRefunds, type Refund } from '@malipo/contracts/refunds';
import { formatMoney } from '@malipo/contracts/money';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../jobs/jobs.repo';
import type { JobResult } from '../../jobs/job-runner';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import {
  beginIdempotent,
  completeIdempotencyKey,
  type IdempotentRequest,
  type StoredResponse,
} from '../idempotency/idempotency';
import { postLedgerTransaction } from '../ledger/ledger.service';
import { refundPosting } from '../ledger/postings';
import { requireFunds } from '../ledger/wallet-funds';
import { findPayment, lockPayment } from '../payments/payments.repo';
import type { PaymentRow } from '../payments/payment-view';
import type { PayoutOutcome } from '../providers/payout-provider';
import type { ProviderRegistry } from '../providers/provider-registry';
import { refundRefusal } from './refund-policy';
import { settleRefund, type RefundKeyRef, type RefundOutcome } from './refund-settlement';
import { toRefundView, type RefundRow } from './refund-view';
import {
  findMerchantRefund,
  findRefund,
  insertRefund,
  isWalletFunded,
  listRefundsOfPayment,
  refundedMinor,
  updateRefund,
} from './refunds.repo';

/** Job kind that settles a refund: pays mobile money out, or completes a card refund left pending. */
export const REFUND_PROCESS_JOB = 'refund.process';
/** How often a mobile money refund's payout is checked with the provider, in ms. */
export const REFUND_POLL_INTERVAL_MS = 1000;
/** How long after creation a card refund still pending is completed by the job, in ms. */
export const CARD_REFUND_RECOVER_AFTER_MS = 60_000;

/**
 * The refund service under the rules of docs/refunds.md#rules: create, read and list refunds, and
 * the `refund.process` job. Amounts in minor units of the payment's currency; each refund posts a
 * `refund` ledger transaction when created and a `refund_reversal` if it fails (`refundPosting`,
 * `refundReversalPosting`; docs/refunds.md#ledger-postings). The payment's own provider
 * (`providers`, docs/providers.md#routing) refunds cards and pays mobile money refunds out, both
 * outside any database transaction.
 */
export function createRefundService(deps: { db: Db; clock: Clock; providers: ProviderRegistry }) {
  const { db, clock, providers } = deps;

  /**
   * The provider whose clearing account the refund's money goes through (ledger/postings.ts
   * `refundPosting`): the payment's, which refunds a card and pays a mobile money refund out.
   */
  const clearingProviderOf = (_row: RefundRow, payment: PaymentRow) => payment.provider;

  const scopeOf = (merchantId: string) => `refunds:${merchantId}`;
  const settle = (id: string, outcome: RefundOutcome, keyRef: RefundKeyRef | null) =>
    settleRefund({ db, clock, clearingProviderOf }, id, outcome, keyRef);

  /** Phase 1 inside `tx`. Throws `not_found`, `invalid_state`, `validation_failed`, `insufficient_funds`. */
  const record = async (
    tx: Db,
    input: { merchantId: string; paymentId: string; amountMinor?: number; reason?: string },
    keyRef: RefundKeyRef | null,
  ): Promise<RefundRow> => {
    const payment = await lockPayment(tx, input.paymentId);
    if (!payment || payment.merchantId !== input.merchantId) {
      throw new AppError('not_found', 'Payment not found');
    }
    const refusal = refundRefusal(payment, await isWalletFunded(tx, payment.id));
    if (refusal) throw new AppError('invalid_state', refusal);
    const refundableMinor = payment.amountMinor - (await refundedMinor(tx, payment.id, 'outstanding'));
    if (refundableMinor <= 0) {
      throw new AppError('invalid_state', 'Pending refunds already cover the whole payment.');
    }
    const amountMinor = input.amountMinor ?? refundableMinor;
    if (amountMinor > refundableMinor) {
      const message = `At most ${formatMoney(refundableMinor, payment.currency)} can still be refunded.`;
      throw new AppError('validation_failed', message, { amountMinor: message });
    }
    const now = clock.now();
    await requireFunds(tx, { merchantId: payment.merchantId, currency: payment.currency, amountMinor, now });
    const row = await insertRefund(tx, {
      id: newId('re'),
      merchantId: payment.merchantId,
      paymentId: payment.id,
      amountMinor,
      currency: payment.currency,
      status: 'pending',
      reason: input.reason ?? null,
      methodType: payment.methodType,
      createdAt: now,
      updatedAt: now,
    });
    await postLedgerTransaction(
      tx,
      refundPosting({ refund: row, provider: clearingProviderOf(row, payment), createdAt: now }),
    );
    const isCard = row.methodType === 'card';
    await enqueueJob(tx, {
      kind: REFUND_PROCESS_JOB,
      payload: { refundId: row.id, ...(isCard && keyRef ? { idempotency: keyRef } : {}) },
      runAt: isCard ? new Date(now.getTime() + CARD_REFUND_RECOVER_AFTER_MS) : now,
      now,
    });
    return row;
  };

  /**
   * Asks the payment's provider to refund a card refund's amount under the refund id, first noting
   * that it did. A provider that cannot tell a repeat is never asked twice: the second time throws,
   * so the job's log and last error keep the refund for review (docs/providers.md#refunds).
   */
  const cardRefundOutcome = async (row: RefundRow) => {
    const payment = await findPayment(db, row.paymentId);
    if (!payment) throw new Error(`payment ${row.paymentId} of refund ${row.id} not found`);
    const provider = providers.collector(payment.provider);
    if (row.providerRequestedAt && !provider.refundsRepeatSafely) {
      throw new Error(
        `Refund ${row.id} may already have reached ${provider.name}, which cannot tell a repeat: confirm it there before settling it`,
      );
    }
    await updateRefund(db, row.id, { providerRequestedAt: clock.now() });
    return provider.refundCard({
      reference: row.id,
      providerPaymentId: payment.providerPaymentId ?? '',
      amountMinor: row.amountMinor,
      currency: row.currency,
    });
  };

  /** Phase 2 of a card refund: the provider's answer, recorded at once (left pending if it never came). */
  const refundCard = async (row: RefundRow, keyRef: RefundKeyRef | null): Promise<Refund> => {
    let outcome;
    try {
      outcome = await cardRefundOutcome(row);
    } catch {
      // The answer is unknown; the refund.process job asks again (same reference) and settles it.
      return toRefundView(row);
    }
    return settle(row.id, outcome, keyRef);
  };

  /**
   * Refunds `amountMinor` (default: everything still refundable) of merchant `merchantId`'s payment
   * `paymentId` to the payer (docs/refunds.md#rules); answers 201 with the refund. A card refund
   * answers `succeeded` or `failed` at once (`pending` if the provider's answer was lost, finished by
   * {@link processRefund}); a mobile money refund answers `pending` and settles through the job. With
   * `idempotency` the request runs in atomic phases under the key in scope `refunds:{merchantId}`
   * (`beginIdempotent`, docs/payments.md#idempotency) and a repeated request replays the first answer
   * (`replayed: true`); without it (the `/v1` route keys the whole request itself) it simply runs.
   * Throws `not_found` (unknown or another merchant's payment), `invalid_state` (not refundable, or
   * nothing left to refund), `validation_failed` (more than is left, `fields.amountMinor`),
   * `insufficient_funds` (the wallet does not cover it), `idempotency_key_in_use` (409),
   * `idempotency_key_reused` (422).
   */
  const createRefundResponse = async (input: {
    merchantId: string;
    paymentId: string;
    amountMinor?: number;
    reason?: string;
    /** The request's key and fingerprint (the idempotency plugin's), scoped to the merchant here. */
    idempotency?: IdempotentRequest;
  }): Promise<StoredResponse<Refund>> => {
    const keyRef = input.idempotency
      ? { scope: scopeOf(input.merchantId), key: input.idempotency.key }
      : null;
    const recordRefund = () =>
      db.transaction(async (tx) => {
        const recorded = await record(tx, input, keyRef);
        if (recorded.methodType === 'mobile_money' && keyRef) {
          await completeIdempotencyKey(tx, {
            ...keyRef,
            response: { statusCode: 201, body: toRefundView(recorded) },
          });
        }
        return recorded;
      });
    let row: RefundRow;
    if (keyRef && input.idempotency) {
      const started = await beginIdempotent(
        db,
        clock,
        { ...keyRef, fingerprint: input.idempotency.fingerprint },
        recordRefund,
      );
      if (!started.claimed) {
        return { ...started.response, body: refundSchema.parse(started.response.body) };
      }
      row = started.value;
    } else {
      row = await recordRefund();
    }
    return {
      statusCode: 201,
      body: row.methodType === 'card' ? await refundCard(row, keyRef) : toRefundView(row),
    };
  };

  /** {@link createRefundResponse}'s refund, for callers that answer it themselves. Throws what it throws. */
  const createRefund = async (input: Parameters<typeof createRefundResponse>[0]): Promise<Refund> =>
    (await createRefundResponse(input)).body;

  /** Merchant `merchantId`'s refund `refundId`. Throws `not_found` (another merchant's id included). */
  const getRefund = async (merchantId: string, refundId: string): Promise<Refund> => {
    const row = await findMerchantRefund(db, merchantId, refundId);
    if (!row) throw new AppError('not_found', 'Refund not found');
    return toRefundView(row);
  };

  /**
   * A payment's refunds, newest first, with `refundedMinor` (pending + succeeded) and
   * `refundableMinor` (0 when the payment cannot be refunded). Throws `not_found` (unknown or
   * another merchant's payment).
   */
  const listPaymentRefunds = async (merchantId: string, paymentId: string): Promise<PaymentRefunds> => {
    const payment = await findPayment(db, paymentId);
    if (!payment || payment.merchantId !== merchantId) throw new AppError('not_found', 'Payment not found');
    const rows = await listRefundsOfPayment(db, payment.id);
    const outstandingMinor = rows
      .filter((r) => r.status !== 'failed')
      .reduce((sum, r) => sum + r.amountMinor, 0);
    const isRefundable = refundRefusal(payment, await isWalletFunded(db, payment.id)) === null;
    return {
      paymentId: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      refundedMinor: outstandingMinor,
      refundableMinor: isRefundable ? Math.max(payment.amountMinor - outstandingMinor, 0) : 0,
      data: rows.map(toRefundView),
    };
  };

  /** The outcome of a mobile money refund's payout to the payer's number, submitting it if needed. */
  const payoutOutcome = async (row: RefundRow): Promise<PayoutOutcome> => {
    const payment = await findPayment(db, row.paymentId);
    if (!payment) throw new Error(`payment ${row.paymentId} of refund ${row.id} not found`);
    const payoutProvider = providers.payouts(payment.provider);
    const existing = await payoutProvider.retrievePayout(row.id);
    if (existing) return existing;
    return payoutProvider.createPayout({
      reference: row.id,
      amountMinor: row.amountMinor,
      currency: row.currency,
      destination: {
        type: 'mobile_money',
        network: payment.mobileProvider ?? '',
        phone: payment.payerPhone ?? '',
      },
    });
  };

  /**
   * Job `refund.process`: settles pending refund `refundId` — completes a card refund whose answer
   * was lost (storing the response under `idempotency` when given), or pays a mobile money refund out
   * (reference = the refund id) and polls every {@link REFUND_POLL_INTERVAL_MS} ms until the payout
   * is paid (`succeeded`) or failed (`failed`, money back to the wallet). A refund no longer pending
   * is `done`. Provider errors are thrown for the job runner to retry.
   */
  const processRefund = async (refundId: string, idempotency: RefundKeyRef | null): Promise<JobResult> => {
    const row = await findRefund(db, refundId);
    if (!row || row.status !== 'pending') return 'done';
    if (row.methodType === 'card') {
      await settle(row.id, await cardRefundOutcome(row), idempotency);
      return 'done';
    }
    const outcome = await payoutOutcome(row);
    switch (outcome.status) {
      case 'pending':
        return { retryAt: new Date(clock.now().getTime() + REFUND_POLL_INTERVAL_MS) };
      case 'paid':
        await settle(row.id, { status: 'succeeded', providerRefundId: null }, null);
        return 'done';
      case 'failed':
        await settle(row.id, outcome, null);
        return 'done';
    }
  };

  return { createRefund, createRefundResponse, getRefund, listPaymentRefunds, processRefund };
}

/** What {@link createRefundService} returns; each method documents its units and errors there. */
export type RefundService = ReturnType<typeof createRefundService>;

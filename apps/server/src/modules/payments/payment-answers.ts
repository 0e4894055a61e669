/**
 * Phase 3 of a payment after its charge (docs/payments.md#atomic-phases): the provider's later
 * answers applied with {@link applyPaymentOutcome} — the payer's one-time code, the `payment.sync`
 * poll of a payment awaiting the payer, the `payment.recover` completion of a payment left
 * `processing`, and the confirmation of a provider's callback. Amounts in minor units.
 * @module
 */
import type { PublicPayment } from '@malipo/contracts/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobResult } from '../../jobs/job-runner';
import type { ProviderRegistry } from '../providers/provider-registry';
import { applyPaymentOutcome, ChargedMismatchError } from './payment-outcome';
import { isSettledForPayer } from './payment-state';
import type { PaymentRow } from './payment-view';
import { waitFor } from './payment-waits';
import { findPayment } from './payments.repo';

const LOST_FAILURE = {
  code: 'provider_unavailable',
  message: 'The payment could not be completed. You have not been charged.',
};

/** Payment `id` (any merchant's: ids are unguessable). Throws `not_found`. */
export async function loadPayment(db: Db, id: string): Promise<PaymentRow> {
  const row = await findPayment(db, id);
  if (!row) throw new AppError('not_found', 'Payment not found');
  return row;
}

/**
 * The handlers of a payment's answers after its charge, part of the payment service
 * (`payments.service.ts`). `mobileMoneyTimeoutMs` is how long a mobile money payment may await the
 * payer's approval before it fails with `mobile_money_timeout` (docs/payments.md#mobile-money).
 */
export function createPaymentAnswers(deps: {
  db: Db;
  clock: Clock;
  providers: ProviderRegistry;
  mobileMoneyTimeoutMs: number;
}) {
  const { db, clock, providers } = deps;
  const load = (id: string) => loadPayment(db, id);

  /**
   * Submits the one-time code of a card payment awaiting one and applies the provider's answer
   * (docs/architecture.md#from-a-payers-tap-to-a-ledger-entry). Throws `not_found`, `invalid_state`
   * when no code is awaited, `validation_failed` (`fields.code`) when the code is wrong (the payer
   * may try again).
   */
  const confirmOtp = async ({
    paymentId,
    code,
  }: {
    paymentId: string;
    code: string;
  }): Promise<PublicPayment> => {
    const row = await load(paymentId);
    if (row.status !== 'requires_action' || row.nextAction?.type !== 'otp' || !row.providerPaymentId) {
      throw new AppError('invalid_state', 'This payment is not waiting for a code');
    }
    const outcome = await providers.sandbox.confirmOtp({ providerPaymentId: row.providerPaymentId, code });
    if (!outcome)
      throw new AppError('validation_failed', 'The code is incorrect', {
        code: 'The code is incorrect. Try again.',
      });
    return applyPaymentOutcome(db, clock, paymentId, outcome);
  };

  /**
   * Job `payment.sync`: asks the provider about a payment awaiting the payer — a mobile money
   * approval, a hosted page, a bank transfer — and applies a final answer; while none, asks again
   * and fails it once its wait is over, as `payment-waits.ts` sets them
   * (docs/payments.md#mobile-money, docs/providers.md#routing). A payment no longer awaiting the
   * payer is `done`.
   */
  const syncPayment = async (paymentId: string): Promise<JobResult> => {
    const row = await load(paymentId);
    const next = row.status === 'requires_action' ? row.nextAction : null;
    const waiting = next?.type;
    if (waiting !== 'mobile_money_approval' && waiting !== 'redirect' && waiting !== 'bank_transfer') {
      return 'done';
    }
    const outcome = await providers.collector(row.provider).retrieve(row.id);
    const now = clock.now();
    if (!outcome || (outcome.status !== 'succeeded' && outcome.status !== 'failed')) {
      const wait = waitFor(next, row.createdAt, deps.mobileMoneyTimeoutMs);
      if (now < wait.until) return { retryAt: new Date(now.getTime() + wait.intervalMs) };
      await applyPaymentOutcome(db, clock, paymentId, {
        status: 'failed',
        providerPaymentId: outcome?.providerPaymentId ?? row.providerPaymentId ?? '',
        ...wait.failure,
      });
      return 'done';
    }
    await applyPaymentOutcome(db, clock, paymentId, outcome);
    return 'done';
  };

  /**
   * Job `payment.recover`: completes a payment left `processing` (a crash or a lost answer between
   * phases) from the provider's record under its reference, or fails it with `provider_unavailable`
   * (`You have not been charged.`) when the provider has none (docs/payments.md#atomic-phases).
   * Any other payment is left as it is.
   */
  const recoverPayment = async (paymentId: string): Promise<JobResult> => {
    const row = await load(paymentId);
    if (row.status !== 'processing') return 'done';
    const outcome = await providers.collector(row.provider).retrieve(row.id);
    await applyPaymentOutcome(
      db,
      clock,
      paymentId,
      outcome ?? { status: 'failed', providerPaymentId: '', ...LOST_FAILURE },
    );
    return 'done';
  };

  /**
   * Confirms payment `paymentId` with its provider's status API (after a provider's callback said
   * it completed, docs/providers.md#callbacks) and applies a final answer. Answers `applied` (or
   * already final), `pending` while the provider does not confirm it, or `amount_mismatch` when the
   * provider reports another amount or currency (nothing is recorded).
   */
  const confirmWithProvider = async (
    paymentId: string,
  ): Promise<'applied' | 'pending' | 'amount_mismatch'> => {
    const row = await load(paymentId);
    if (isSettledForPayer(row.status)) return 'applied';
    const outcome = await providers.collector(row.provider).retrieve(row.id);
    if (!outcome || (outcome.status !== 'succeeded' && outcome.status !== 'failed')) return 'pending';
    try {
      await applyPaymentOutcome(db, clock, paymentId, outcome);
    } catch (error) {
      if (error instanceof ChargedMismatchError) return 'amount_mismatch';
      throw error;
    }
    return 'applied';
  };

  return { confirmOtp, syncPayment, recoverPayment, confirmWithProvider };
}

/**
 * Taking a payment for any source — payment link, donation, catalogue order, subscription charge,
 * deposit, virtual card payment, `/v1` transaction — in atomic phases (docs/payments.md#atomic-phases):
 * 1. claim the idempotency key (`beginIdempotent`, docs/payments.md#idempotency); in one transaction
 *    check the source ({@link ResolveSource}) and record the payment as `processing` with a recovery
 *    job; commit;
 * 2. call the provider (no transaction open);
 * 3. record the answer ({@link applyPaymentOutcome}): state, ledger, stored response.
 * A crash between 1 and 3 is completed by the `payment.recover` job from the provider's status.
 * The service never sees a card number: only the provider's token.
 * @module
 */
import { normalizePhone } from '@malipo/contracts/mobile-money';
import type { PaymentMethodInput, PaymentSourceType, PublicPayment } from '@malipo/contracts/payments';
import type { Db } from '../../db/client';
import type { payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { enqueueJob } from '../../jobs/jobs.repo';
import type { JobResult } from '../../jobs/job-runner';
import { beginIdempotent, type StoredResponse } from '../idempotency/idempotency';
import { applyPaymentOutcome, PAYMENT_SYNC_INTERVAL_MS } from './payment-outcome';
import { findPayment, hasPaymentWithKey, insertPayment } from './payments.repo';
import { toPublicPayment, type PaymentRow } from './payment-view';
import type { PaymentProvider, ProviderOutcome, TokenCard } from './provider';

/** Job kind that completes a payment left in `processing` (crash between phases). */
export const PAYMENT_RECOVER_JOB = 'payment.recover';
/** How long after creation a payment still `processing` is recovered, in ms. */
export const PAYMENT_RECOVER_AFTER_MS = 60_000;

const TIMEOUT_FAILURE = {
  code: 'mobile_money_timeout',
  message: 'The payment request timed out before it was approved.',
};
const LOST_FAILURE = {
  code: 'provider_unavailable',
  message: 'The payment could not be completed. You have not been charged.',
};

/** The payer columns of a payment; `name` is null for an anonymous donor. */
type PayerColumns = { name: string | null; email: string };

/** What a payment's source contributes, decided inside phase 1's transaction. */
export interface PaymentSourceDraft {
  merchantId: string;
  sourceType: PaymentSourceType;
  sourceId: string;
  /** Shown in history and on the receipt. */
  description: string;
  /** Minor units of `currency`. */
  amountMinor: number;
  currency: string;
  /** Runs in the same transaction once the payment row exists (e.g. to write an order's lines). */
  afterInsert?: (tx: Db, payment: PaymentRow) => Promise<void>;
}

/**
 * Checks a payment's source (link active, prices, stock…) inside phase 1's transaction and says
 * what to charge. Throws an `AppError` to refuse the payment before anything is recorded.
 */
export type ResolveSource = (tx: Db, now: Date) => Promise<PaymentSourceDraft>;

type MethodColumns = Pick<
  typeof payments.$inferInsert,
  'methodType' | 'cardToken' | 'cardBrand' | 'cardLast4' | 'mobileProvider' | 'mobileCountry' | 'payerPhone'
>;

/**
 * The payment service: `pay` for any source (payment links pay through
 * `payment-links/link-payments.ts`), the payer's reads and OTP, and the handlers of the `payment.sync` and `payment.recover` jobs. Amounts in minor units.
 * `mobileMoneyTimeoutMs` is how long a mobile money payment may await the payer's approval before
 * it fails with `mobile_money_timeout` (`MOBILE_MONEY_TIMEOUT_MS`, docs/payments.md#mobile-money).
 */
export function createPaymentService(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  mobileMoneyTimeoutMs: number;
}) {
  const { db, clock, provider } = deps;

  /**
   * Checks the payment method — a card token with the provider, a phone number for its country
   * (stored E.164) — and returns the columns to store. Throws `validation_failed`.
   */
  const resolveMethod = async (method: PaymentMethodInput): Promise<MethodColumns> => {
    if (method.type === 'card') {
      const card: TokenCard | null = await provider.describeCardToken(method.token);
      if (!card) {
        throw new AppError('validation_failed', 'Check the card details', {
          'paymentMethod.token': 'The card could not be verified. Enter it again.',
        });
      }
      return { methodType: 'card', cardToken: method.token, cardBrand: card.brand, cardLast4: card.last4 };
    }
    const phone = normalizePhone(method.phone, method.country);
    if (!phone.ok)
      throw new AppError('validation_failed', phone.message, { 'paymentMethod.phone': phone.message });
    return {
      methodType: 'mobile_money',
      mobileProvider: method.provider,
      mobileCountry: method.country,
      payerPhone: phone.e164,
    };
  };

  /** Phase 1: the payment row, its source's records and its recovery job, in one transaction. */
  const recordAttempt = async (input: {
    scope: string;
    idempotencyKey: string;
    payer: PayerColumns;
    method: MethodColumns;
    resolveSource: ResolveSource;
  }) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const { afterInsert, ...source } = await input.resolveSource(tx, now);
      const row = await insertPayment(tx, {
        id: newId('pay'),
        ...source,
        status: 'processing',
        provider: provider.name,
        payerName: input.payer.name,
        payerEmail: input.payer.email,
        idempotencyScope: input.scope,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
        updatedAt: now,
        ...input.method,
      });
      await afterInsert?.(tx, row);
      await enqueueJob(tx, {
        kind: PAYMENT_RECOVER_JOB,
        payload: { paymentId: row.id },
        runAt: new Date(now.getTime() + PAYMENT_RECOVER_AFTER_MS),
        now,
      });
      return row;
    });

  /**
   * Creates and charges a payment for the source `resolveSource` describes (amount in minor units),
   * under `idempotencyKey` in `scope` (docs/payments.md#idempotency). Returns the HTTP response to
   * send: 201 + the payer's view of the payment (`succeeded`, `failed`, `requires_action`, or still
   * `processing` when the provider's answer was lost — the recovery job finishes it), replaying the
   * first response (`replayed: true`) for a repeated key. Throws what `resolveSource` throws (before
   * anything is recorded, and the key is then released), `validation_failed` (card token or phone),
   * `idempotency_key_in_use` (409), `idempotency_key_reused` (422; also for a key whose payment
   * was made more than 24 h ago).
   */
  const pay = async (input: {
    scope: string;
    idempotencyKey: string;
    fingerprint: string;
    payer: PayerColumns;
    paymentMethod: PaymentMethodInput;
    resolveSource: ResolveSource;
  }): Promise<StoredResponse> => {
    const { scope } = input;
    // Phase 1 under the key (released if it throws); the response is stored by phase 3.
    const started = await beginIdempotent(
      db,
      clock,
      { scope, key: input.idempotencyKey, fingerprint: input.fingerprint },
      async () => {
        // The key's record expired (24 h) but its payment remains: a new payment needs a new key.
        if (await hasPaymentWithKey(db, scope, input.idempotencyKey)) {
          throw new AppError(
            'idempotency_key_reused',
            'This Idempotency-Key was used for a payment more than 24 hours ago. Send a new key.',
          );
        }
        const method = await resolveMethod(input.paymentMethod);
        return recordAttempt({ ...input, method });
      },
    );
    if (!started.claimed) return started.response;
    const row = started.value;

    let outcome: ProviderOutcome | null = null;
    try {
      outcome =
        row.methodType === 'card'
          ? await provider.chargeCard({
              reference: row.id,
              token: row.cardToken ?? '',
              amountMinor: row.amountMinor,
              currency: row.currency,
            })
          : await provider.requestMobileMoney({
              reference: row.id,
              phone: row.payerPhone ?? '',
              network: row.mobileProvider ?? '',
              country: row.mobileCountry ?? '',
              amountMinor: row.amountMinor,
              currency: row.currency,
              payer: { name: row.payerName, email: row.payerEmail },
            });
    } catch {
      // The provider's answer is unknown; the recovery job will ask it and finish the payment.
      return { statusCode: 201, body: toPublicPayment(row) };
    }
    return { statusCode: 201, body: await applyPaymentOutcome(db, clock, row.id, outcome) };
  };

  const load = async (id: string) => {
    const row = await findPayment(db, id);
    if (!row) throw new AppError('not_found', 'Payment not found');
    return row;
  };

  /** The payer's view of payment `id` (any merchant's: ids are unguessable). Throws `not_found`. */
  const getPublic = async (id: string): Promise<PublicPayment> => toPublicPayment(await load(id));

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
    const outcome = await provider.confirmOtp({ providerPaymentId: row.providerPaymentId, code });
    if (!outcome)
      throw new AppError('validation_failed', 'The code is incorrect', {
        code: 'The code is incorrect. Try again.',
      });
    return applyPaymentOutcome(db, clock, paymentId, outcome);
  };

  /**
   * Job `payment.sync`: asks the provider about a mobile money payment awaiting the payer's approval
   * and applies a final answer; while none, retries every {@link PAYMENT_SYNC_INTERVAL_MS} ms until
   * `mobileMoneyTimeoutMs` after the payment was created, then fails it with `mobile_money_timeout`
   * (docs/payments.md#mobile-money). A payment no longer awaiting approval is `done`.
   */
  const syncPayment = async (paymentId: string): Promise<JobResult> => {
    const row = await load(paymentId);
    if (row.status !== 'requires_action' || row.nextAction?.type !== 'mobile_money_approval') return 'done';
    const outcome = await provider.retrieve(row.id);
    const now = clock.now();
    if (!outcome || outcome.status === 'pending' || outcome.status === 'requires_otp') {
      if (now.getTime() - row.createdAt.getTime() < deps.mobileMoneyTimeoutMs) {
        return { retryAt: new Date(now.getTime() + PAYMENT_SYNC_INTERVAL_MS) };
      }
      await applyPaymentOutcome(db, clock, paymentId, {
        status: 'failed',
        providerPaymentId: outcome?.providerPaymentId ?? row.providerPaymentId ?? '',
        ...TIMEOUT_FAILURE,
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
    const outcome = await provider.retrieve(row.id);
    await applyPaymentOutcome(
      db,
      clock,
      paymentId,
      outcome ?? { status: 'failed', providerPaymentId: '', ...LOST_FAILURE },
    );
    return 'done';
  };

  return { pay, getPublic, confirmOtp, syncPayment, recoverPayment };
}

/** What {@link createPaymentService} returns; each method documents its units and errors there. */
export type PaymentService = ReturnType<typeof createPaymentService>;

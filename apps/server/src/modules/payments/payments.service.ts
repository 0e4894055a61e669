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
import { applyPaymentOutcome, ChargedMismatchError } from './payment-outcome';
import { isSettledForPayer } from './payment-state';
import { findPayment, hasPaymentWithKey, insertPayment, merchantModeAndKeyUse } from './payments.repo';
import { toPublicPayment, type PaymentRow } from './payment-view';
import type { ProviderRegistry } from '../providers/provider-registry';
import { routePayment } from './payment-route';
import { chargeWithProvider } from './payment-charge';
import { waitFor } from './payment-waits';
import type { ProviderOutcome, TokenCard } from '../providers/provider';

/** Job kind that completes a payment left in `processing` (crash between phases). */
export const PAYMENT_RECOVER_JOB = 'payment.recover';
/** How long after creation a payment still `processing` is recovered, in ms. */
export const PAYMENT_RECOVER_AFTER_MS = 60_000;

const LOST_FAILURE = {
  code: 'provider_unavailable',
  message: 'The payment could not be completed. You have not been charged.',
};

/**
 * Throws `idempotency_key_reused` (422) when a payment was already made under `key` in `scope`: its
 * key's record expired (24 h, docs/payments.md#idempotency) and was forgotten, but the payment
 * remains, so a new payment needs a new key.
 */
async function refuseKeyOfEarlierPayment(db: Db, scope: string, key: string): Promise<void> {
  if (await hasPaymentWithKey(db, scope, key)) throw keyOfEarlierPayment();
}

/** The `idempotency_key_reused` error of {@link refuseKeyOfEarlierPayment}. */
function keyOfEarlierPayment(): AppError {
  return new AppError(
    'idempotency_key_reused',
    'This Idempotency-Key was used for a payment more than 24 hours ago. Send a new key.',
  );
}

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
  providers: ProviderRegistry;
  mobileMoneyTimeoutMs: number;
  /** The site's public origin without a trailing `/`: where a hosted card page sends the payer back. */
  publicUrl: string;
}) {
  const { db, clock, providers } = deps;

  /**
   * Checks the payment method — a sandbox card token with the sandbox, a phone number for its
   * country (stored E.164) — and returns the columns to store. A card without a token is typed on
   * a live provider's hosted page later. Throws `validation_failed`.
   */
  const resolveMethod = async (method: PaymentMethodInput): Promise<MethodColumns> => {
    if (method.type === 'card') {
      if (!method.token) return { methodType: 'card' };
      const card: TokenCard | null = await providers.sandbox.describeCardToken(method.token);
      if (!card) {
        throw new AppError('validation_failed', 'Check the card details', {
          'paymentMethod.token': 'The card could not be verified. Enter it again.',
        });
      }
      return { methodType: 'card', cardToken: method.token, cardBrand: card.brand, cardLast4: card.last4 };
    }
    if (method.type === 'bank_transfer') return { methodType: 'bank_transfer' };
    const phone = normalizePhone(method.phone, method.country, method.provider);
    if (!phone.ok)
      throw new AppError('validation_failed', phone.message, { 'paymentMethod.phone': phone.message });
    return {
      methodType: 'mobile_money',
      mobileProvider: method.provider,
      mobileCountry: method.country,
      payerPhone: phone.e164,
    };
  };

  /**
   * Phase 1: the payment row, its source's records and its recovery job, in one transaction, with
   * the provider the routing table names for the source merchant's mode (docs/providers.md#routing).
   * The merchant's mode is read with whether a payment was already made under the key, which is
   * refused (`idempotency_key_reused`).
   */
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
      const merchant = await merchantModeAndKeyUse(tx, {
        merchantId: source.merchantId,
        scope: input.scope,
        key: input.idempotencyKey,
      });
      if (merchant.keyUsed) throw keyOfEarlierPayment();
      const provider = routePayment(providers.routing, merchant.mode, input.method, source.currency);
      const row = await insertPayment(tx, {
        id: newId('pay'),
        ...source,
        status: 'processing',
        provider,
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
    /** The payer page (a path on this site) a hosted card page sends the payer back to. */
    returnPath?: string;
  }): Promise<StoredResponse> => {
    const { scope } = input;
    // Phase 1 under the key (released if it throws); the response is stored by phase 3.
    const started = await beginIdempotent(
      db,
      clock,
      { scope, key: input.idempotencyKey, fingerprint: input.fingerprint },
      async () => {
        // A key whose record expired (24 h) while its payment remains is refused before anything
        // else is: phase 1's transaction checks it with the merchant's mode, and when the method, the
        // source or anything else of phase 1 is refused first, it is checked here before answering.
        try {
          const method = await resolveMethod(input.paymentMethod);
          return await recordAttempt({ ...input, method });
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'idempotency_key_reused')) {
            await refuseKeyOfEarlierPayment(db, scope, input.idempotencyKey);
          }
          throw err;
        }
      },
    );
    if (!started.claimed) return started.response;
    const row = started.value;

    let outcome: ProviderOutcome | null = null;
    try {
      outcome = await chargeWithProvider(providers, deps.publicUrl, row, input.returnPath);
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

  return { pay, getPublic, confirmOtp, syncPayment, recoverPayment, confirmWithProvider };
}

/** What {@link createPaymentService} returns; each method documents its units and errors there. */
export type PaymentService = ReturnType<typeof createPaymentService>;

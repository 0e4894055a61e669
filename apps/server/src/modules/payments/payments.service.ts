/**
 * Taking a payment for any source — payment link, donation, catalogue order, subscription charge,
 * deposit, virtual card payment, `/v1` transaction — in atomic phases (docs/payments.md#atomic-phases):
 * 1. claim the idempotency key (`beginIdempotent`, docs/payments.md#idempotency); in one transaction
 *    check the source ({@link ResolveSource}) and record the payment as `processing` with a recovery
 *    job; commit;
 * 2. call the provider (no transaction open);
 * 3. record the answer ({@link applyPaymentOutcome}): state, ledger, stored response; later answers
 *    (a one-time code, a poll, a callback, the recovery job) through `payment-answers.ts`.
 * A crash between 1 and 3 is completed by the `payment.recover` job from the provider's status.
 * The service never sees a card number: only the provider's token.
 * @module
 */
import { normalizePhone } from '@malipo/contracts/mobile-money';
import type { Mode } from '@malipo/contracts/modes';
import type { PaymentMethodInput, PaymentSourceType, PublicPayment } from '@malipo/contracts/payments';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { jobPart } from '../../jobs/jobs.repo';
import { recoveryJob } from './payment-recovery-job';
import type { WritePart } from '../../db/write-parts';
import { beginIdempotent, WHEN_CLAIMED, type StoredResponse } from '../idempotency/idempotency';
import { applyPaymentOutcome } from './payment-outcome';
import { createPaymentAnswers, loadPayment } from './payment-answers';
import { insertedPayment, insertPayment, PAYMENT_INSERTED, paymentInsertPart } from './payments.repo';
import type { LastRead } from './link-source-read';
import { PAYMENT_KEY_USE } from './payment-keys';
import { toPublicPayment, type PaymentRow } from './payment-view';
import type { ProviderRegistry } from '../providers/provider-registry';
import { merchantMode, routePayment } from './payment-route';
import { chargeWithProvider } from './payment-charge';
import type { ProviderOutcome, TokenCard } from '../providers/provider';

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
  /** The merchant row's mode, when the source read it with the merchant (else it is read). */
  mode?: Mode;
  /** Runs in the same transaction once the payment row exists (e.g. to write an order's lines). */
  afterInsert?: (tx: Db, payment: PaymentRow) => Promise<void>;
}

/**
 * Checks a payment's source (link active, prices, stock…) inside phase 1's transaction and says what
 * to charge. Throws an `AppError` to refuse the payment before anything is recorded.
 */
export type ResolveSource = (tx: Db, now: Date) => Promise<PaymentSourceDraft>;

/**
 * A source that only reads, takes no lock and writes nothing of its own (a link, or a source given in
 * full): its `read` — a scalar SQL expression, e.g. the link's `json` — goes in the idempotency
 * claim's statement, and phase 1 is then the payment's one statement, outside a transaction, since
 * under PostgreSQL's read committed isolation a lock-free read inside one sees no more
 * (docs/architecture.md#scale).
 */
export interface LockFreeSource {
  read?: SQL;
  /**
   * What `read` gave before, kept by the source (`link-source-read.ts`), with the condition that it
   * would give the same now: phase 1 is then decided from it and the payment written in the claim's
   * own statement, guarded by the condition — one statement fewer. When the condition fails, the
   * claim's fresh read decides, as without it.
   */
  lastRead?: LastRead;
  /**
   * Checks what `read` gave (as the driver gives it; `undefined` for SQL null) and says what to
   * charge. Throws an `AppError` to refuse the payment before anything is recorded.
   */
  resolve: (read: unknown, now: Date) => PaymentSourceDraft;
}

/** A payment's source, as {@link PaymentService.pay} takes it: read in phase 1's transaction, or lock-free. */
type SourceInput = { resolveSource: ResolveSource } | { lockFreeSource: LockFreeSource };

/** What phase 1 needs besides the source: the key, the payer and the payment method's columns. */
type AttemptInput = { scope: string; idempotencyKey: string; payer: PayerColumns; method: MethodColumns };

/** A source's payment columns (a {@link PaymentSourceDraft} without what phase 1 does with it). */
type PaymentSourceColumns = Omit<PaymentSourceDraft, 'mode' | 'afterInsert'>;

type MethodColumns = Pick<
  typeof payments.$inferInsert,
  'methodType' | 'cardToken' | 'cardBrand' | 'cardLast4' | 'mobileProvider' | 'mobileCountry' | 'payerPhone'
>;

/**
 * The payment service: `pay` for any source (payment links pay through
 * `payment-links/link-payments.ts`), the payer's read, and the answers after the charge
 * (`payment-answers.ts`: the OTP, the `payment.sync` and `payment.recover` jobs, a callback's
 * confirmation). Amounts in minor units.
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
   * The payment row of an attempt on `source` — status `processing`, with the provider the routing
   * table names for the merchant's `mode` (docs/providers.md#routing) — and its recovery job. Throws
   * `method_unavailable` and `validation_failed` from the routing.
   */
  const attempt = (input: AttemptInput, source: PaymentSourceColumns, mode: Mode, now: Date) => {
    const provider = routePayment(providers.routing, mode, input.method, source.currency);
    const id = newId('pay');
    const row = {
      id,
      ...source,
      status: 'processing' as const,
      provider,
      payerName: input.payer.name,
      payerEmail: input.payer.email,
      idempotencyScope: input.scope,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      updatedAt: now,
      ...input.method,
    };
    return { row, job: recoveryJob(id, now) };
  };

  /**
   * Phase 1: the payment row, its source's records and its recovery job, in one transaction. The
   * payment and its job are one statement; for a {@link LockFreeSource} (whose `read` came with the
   * claim) that is all the transaction would hold, so none is opened.
   */
  const recordAttempt = async (input: SourceInput & AttemptInput, read: unknown) => {
    const record = async (tx: Db) => {
      const now = clock.now();
      const lockFree = 'lockFreeSource' in input;
      const draft = lockFree ? input.lockFreeSource.resolve(read, now) : await input.resolveSource(tx, now);
      const { afterInsert, mode: sourceMode, ...source } = draft;
      if (afterInsert && lockFree) throw new Error('a lock-free source writes nothing');
      const mode = sourceMode ?? (await merchantMode(tx, source.merchantId));
      const { row, job } = attempt(input, source, mode, now);
      const payment = await insertPayment(tx, row, [jobPart(job)]);
      await afterInsert?.(tx, payment.row);
      return payment;
    };
    return 'lockFreeSource' in input ? record(db) : db.transaction(record);
  };

  /**
   * Phase 1 decided from what `source` last read, as parts to send with the claim: the payment,
   * written only if the claim succeeds and the read is unchanged ({@link LockFreeSource.lastRead}),
   * and its job with it. Undefined when there is no such read or any check refuses: the attempt
   * then goes the usual way, which refuses it after the claim, as always.
   */
  const rememberedAttempt = async (
    source: LockFreeSource,
    input: Omit<AttemptInput, 'method'> & { paymentMethod: PaymentMethodInput },
  ): Promise<WritePart[] | undefined> => {
    const last = source.lastRead;
    if (!last) return undefined;
    try {
      const now = clock.now();
      const { mode, afterInsert, ...draft } = source.resolve(last.value, now);
      if (!mode || afterInsert) return undefined;
      const method = await resolveMethod(input.paymentMethod);
      const { row, job } = attempt({ ...input, method }, draft, mode, now);
      return [
        paymentInsertPart(row, sql`${WHEN_CLAIMED} AND ${last.unchanged}`),
        jobPart(job, PAYMENT_INSERTED),
      ];
    } catch {
      return undefined;
    }
  };

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
  const pay = async (
    input: SourceInput & {
      scope: string;
      idempotencyKey: string;
      fingerprint: string;
      payer: PayerColumns;
      paymentMethod: PaymentMethodInput;
      /** The payer page (a path on this site) a hosted card page sends the payer back to. */
      returnPath?: string;
    },
  ): Promise<StoredResponse> => {
    // Phase 1 under the key (released if it throws); the response is stored by phase 3. A key a
    // payment was made under is refused by the claim, even once its 24 h record is forgotten. A
    // lock-free source's read goes with the claim, and so does the payment itself when the source's
    // last read decides it (written only if the claim succeeds and the read is unchanged).
    const lockFree = 'lockFreeSource' in input ? input.lockFreeSource : undefined;
    const read: WritePart[] = lockFree?.read ? [{ ctes: [], output: lockFree.read }] : [];
    const early = lockFree && (await rememberedAttempt(lockFree, input));
    const claim = {
      scope: input.scope,
      key: input.idempotencyKey,
      fingerprint: input.fingerprint,
      lastingUse: PAYMENT_KEY_USE,
      withClaim: [...read, ...(early ?? [])],
    };
    const started = await beginIdempotent(db, clock, claim, async (outputs) => {
      const made = early && insertedPayment(outputs[read.length]);
      if (made) return made;
      const method = await resolveMethod(input.paymentMethod);
      return recordAttempt({ ...input, method }, read.length > 0 ? outputs[0] : undefined);
    });
    if (!started.claimed) return started.response;
    const { row } = started.value;

    let outcome: ProviderOutcome | null = null;
    try {
      outcome = await chargeWithProvider(providers, deps.publicUrl, row, input.returnPath);
    } catch {
      // The provider's answer is unknown; the recovery job will ask it and finish the payment.
      return { statusCode: 201, body: toPublicPayment(row) };
    }
    return { statusCode: 201, body: await applyPaymentOutcome(db, clock, started.value, outcome) };
  };

  /** The payer's view of payment `id` (any merchant's: ids are unguessable). Throws `not_found`. */
  const getPublic = async (id: string): Promise<PublicPayment> => toPublicPayment(await loadPayment(db, id));

  return { pay, getPublic, ...createPaymentAnswers(deps) };
}

/**
 * What {@link createPaymentService} returns; each method documents its units and errors there or in
 * {@link createPaymentAnswers}.
 */
export type PaymentService = ReturnType<typeof createPaymentService>;

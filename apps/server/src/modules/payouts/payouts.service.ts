/**
 * Payouts (docs/money.md#wallet-movements): withdrawals to a bank account or mobile money with the
 * 2% fee inside the amount, and Direct Pay to an external mobile wallet with conversion and the fee
 * on top (docs/money.md#fees). Phase 1, in one transaction under the idempotency key: lock the
 * wallet and check funds, write the payout (`pending`), post its ledger transaction, enqueue
 * `payout.process`. The job then submits the payout to the provider (never inside a transaction)
 * and polls it until it is `paid`, or `failed` — which posts the reversal, returning the money and
 * the fee.
 * @module
 */
import { eq } from 'drizzle-orm';
import { directPayFigures, withdrawalFigures } from '@malipo/contracts/fees';
import { convertMinor } from '@malipo/contracts/fx';
import { maskPhone, normalizePhone } from '@malipo/contracts/mobile-money';
import { MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { Payout } from '@malipo/contracts/wallet';
import type { Db } from '../../db/client';
import { payoutAccounts, payouts } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs.repo';
import type { JobResult } from '../../jobs/job-runner';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { runIdempotent, type StoredResponse } from '../idempotency/idempotency';
import { postLedgerTransaction } from '../ledger/ledger.service';
import { payoutPosting, payoutReversalPosting } from '../ledger/postings';
import { requireFunds } from '../ledger/wallet-funds';
import { rateFor } from '../fx/fx.service';
import { recordEvent } from '../webhooks/events';
import { findPayoutAccount, maskAccountNumber } from './payout-accounts';
import { merchantMode } from '../payments/payment-route';
import type { ProviderRegistry } from '../providers/provider-registry';
import type { PayoutDestination } from '../providers/payout-provider';

/** Job kind that submits a payout and polls it until it settles. */
export const PAYOUT_PROCESS_JOB = 'payout.process';
/** How often a pending payout is checked with the provider, in ms. */
export const PAYOUT_POLL_INTERVAL_MS = 1000;

type PayoutRow = typeof payouts.$inferSelect;

/**
 * A payout row as the dashboard sees it: amounts in minor units (`debitedMinor` and `feeMinor` in
 * the wallet's currency, `payoutMinor` in the recipient's), the failure only once it failed.
 */
export function toPayoutView(row: PayoutRow): Payout {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    debitedMinor: row.debitedMinor,
    feeMinor: row.feeMinor,
    currency: row.currency,
    payoutMinor: row.payoutMinor,
    payoutCurrency: row.payoutCurrency,
    rate: row.rate,
    destination: { type: row.destinationType, label: row.destinationLabel },
    failure:
      row.status === 'failed' && row.failureCode
        ? { code: row.failureCode, message: row.failureMessage ?? 'The payout failed.' }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

type MobileInput = { provider: string; country: string; phone: string };

function mobileDestination(input: MobileInput, field: string) {
  const phone = normalizePhone(
    input.phone,
    input.country as Parameters<typeof normalizePhone>[1],
    input.provider,
  );
  if (!phone.ok) throw new AppError('validation_failed', phone.message, { [field]: phone.message });
  const name = MOBILE_MONEY_PROVIDERS.find((p) => p.id === input.provider)?.name ?? input.provider;
  return {
    destinationType: 'mobile_money' as const,
    mobileProvider: input.provider,
    mobileCountry: input.country,
    phone: phone.e164,
    destinationLabel: `${name} ${maskPhone(phone.e164)}`,
  };
}

/**
 * Creates the payout service: withdrawals and Direct Pay with the fee of docs/money.md#fees, each
 * posted to the ledger when recorded (`payoutPosting`) and reversed if it fails
 * (`payoutReversalPosting`; docs/money.md#wallet-movements). `provider` is only called from the
 * `payout.process` job, never inside a database transaction.
 */
export function createPayoutService(deps: { db: Db; clock: Clock; providers: ProviderRegistry }) {
  const { db, clock, providers } = deps;

  /** Phase 1 inside `tx`: funds check under the wallet lock, payout row, ledger, job. */
  const record = async (
    tx: Db,
    values: Omit<typeof payouts.$inferInsert, 'id' | 'status' | 'provider' | 'createdAt' | 'updatedAt'>,
  ) => {
    const now = clock.now();
    const provider = providers.routing.payoutProviderFor(await merchantMode(tx, values.merchantId), {
      method: values.destinationType,
      network: values.mobileProvider,
      currency: values.payoutCurrency,
    });
    if (!provider) {
      throw new AppError(
        'method_unavailable',
        `Payouts in ${values.payoutCurrency} to this destination are not available yet.`,
      );
    }
    await requireFunds(tx, {
      merchantId: values.merchantId,
      currency: values.currency,
      amountMinor: values.debitedMinor,
      now,
    });
    const [row] = await tx
      .insert(payouts)
      .values({
        ...values,
        id: newId('po'),
        status: 'pending',
        provider,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('payout insert returned nothing');
    await postLedgerTransaction(tx, payoutPosting({ payout: row, createdAt: now }));
    await enqueueJob(tx, { kind: PAYOUT_PROCESS_JOB, payload: { payoutId: row.id }, runAt: now, now });
    return { statusCode: 201, body: toPayoutView(row) } satisfies StoredResponse;
  };

  const scopeOf = (merchantId: string) => `wallet:${merchantId}`;

  /**
   * Withdraws `amountMinor` (minor units) of `currency` to a saved bank account or a mobile money
   * number (docs/product.md#withdraw): the wallet is debited the amount, the 2% fee stays with Malipo
   * and `amount − fee` arrives (docs/money.md#fees). Runs under the request's `Idempotency-Key` in
   * scope `wallet:{merchantId}`; answers 201 with the payout, `pending` until the `payout.process`
   * job settles it. Throws `insufficient_funds`, `not_found` (unknown, removed or another merchant's
   * bank account), `validation_failed` (amount too small to leave anything after the fee, or a phone
   * invalid for its country), `idempotency_key_in_use` (409), `idempotency_key_reused` (422).
   */
  const withdraw = async (input: {
    merchantId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: {
      amountMinor: number;
      currency: string;
      destination: { type: 'bank'; payoutAccountId: string } | ({ type: 'mobile_money' } & MobileInput);
    };
  }): Promise<StoredResponse> =>
    runIdempotent(
      db,
      clock,
      { scope: scopeOf(input.merchantId), key: input.idempotencyKey, fingerprint: input.fingerprint },
      async (tx) => {
        const { amountMinor, currency, destination } = input.body;
        const { debitedMinor, feeMinor, arrivesMinor } = withdrawalFigures(amountMinor);
        if (arrivesMinor <= 0) {
          throw new AppError('validation_failed', 'Amount is too small to withdraw', {
            amountMinor: 'Amount is too small to withdraw',
          });
        }
        const target =
          destination.type === 'bank'
            ? await (async () => {
                const account = await findPayoutAccount(tx, input.merchantId, destination.payoutAccountId);
                return {
                  destinationType: 'bank' as const,
                  payoutAccountId: account.id,
                  destinationLabel: `${account.bankName} ${maskAccountNumber(account.accountNumber)}`,
                };
              })()
            : mobileDestination(destination, 'destination.phone');
        return record(tx, {
          merchantId: input.merchantId,
          kind: 'withdrawal',
          debitedMinor,
          feeMinor,
          currency,
          payoutMinor: arrivesMinor,
          payoutCurrency: currency,
          rate: '1',
          idempotencyKey: input.idempotencyKey,
          ...target,
        });
      },
    );

  /**
   * Direct Pay (docs/product.md#direct-pay): converts `amountMinor` (minor units of `fromCurrency`)
   * into `toCurrency` at the stored rate and pays it to an external mobile wallet; the wallet is
   * debited the amount + the 2% fee, in `fromCurrency` (docs/money.md#fees). Runs under the
   * request's `Idempotency-Key` in scope `wallet:{merchantId}`; answers 201 with the payout,
   * `pending` until the `payout.process` job settles it. Throws `fx_rate_unavailable`,
   * `insufficient_funds`, `validation_failed` (amount too small to convert, or a phone invalid for
   * its country), `idempotency_key_in_use` (409), `idempotency_key_reused` (422).
   */
  const directPay = async (input: {
    merchantId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: { amountMinor: number; fromCurrency: string; toCurrency: string; recipient: MobileInput };
  }): Promise<StoredResponse> =>
    runIdempotent(
      db,
      clock,
      { scope: scopeOf(input.merchantId), key: input.idempotencyKey, fingerprint: input.fingerprint },
      async (tx) => {
        const { amountMinor, fromCurrency, toCurrency, recipient } = input.body;
        const rate = await rateFor(tx, fromCurrency, toCurrency);
        const payoutMinor = convertMinor(amountMinor, fromCurrency, toCurrency, rate);
        if (payoutMinor <= 0) {
          throw new AppError('validation_failed', 'Amount is too small to send', {
            amountMinor: 'Amount is too small to send',
          });
        }
        const { feeMinor, totalMinor } = directPayFigures(amountMinor);
        return record(tx, {
          merchantId: input.merchantId,
          kind: 'direct_pay',
          debitedMinor: totalMinor,
          feeMinor,
          currency: fromCurrency,
          payoutMinor,
          payoutCurrency: toCurrency,
          rate,
          idempotencyKey: input.idempotencyKey,
          ...mobileDestination(recipient, 'recipient.phone'),
        });
      },
    );

  /** Payout `id` of the merchant (amounts in minor units). Throws `not_found`, for another merchant's too. */
  const get = async (input: { merchantId: string; id: string }): Promise<Payout> => {
    const [row] = await db.select().from(payouts).where(eq(payouts.id, input.id));
    if (!row || row.merchantId !== input.merchantId) throw new AppError('not_found', 'Payout not found');
    return toPayoutView(row);
  };

  const destinationOf = async (row: PayoutRow): Promise<PayoutDestination> => {
    if (row.destinationType === 'mobile_money') {
      return { type: 'mobile_money', network: row.mobileProvider ?? '', phone: row.phone ?? '' };
    }
    const [account] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.id, row.payoutAccountId ?? ''));
    return { type: 'bank', bankName: account?.bankName ?? '', accountNumber: account?.accountNumber ?? '' };
  };

  /** Records the final state of payout `id` (reversal on failure, `payout.*` webhook event), once. */
  const settle = async (
    id: string,
    outcome: { status: 'paid' } | { status: 'failed'; code: string; message: string },
  ) =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!row || row.status !== 'pending') return;
      const now = clock.now();
      const [updated] = await tx
        .update(payouts)
        .set({
          status: outcome.status,
          updatedAt: now,
          ...(outcome.status === 'failed'
            ? { failureCode: outcome.code, failureMessage: outcome.message }
            : {}),
        })
        .where(eq(payouts.id, id))
        .returning();
      if (!updated) return;
      await recordEvent(tx, {
        merchantId: updated.merchantId,
        type: updated.status === 'paid' ? 'payout.paid' : 'payout.failed',
        data: { object: 'payout', ...toPayoutView(updated) },
        now,
      });
      if (outcome.status === 'failed') {
        await postLedgerTransaction(tx, payoutReversalPosting({ payout: row, createdAt: now }));
      }
    });

  /**
   * Job `payout.process`: submits payout `payoutId` to the provider unless it already has it
   * (reference = the payout id), then polls every {@link PAYOUT_POLL_INTERVAL_MS} ms until it is
   * `paid` or `failed`; `failed` posts the reversal, giving the money and the fee back
   * (docs/money.md#wallet-movements). Either records a `payout.*` webhook event. A payout no longer
   * pending is `done`; provider errors are thrown for the job runner to retry.
   */
  const processPayout = async (payoutId: string): Promise<JobResult> => {
    const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!row || row.status !== 'pending') return 'done';
    const provider = providers.payouts(row.provider);
    const outcome =
      (await provider.retrievePayout(row.id)) ??
      (await provider.createPayout({
        reference: row.id,
        amountMinor: row.payoutMinor,
        currency: row.payoutCurrency,
        destination: await destinationOf(row),
      }));
    if (outcome.status === 'pending') {
      return { retryAt: new Date(clock.now().getTime() + PAYOUT_POLL_INTERVAL_MS) };
    }
    await settle(row.id, outcome);
    return 'done';
  };

  return { withdraw, directPay, get, processPayout };
}

/** What {@link createPayoutService} returns; each method documents its units and errors there. */
export type PayoutService = ReturnType<typeof createPayoutService>;

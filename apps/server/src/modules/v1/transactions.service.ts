/**
 * Transactions of the public API (docs/api.md#transactions): create a payment for an amount and currency
 * through the same payment service as every payer page (`payments.pay`, source type `api`), read
 * one, list them. Amounts in minor units.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type {
  CreateTransactionInput,
  Transaction,
  TransactionList,
  TransactionListQuery,
} from '@malipo/contracts/v1/transactions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ApiCaller } from '../../plugins/auth-api-key';
import { runIdempotentSteps, type IdempotencyClaim, type StoredResponse } from '../idempotency/idempotency';
import type { PaymentService } from '../payments/payments.service';
import { toTransaction } from '../payments/transaction-view';
import { findMerchantPayment, listMerchantPayments } from './transactions.repo';

/**
 * The `/v1` transaction service: `create` charges through `payments.pay`, `get` and `list` read the
 * merchant's payments as `Transaction` objects (payments/transaction-view.ts). Amounts in minor units.
 */
export function createTransactionService({
  db,
  clock,
  payments,
}: {
  db: Db;
  clock: Clock;
  payments: PaymentService;
}) {
  /** The merchant's transaction `id`. Throws `not_found` (also for another merchant's). */
  const get = async (merchantId: string, id: string): Promise<Transaction> => {
    const row = await findMerchantPayment(db, merchantId, id);
    if (!row) throw new AppError('not_found', 'Transaction not found');
    return toTransaction(row);
  };

  /**
   * Charges `input` for the caller under `claim` (docs/payments.md#idempotency, see `v1Claim`):
   * answers 201 with the transaction, and a repeat replays that first answer. The payment itself is
   * recorded under a fresh key of its own (scope `v1_payment:{merchantId}`), so a `/v1` key can be
   * used again once it has expired. Throws `validation_failed` (bad card token or phone) and the
   * idempotency errors.
   */
  const create = (
    caller: ApiCaller,
    claim: IdempotencyClaim,
    input: CreateTransactionInput,
  ): Promise<StoredResponse> =>
    runIdempotentSteps(db, clock, claim, async () => {
      const response = await payments.pay({
        scope: `v1_payment:${caller.merchantId}`,
        idempotencyKey: randomUUID(),
        fingerprint: claim.fingerprint,
        payer: input.payer,
        paymentMethod: input.paymentMethod,
        lockFreeSource: {
          resolve: () => ({
            merchantId: caller.merchantId,
            sourceType: 'api',
            sourceId: caller.credentialId,
            description: input.description,
            amountMinor: input.amountMinor,
            currency: input.currency,
          }),
        },
      });
      const { id } = response.body as { id: string };
      return { statusCode: response.statusCode, body: await get(caller.merchantId, id) };
    });

  /**
   * A page of the merchant's transactions matching `query` (status, currency, `createdFrom` /
   * `createdTo`, `limit`, `startingAfter`), newest first, with `hasMore` (docs/api.md#pagination).
   * Throws `validation_failed` when `startingAfter` is not one of the merchant's payments.
   */
  const list = async (merchantId: string, query: TransactionListQuery): Promise<TransactionList> => {
    const { rows, hasMore } = await listMerchantPayments(db, merchantId, query);
    return { object: 'list', data: rows.map(toTransaction), hasMore };
  };

  return { get, create, list };
}

/** What {@link createTransactionService} returns; each method documents its units and errors there. */
export type TransactionService = ReturnType<typeof createTransactionService>;

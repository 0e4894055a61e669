/**
 * `/v1/transactions`: charge a payer (card token or mobile money), read and list transactions.
 * Amounts in minor units of `currency`.
 * @module
 */
import type { z } from 'zod';
import {
  transactionListSchema,
  transactionSchema,
  type CreateTransactionRequest,
  type transactionListQuerySchema,
} from '@malipo/contracts/v1/transactions';
import type { HttpClient, RequestOptions } from '../http-client';
import { autoPaginate, type PageParams } from '../pagination';

/** A transaction (`pay_…`), a payment as the API shows it. */
export type Transaction = z.output<typeof transactionSchema>;
/** Parameters of {@link TransactionsResource.create}. */
export type CreateTransactionParams = CreateTransactionRequest;
/** Parameters of {@link TransactionsResource.list}: pagination plus `status`, `currency`, `createdFrom`/`createdTo` (ISO 8601, inclusive). */
export type TransactionListParams = PageParams &
  Omit<z.input<typeof transactionListQuerySchema>, keyof PageParams>;

const COLLECTION = '/v1/transactions';

/** Creates the transactions resource over `http`. Every method throws the `errors.ts` classes. */
export function createTransactionsResource(http: HttpClient) {
  const list = (params: TransactionListParams = {}) =>
    http.request({ method: 'GET', path: COLLECTION, query: params }, transactionListSchema);
  return {
    /**
     * Charges the payer. Resolves with the transaction as it stands: `succeeded`, `failed` (see
     * `failure`), or `requires_action` (see `nextAction`: mobile money approval, card OTP). Sent
     * with an `Idempotency-Key` reused on retries, so it never charges twice.
     */
    create: (params: CreateTransactionParams, options: RequestOptions = {}) =>
      http.request(
        { method: 'POST', path: COLLECTION, body: params, idempotencyKey: options.idempotencyKey },
        transactionSchema,
      ),
    /** The transaction `id`. Throws `MalipoNotFoundError` for an unknown (or another merchant's) id. */
    retrieve: (id: string) =>
      http.request({ method: 'GET', path: `${COLLECTION}/${encodeURIComponent(id)}` }, transactionSchema),
    /** One page of transactions matching `params`, newest first. */
    list,
    /** Every matching transaction, newest first, page by page: `for await (const tx of …)`. */
    iterate: (params: TransactionListParams = {}) => autoPaginate(list, params),
  };
}

/** The transactions resource (`malipo.transactions`). */
export type TransactionsResource = ReturnType<typeof createTransactionsResource>;

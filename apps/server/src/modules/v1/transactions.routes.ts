/**
 * `/v1/transactions` (docs/api.md#transactions): charge a card token or a mobile money number, read a
 * transaction, list them with cursor pagination and filters. `POST` requires an `Idempotency-Key`.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTransactionInputSchema,
  transactionListQuerySchema,
  transactionListSchema,
  transactionSchema,
} from '@malipo/contracts/v1/transactions';
import { currentApiCaller } from '../../plugins/auth-api-key';
import { idempotencyOf, sendStored } from '../../plugins/idempotency';
import { authenticatedOperation, idempotencyKeyHeaders, v1Claim } from './operation';
import type { TransactionService } from './transactions.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const TAG = 'Transactions';

/**
 * The `/v1/transactions` routes, in the authenticated `/v1` context (401 `unauthenticated`, 429
 * `rate_limited`; v1.routes.ts), answering `transactions`' results:
 * - `POST`, `Idempotency-Key` required (scope `v1:{merchantId}`): 201 + the transaction, also when
 *   the card is declined (`status: 'failed'`);
 * - `GET`: a page, newest first, filtered by `status`, `currency`, `createdFrom`, `createdTo`;
 * - `GET /:id`: one transaction; `not_found` for an unknown or another merchant's id.
 */
export const v1TransactionRoutes: FastifyPluginAsyncZod<{ transactions: TransactionService }> = async (
  app,
  { transactions },
) => {
  app.post(
    '/v1/transactions',
    {
      schema: {
        body: createTransactionInputSchema,
        headers: idempotencyKeyHeaders(true),
        ...authenticatedOperation(TAG, 'Create a transaction (charge a card token or mobile money)', {
          201: transactionSchema,
        }),
      },
      config: { idempotencyKey: 'required' },
    },
    async (request, reply) => {
      const caller = currentApiCaller(request);
      const claim = v1Claim(caller.merchantId, idempotencyOf(request));
      return sendStored(reply, await transactions.create(caller, claim, request.body));
    },
  );

  app.get(
    '/v1/transactions',
    {
      schema: {
        querystring: transactionListQuerySchema,
        ...authenticatedOperation(TAG, 'List transactions, newest first', { 200: transactionListSchema }),
      },
    },
    async (request) => transactions.list(currentApiCaller(request).merchantId, request.query),
  );

  app.get(
    '/v1/transactions/:id',
    {
      schema: {
        params: idParams,
        ...authenticatedOperation(TAG, 'Retrieve a transaction', { 200: transactionSchema }),
      },
    },
    async (request) => transactions.get(currentApiCaller(request).merchantId, request.params.id),
  );
};

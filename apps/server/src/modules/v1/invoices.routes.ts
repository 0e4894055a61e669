/**
 * `/v1/invoices` (docs/api.md#invoices, docs/invoices.md#api): a thin layer over the dashboard's
 * invoice service, scoped to the authenticated merchant. Amounts in minor units.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiCreateInvoiceInputSchema,
  apiInvoiceListSchema,
  apiInvoiceSchema,
  invoiceListQuerySchema,
} from '@malipo/contracts/v1/invoices';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { currentApiCaller } from '../../plugins/auth-api-key';
import { sendStored } from '../../plugins/idempotency';
import { runIdempotentSteps } from '../idempotency/idempotency';
import { authenticatedOperation, idempotencyKeyHeaders, v1Claim } from './operation';
import type { InvoiceService } from '../invoices/invoices.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const TAG = 'Invoices';

/**
 * The `/v1/invoices` routes, in the authenticated `/v1` context (401 `unauthenticated`, 429
 * `rate_limited`; v1.routes.ts):
 * - `POST` with an optional `Idempotency-Key` (scope `v1:{merchantId}`): 201 + the draft;
 *   `validation_failed`;
 * - `GET`: newest first, `{ object: 'list', data, hasMore }`, optional `status` (or `overdue`);
 * - `GET /:id`; `POST /:id/finalize`, `POST /:id/void` (each with an optional `Idempotency-Key`):
 *   `not_found` for an unknown or another merchant's id, `invalid_state` for the wrong state.
 */
export const v1InvoiceRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  invoices: InvoiceService;
}> = async (app, { db, clock, invoices }) => {
  app.post(
    '/v1/invoices',
    {
      schema: {
        body: apiCreateInvoiceInputSchema,
        headers: idempotencyKeyHeaders(false),
        ...authenticatedOperation(TAG, 'Create a draft invoice', { 201: apiInvoiceSchema }),
      },
      config: { idempotencyKey: 'optional' },
    },
    async (request, reply) => {
      const { merchantId } = currentApiCaller(request);
      const claim = v1Claim(merchantId, request.idempotency);
      const response = await runIdempotentSteps(db, clock, claim, async () => ({
        statusCode: 201,
        body: await invoices.create({ merchantId, input: request.body }),
      }));
      return sendStored(reply, response);
    },
  );

  app.get(
    '/v1/invoices',
    {
      schema: {
        querystring: invoiceListQuerySchema,
        ...authenticatedOperation(TAG, 'List invoices, newest first', { 200: apiInvoiceListSchema }),
      },
    },
    async (request) =>
      invoices.listAfter({ merchantId: currentApiCaller(request).merchantId, query: request.query }),
  );

  app.get(
    '/v1/invoices/:id',
    {
      schema: {
        params: idParams,
        ...authenticatedOperation(TAG, 'Retrieve an invoice', { 200: apiInvoiceSchema }),
      },
    },
    async (request) =>
      invoices.get({ merchantId: currentApiCaller(request).merchantId, id: request.params.id }),
  );

  const actions = [
    ['finalize', 'Finalize a draft invoice (it becomes open)', invoices.finalize],
    ['void', 'Void an open or partially paid invoice', invoices.void],
  ] as const;
  for (const [path, summary, run] of actions) {
    app.post(
      `/v1/invoices/:id/${path}`,
      {
        schema: {
          params: idParams,
          headers: idempotencyKeyHeaders(false),
          ...authenticatedOperation(TAG, summary, { 200: apiInvoiceSchema }),
        },
        config: { idempotencyKey: 'optional' },
      },
      async (request, reply) => {
        const { merchantId } = currentApiCaller(request);
        const claim = v1Claim(merchantId, request.idempotency);
        const response = await runIdempotentSteps(db, clock, claim, async () => ({
          statusCode: 200,
          body: await run({ merchantId, id: request.params.id }),
        }));
        return sendStored(reply, response);
      },
    );
  }
};

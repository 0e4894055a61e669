/**
 * `/v1/payment-links` (docs/api.md#payment-links): a thin layer over the dashboard's payment link
 * service, scoped to the authenticated merchant. Amounts in minor units.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiCreatePaymentLinkInputSchema,
  apiPaymentLinkListSchema,
  apiPaymentLinkSchema,
  apiUpdatePaymentLinkInputSchema,
  paymentLinkListQuerySchema,
} from '@malipo/contracts/v1/payment-links';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { currentApiCaller } from '../../plugins/auth-api-key';
import { sendStored } from '../../plugins/idempotency';
import { runIdempotentSteps } from '../idempotency/idempotency';
import type { PaymentLinkService } from '../payment-links/payment-links.service';
import { authenticatedOperation, idempotencyKeyHeaders, v1Claim } from './operation';
import { pageOf } from './page';

const idParams = z.object({ id: z.string().min(1).max(64) });
const TAG = 'Payment links';

/**
 * The `/v1/payment-links` routes, in the authenticated `/v1` context (401 `unauthenticated`, 429
 * `rate_limited`; v1.routes.ts):
 * - `POST` with an optional `Idempotency-Key` (scope `v1:{merchantId}`): 201 + the link;
 *   `validation_failed`;
 * - `GET`: newest first, `{ object: 'list', data, hasMore }`; `validation_failed` for an unknown
 *   `startingAfter`;
 * - `GET /:id`, `PATCH /:id` `{ status: 'active' | 'paused' }`, `DELETE /:id` (204): `not_found`
 *   for an unknown or another merchant's id.
 */
export const v1PaymentLinkRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  links: PaymentLinkService;
}> = async (app, { db, clock, links }) => {
  app.post(
    '/v1/payment-links',
    {
      schema: {
        body: apiCreatePaymentLinkInputSchema,
        headers: idempotencyKeyHeaders(false),
        ...authenticatedOperation(TAG, 'Create a payment link', { 201: apiPaymentLinkSchema }),
      },
      config: { idempotencyKey: 'optional' },
    },
    async (request, reply) => {
      const { merchantId } = currentApiCaller(request);
      const claim = v1Claim(merchantId, request.idempotency);
      const response = await runIdempotentSteps(db, clock, claim, async () => ({
        statusCode: 201,
        body: await links.create({ merchantId, input: request.body }),
      }));
      return sendStored(reply, response);
    },
  );

  app.get(
    '/v1/payment-links',
    {
      schema: {
        querystring: paymentLinkListQuerySchema,
        ...authenticatedOperation(TAG, 'List payment links, newest first', { 200: apiPaymentLinkListSchema }),
      },
    },
    async (request) =>
      pageOf(await links.list({ merchantId: currentApiCaller(request).merchantId }), request.query),
  );

  app.get(
    '/v1/payment-links/:id',
    {
      schema: {
        params: idParams,
        ...authenticatedOperation(TAG, 'Retrieve a payment link', { 200: apiPaymentLinkSchema }),
      },
    },
    async (request) => links.get({ merchantId: currentApiCaller(request).merchantId, id: request.params.id }),
  );

  app.patch(
    '/v1/payment-links/:id',
    {
      schema: {
        params: idParams,
        body: apiUpdatePaymentLinkInputSchema,
        ...authenticatedOperation(TAG, 'Pause or activate a payment link', { 200: apiPaymentLinkSchema }),
      },
    },
    async (request) =>
      links.setStatus({
        merchantId: currentApiCaller(request).merchantId,
        id: request.params.id,
        status: request.body.status,
      }),
  );

  app.delete(
    '/v1/payment-links/:id',
    {
      schema: {
        params: idParams,
        ...authenticatedOperation(TAG, 'Delete a payment link', { 204: z.null().describe('Deleted') }),
      },
    },
    async (request, reply) => {
      await links.remove({ merchantId: currentApiCaller(request).merchantId, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};

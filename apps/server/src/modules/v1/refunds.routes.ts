/**
 * `/v1/refunds` (docs/api.md#refunds): thin routes over the refund service. `POST` requires an
 * `Idempotency-Key`; a card refund answers `succeeded` or `failed`, a mobile money refund `pending`.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCreateRefundInputSchema, apiRefundSchema } from '@malipo/contracts/v1/refunds';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { currentApiCaller } from '../../plugins/auth-api-key';
import { idempotencyOf } from '../../plugins/idempotency';
import { refundEntry } from '../audit/audit-entries';
import type { Auditor } from '../audit/auditor';
import { runIdempotentSteps } from '../idempotency/idempotency';
import type { RefundService } from '../refunds/refunds.service';
import { authenticatedOperation, idempotencyKeyHeaders, v1Claim } from './operation';

const idParams = z.object({ id: z.string().min(1).max(64) });
const TAG = 'Refunds';

/**
 * The `/v1/refunds` routes, in the authenticated `/v1` context (401 `unauthenticated`, 429
 * `rate_limited`; v1.routes.ts):
 * - `POST` `{ paymentId, amountMinor?, reason? }`, `Idempotency-Key` required (scope
 *   `v1:{merchantId}`): 201 + the refund; the errors of `refunds.createRefundResponse`
 *   (docs/refunds.md#rules) and the idempotency codes;
 * - `GET /:id`: the refund; `not_found` for an unknown or another merchant's id.
 */
export const v1RefundRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  refunds: RefundService;
  audit: Auditor;
}> = async (app, { db, clock, refunds, audit }) => {
  app.post(
    '/v1/refunds',
    {
      schema: {
        body: apiCreateRefundInputSchema,
        headers: idempotencyKeyHeaders(true),
        ...authenticatedOperation(TAG, 'Refund all or part of a succeeded transaction', {
          201: apiRefundSchema,
        }),
      },
      config: { idempotencyKey: 'required' },
    },
    async (request, reply) => {
      const { merchantId } = currentApiCaller(request);
      const { paymentId, amountMinor, reason } = request.body;
      const claim = v1Claim(merchantId, idempotencyOf(request));
      const response = await runIdempotentSteps(db, clock, claim, () =>
        refunds.createRefundResponse({ merchantId, paymentId, amountMinor, reason }),
      );
      return audit.sendStored(request, reply, response, refundEntry);
    },
  );

  app.get(
    '/v1/refunds/:id',
    {
      schema: {
        params: idParams,
        ...authenticatedOperation(TAG, 'Retrieve a refund', { 200: apiRefundSchema }),
      },
    },
    async (request) => refunds.getRefund(currentApiCaller(request).merchantId, request.params.id),
  );
};

/**
 * The signed-in merchant's refund routes (docs/refunds.md#where-a-refund-comes-from):
 * - `POST /api/payments/:id/refunds` `{ amountMinor?, reason? }` with an `Idempotency-Key` header
 *   (docs/payments.md#idempotency): refunds all or part of the payment; 201 + the refund
 *   (`succeeded` or `failed` for a card, `pending` for mobile money);
 * - `GET /api/payments/:id/refunds`: the payment's refunds and what is left to refund.
 * Another merchant's payment id answers 404.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentRefundInputSchema,
  paymentRefundsSchema,
  refundSchema,
} from '@malipo/contracts/refunds';
import { currentUser } from '../../plugins/auth-session';
import { refundEntry } from '../audit/audit-entries';
import type { Auditor } from '../audit/auditor';
import { idempotencyOf } from '../../plugins/idempotency';
import type { RefundService } from './refunds.service';

const paymentParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Both routes need the session cookie (401 `unauthenticated`); the POST, like every `/api` write,
 * also `X-Requested-With: malipo` (plugins/csrf.ts). Errors are those of `refunds.createRefundResponse`
 * and `refunds.listPaymentRefunds`.
 */
export const refundRoutes: FastifyPluginAsyncZod<{ refunds: RefundService; audit: Auditor }> = async (
  app,
  { refunds, audit },
) => {
  app.post(
    '/api/payments/:id/refunds',
    {
      schema: {
        params: paymentParams,
        body: createPaymentRefundInputSchema,
        response: { 201: refundSchema },
      },
      config: { idempotencyKey: 'required' },
    },
    async (request, reply) => {
      const response = await refunds.createRefundResponse({
        merchantId: currentUser(request).merchantId,
        paymentId: request.params.id,
        ...request.body,
        idempotency: idempotencyOf(request),
      });
      return audit.sendStored(request, reply, response, refundEntry);
    },
  );

  app.get(
    '/api/payments/:id/refunds',
    { schema: { params: paymentParams, response: { 200: paymentRefundsSchema } } },
    async (request) => refunds.listPaymentRefunds(currentUser(request).merchantId, request.params.id),
  );
};

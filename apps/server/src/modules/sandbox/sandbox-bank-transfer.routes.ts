/**
 * `POST /sandbox/bank-transfers/{paymentId}`: the sandbox's stand-in for a bank telling the provider
 * a transfer arrived (docs/payments.md#bank-transfer). A test-mode payer page's "Simulate transfer
 * received" posts it (a form without JavaScript, JSON with it); tests post other amounts to
 * underpay or overpay. The payment is then confirmed through the same path a provider's callback
 * takes. It moves test money only: a live payment has no sandbox transfer and answers 409.
 * @module
 */
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentService } from '../payments/payments.service';
import { localPath } from './hosted-card.routes';
import { receiveSandboxBankTransfer } from './sandbox-bank-transfers';

const receivedForm = z.object({
  /** Minor units that arrived; the amount asked when empty. */
  amountMinor: z
    .union([z.number(), z.string().regex(/^\d{1,15}$/, 'Enter an amount in minor units')])
    .transform(Number)
    .optional(),
  /** The payer page to go back to (a form post); without it the answer is the payment as JSON. */
  returnTo: localPath.optional(),
});

/**
 * The route: 303 to `returnTo`, or 200 with the payer's view of the payment; 409 `invalid_state`
 * when no sandbox transfer is waiting for the payment.
 */
export const sandboxBankTransferRoutes: FastifyPluginAsyncZod<{ db: Db; payments: PaymentService }> = async (
  app,
  { db, payments },
) => {
  await app.register(fastifyFormbody);
  app.post(
    '/sandbox/bank-transfers/:paymentId',
    { schema: { params: z.object({ paymentId: z.string().min(1).max(64) }), body: receivedForm } },
    async (request, reply) => {
      const { paymentId } = request.params;
      const received = await receiveSandboxBankTransfer(db, {
        reference: paymentId,
        amountMinor: request.body.amountMinor,
      });
      if (!received) throw new AppError('invalid_state', 'No test bank transfer is waiting for this payment');
      await payments.confirmWithProvider(paymentId);
      if (request.body.returnTo) return reply.redirect(request.body.returnTo, 303);
      return payments.getPublic(paymentId);
    },
  );
};

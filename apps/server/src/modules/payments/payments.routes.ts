/**
 * Payer-facing payment routes (no sign-in): pay a link (with `Idempotency-Key`), read a payment,
 * submit an OTP.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmOtpInputSchema,
  createLinkPaymentInputSchema,
  publicPaymentSchema,
} from '@malipo/contracts/payments';
import { idempotencyOf, sendStored } from '../../plugins/idempotency';
import type { PaymentService } from './payments.service';

const linkParams = z.object({ id: z.string().min(1).max(64) });
const paymentParams = z.object({ id: z.string().regex(/^pay_[0-9A-Z]{26}$/, 'Unknown payment id') });

/** Registers the payer payment routes. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.post(
    '/api/public/payment-links/:id/payments',
    {
      schema: { params: linkParams, body: createLinkPaymentInputSchema },
      config: { idempotencyKey: 'required' },
    },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      const response = await payments.payLink({
        linkId: request.params.id,
        idempotencyKey: key,
        fingerprint,
        body: request.body,
      });
      return sendStored(reply, response);
    },
  );

  app.get(
    '/api/public/payments/:id',
    { schema: { params: paymentParams, response: { 200: publicPaymentSchema } } },
    async (request) => payments.getPublic(request.params.id),
  );

  app.post(
    '/api/public/payments/:id/otp',
    {
      schema: { params: paymentParams, body: confirmOtpInputSchema, response: { 200: publicPaymentSchema } },
    },
    async (request) => payments.confirmOtp({ paymentId: request.params.id, code: request.body.code }),
  );
};

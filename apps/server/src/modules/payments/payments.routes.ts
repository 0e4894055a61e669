/**
 * Payer-facing payment routes (no sign-in): read a payment, submit an OTP
 * (docs/architecture.md#from-a-payers-tap-to-a-ledger-entry). Paying a link is a payment link route.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmOtpInputSchema, publicPaymentSchema } from '@malipo/contracts/payments';
import type { PaymentService } from './payments.service';

const paymentParams = z.object({ id: z.string().regex(/^pay_[0-9A-Z]{26}$/, 'Unknown payment id') });

/**
 * The payer routes; no sign-in, but like every `/api` write the POST needs `X-Requested-With: malipo`
 * (plugins/csrf.ts). Amounts in minor units.
 * - `GET /api/public/payments/:id`: the payment, which payer pages poll every 2 s; `not_found`;
 * - `POST /api/public/payments/:id/otp` `{ code }`: 200 + the payment once the code is checked;
 *   `invalid_state` when no code is awaited, `validation_failed` for a wrong code.
 * A payment id not shaped `pay_…` answers 400 `validation_failed`.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
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

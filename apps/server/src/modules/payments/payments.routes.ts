/**
 * Payer-facing payment routes (no sign-in): pay a link (with `Idempotency-Key`), read a payment,
 * submit an OTP (docs/architecture.md#from-a-payers-tap-to-a-ledger-entry).
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

/**
 * The payer routes; no sign-in, but like every `/api` write the POSTs need `X-Requested-With: malipo`
 * (plugins/csrf.ts). Amounts in minor units.
 * - `POST /api/public/payment-links/:id/payments` (`Idempotency-Key` required,
 *   docs/payments.md#idempotency): 201 + the payment (`PublicPayment`); a repeat replays it with
 *   `Idempotent-Replayed: true`. Errors: `not_found`, `link_unavailable`, `validation_failed`, the
 *   idempotency codes;
 * - `GET /api/public/payments/:id`: the payment, which payer pages poll every 2 s; `not_found`;
 * - `POST /api/public/payments/:id/otp` `{ code }`: 200 + the payment once the code is checked;
 *   `invalid_state` when no code is awaited, `validation_failed` for a wrong code.
 * A payment id not shaped `pay_…` answers 400 `validation_failed`.
 */
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

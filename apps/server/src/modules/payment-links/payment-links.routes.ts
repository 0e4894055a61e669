/**
 * `/api/payment-links` (dashboard, signed in) and `/api/public/payment-links/:id` with its
 * `/payments` (payer pages).
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPaymentLinkInputSchema,
  paymentLinkListSchema,
  paymentLinkSchema,
  publicPaymentLinkSchema,
  updatePaymentLinkStatusSchema,
} from '@malipo/contracts/payment-links';
import { createLinkPaymentInputSchema } from '@malipo/contracts/payments';
import { currentUser } from '../../plugins/auth-session';
import { idempotencyOf, sendStored } from '../../plugins/idempotency';
import type { LinkPaymentService } from './link-payments';
import type { PaymentLinkService } from './payment-links.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The payment link routes: the dashboard ones for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`),
 * scoped to the signed-in merchant; the payer's read and payment open to anyone
 * (docs/product.md#api-calls). `POST /api/public/payment-links/:id/payments` (`Idempotency-Key`
 * required, docs/payments.md#idempotency) answers 201 + the payment (`PublicPayment`); a repeat
 * replays it with `Idempotent-Replayed: true`. Errors: `not_found`, `link_unavailable`,
 * `validation_failed`, the idempotency codes. Amounts in minor units.
 */
export const paymentLinkRoutes: FastifyPluginAsyncZod<{
  links: PaymentLinkService;
  linkPayments: LinkPaymentService;
}> = async (app, { links, linkPayments }) => {
  app.register(async (plugin) => {
    const dashboard = plugin.withTypeProvider<ZodTypeProvider>();

    dashboard.get(
      '/api/payment-links',
      { schema: { response: { 200: paymentLinkListSchema } } },
      async (request) => ({
        data: await links.list({ merchantId: currentUser(request).merchantId }),
      }),
    );

    dashboard.post(
      '/api/payment-links',
      { schema: { body: createPaymentLinkInputSchema, response: { 201: paymentLinkSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await links.create({ merchantId: currentUser(request).merchantId, input: request.body })),
    );

    dashboard.patch(
      '/api/payment-links/:id',
      {
        schema: {
          params: idParams,
          body: updatePaymentLinkStatusSchema,
          response: { 200: paymentLinkSchema },
        },
      },
      async (request) =>
        links.setStatus({
          merchantId: currentUser(request).merchantId,
          id: request.params.id,
          status: request.body.status,
        }),
    );

    dashboard.delete('/api/payment-links/:id', { schema: { params: idParams } }, async (request, reply) => {
      await links.remove({ merchantId: currentUser(request).merchantId, id: request.params.id });
      return reply.status(204).send();
    });
  });

  app.get(
    '/api/public/payment-links/:id',
    { schema: { params: idParams, response: { 200: publicPaymentLinkSchema } } },
    async (request) => links.getPublic({ id: request.params.id }),
  );

  app.post(
    '/api/public/payment-links/:id/payments',
    {
      schema: { params: idParams, body: createLinkPaymentInputSchema },
      config: { idempotencyKey: 'required' },
    },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      const response = await linkPayments.pay({
        linkId: request.params.id,
        idempotencyKey: key,
        fingerprint,
        body: request.body,
      });
      return sendStored(reply, response);
    },
  );
};

/**
 * `/api/payment-links` (dashboard, signed in) and `/api/public/payment-links/:id` (payer pages).
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
import { currentUser, requireUser } from '../../plugins/auth-session';
import type { AuthService } from '../auth/auth.service';
import type { PaymentLinkService } from './payment-links.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The payment link routes: the dashboard ones behind `auth`'s session (401 `unauthenticated`),
 * scoped to the signed-in merchant; the payer's read open to anyone (docs/product.md#api-calls).
 */
export const paymentLinkRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  links: PaymentLinkService;
}> = async (app, { auth, links }) => {
  app.register(async (plugin) => {
    const dashboard = plugin.withTypeProvider<ZodTypeProvider>();
    dashboard.addHook('preHandler', requireUser(auth));

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
};

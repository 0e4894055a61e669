/**
 * `/api/catalogues` (dashboard, signed in) and `/api/public/catalogues/:id` (the payer's
 * `/catalogue/{id}` storefront, and placing an order with an `Idempotency-Key`).
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogueInputSchema,
  catalogueListSchema,
  catalogueSchema,
  createOrderInputSchema,
  publicCatalogueSchema,
  updateCatalogueStatusSchema,
} from '@malipo/contracts/catalogues';
import { currentUser } from '../../plugins/auth-session';
import { idempotencyOf, sendStored } from '../../plugins/idempotency';
import type { CatalogueService } from './catalogues.service';
import type { OrderService } from './orders.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The catalogue and order routes: the dashboard ones for signed-in members allowed by plugins/route-permissions.ts (401
 * `unauthenticated`), scoped to the signed-in merchant; the storefront's read and order open to
 * anyone, the order under a required `Idempotency-Key` (docs/product.md#api-calls).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogues: CatalogueService;
  orders: OrderService;
}> = async (app, { catalogues, orders }) => {
  app.register(async (plugin) => {
    const dashboard = plugin.withTypeProvider<ZodTypeProvider>();
    const merchantId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).merchantId;

    dashboard.get(
      '/api/catalogues',
      { schema: { response: { 200: catalogueListSchema } } },
      async (request) => ({
        data: await catalogues.list({ merchantId: merchantId(request) }),
      }),
    );

    dashboard.post(
      '/api/catalogues',
      { schema: { body: catalogueInputSchema, response: { 201: catalogueSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await catalogues.create({ merchantId: merchantId(request), input: request.body })),
    );

    dashboard.get(
      '/api/catalogues/:id',
      { schema: { params: idParams, response: { 200: catalogueSchema } } },
      async (request) => catalogues.get({ merchantId: merchantId(request), id: request.params.id }),
    );

    dashboard.put(
      '/api/catalogues/:id',
      { schema: { params: idParams, body: catalogueInputSchema, response: { 200: catalogueSchema } } },
      async (request) =>
        catalogues.replace({ merchantId: merchantId(request), id: request.params.id, input: request.body }),
    );

    dashboard.patch(
      '/api/catalogues/:id',
      { schema: { params: idParams, body: updateCatalogueStatusSchema, response: { 200: catalogueSchema } } },
      async (request) =>
        catalogues.setStatus({
          merchantId: merchantId(request),
          id: request.params.id,
          status: request.body.status,
        }),
    );

    dashboard.delete('/api/catalogues/:id', { schema: { params: idParams } }, async (request, reply) => {
      await catalogues.remove({ merchantId: merchantId(request), id: request.params.id });
      return reply.status(204).send();
    });
  });

  app.get(
    '/api/public/catalogues/:id',
    { schema: { params: idParams, response: { 200: publicCatalogueSchema } } },
    async (request) => catalogues.getPublic({ id: request.params.id }),
  );

  app.post(
    '/api/public/catalogues/:id/orders',
    { schema: { params: idParams, body: createOrderInputSchema }, config: { idempotencyKey: 'required' } },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      const response = await orders.placeOrder({
        catalogueId: request.params.id,
        idempotencyKey: key,
        fingerprint,
        body: request.body,
      });
      return sendStored(reply, response);
    },
  );
};

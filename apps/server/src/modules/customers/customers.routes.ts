/**
 * `/api/customers` (dashboard, signed in; docs/invoices.md#api): list with search, export, one
 * customer, create, edit, delete.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCustomerInputSchema,
  customerDetailSchema,
  customerFiltersSchema,
  customerPageQuerySchema,
  customerPageSchema,
  customerSchema,
  updateCustomerInputSchema,
} from '@malipo/contracts/customers';
import { currentUser } from '../../plugins/auth-session';
import type { CustomerService } from './customers.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The customer routes, for signed-in members allowed by plugins/route-permissions.ts (401
 * `unauthenticated`, 403 `forbidden`), scoped to the merchant. Errors: `validation_failed` (field
 * messages), `not_found`, `conflict` (a taken email or phone; deleting a customer with invoices).
 */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (
  app,
  { customers },
) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/customers',
    { schema: { querystring: customerPageQuerySchema, response: { 200: customerPageSchema } } },
    async (request) => customers.page({ merchantId: currentUser(request).merchantId, query: request.query }),
  );

  routes.get(
    '/api/customers/export.csv',
    { schema: { querystring: customerFiltersSchema } },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      const stream = customers.exportCsv({ merchantId: currentUser(request).merchantId, q: request.query.q });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="malipo-customers-${stamp}.csv"`)
        .send(stream);
    },
  );

  routes.get(
    '/api/customers/:id',
    { schema: { params: idParams, response: { 200: customerDetailSchema } } },
    async (request) => customers.get({ merchantId: currentUser(request).merchantId, id: request.params.id }),
  );

  routes.post(
    '/api/customers',
    { schema: { body: createCustomerInputSchema, response: { 201: customerSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await customers.create({ merchantId: currentUser(request).merchantId, input: request.body })),
  );

  routes.patch(
    '/api/customers/:id',
    {
      schema: { params: idParams, body: updateCustomerInputSchema, response: { 200: customerDetailSchema } },
    },
    async (request) =>
      customers.update({
        merchantId: currentUser(request).merchantId,
        id: request.params.id,
        input: request.body,
      }),
  );

  routes.delete('/api/customers/:id', { schema: { params: idParams } }, async (request, reply) => {
    await customers.remove({ merchantId: currentUser(request).merchantId, id: request.params.id });
    return reply.status(204).send();
  });
};

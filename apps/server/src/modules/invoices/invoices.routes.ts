/**
 * `/api/invoices` and `/api/invoice-settings` (dashboard, signed in; docs/invoices.md#api).
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createInvoiceInputSchema,
  invoicePageQuerySchema,
  invoicePageSchema,
  invoiceRevisionSchema,
  invoiceSchema,
  invoiceSettingsInputSchema,
  invoiceSettingsSchema,
  updateInvoiceInputSchema,
} from '@malipo/contracts/invoices';
import { sendInvoiceInputSchema } from '@malipo/contracts/invoice-sending';
import { currentUser } from '../../plugins/auth-session';
import type { InvoiceSending } from './invoice-sending';
import type { InvoiceService } from './invoices.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The invoice routes, for signed-in members allowed by plugins/route-permissions.ts (401
 * `unauthenticated`, 403 `forbidden`), scoped to the merchant. Errors: `validation_failed` (field
 * messages), `not_found`, `invalid_state` (409: an action the invoice's state does not allow).
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  invoices: InvoiceService;
  sending: InvoiceSending;
}> = async (app, { invoices, sending }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/invoices',
    { schema: { querystring: invoicePageQuerySchema, response: { 200: invoicePageSchema } } },
    async (request) => invoices.page({ merchantId: currentUser(request).merchantId, query: request.query }),
  );

  routes.post(
    '/api/invoices',
    { schema: { body: createInvoiceInputSchema, response: { 201: invoiceSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invoices.create({ merchantId: currentUser(request).merchantId, input: request.body })),
  );

  routes.get(
    '/api/invoices/:id',
    { schema: { params: idParams, response: { 200: invoiceSchema } } },
    async (request) => invoices.get({ merchantId: currentUser(request).merchantId, id: request.params.id }),
  );

  routes.get('/api/invoices/:id/pdf', { schema: { params: idParams } }, async (request, reply) => {
    const { fileName, bytes } = await invoices.pdf({
      merchantId: currentUser(request).merchantId,
      id: request.params.id,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  routes.patch(
    '/api/invoices/:id',
    { schema: { params: idParams, body: updateInvoiceInputSchema, response: { 200: invoiceSchema } } },
    async (request) =>
      invoices.update({
        merchantId: currentUser(request).merchantId,
        id: request.params.id,
        input: request.body,
      }),
  );

  routes.delete('/api/invoices/:id', { schema: { params: idParams } }, async (request, reply) => {
    await invoices.remove({ merchantId: currentUser(request).merchantId, id: request.params.id });
    return reply.status(204).send();
  });

  const action = { schema: { params: idParams, response: { 200: invoiceSchema } } };
  routes.post('/api/invoices/:id/finalize', action, async (request) =>
    invoices.finalize({ merchantId: currentUser(request).merchantId, id: request.params.id }),
  );
  routes.post('/api/invoices/:id/void', action, async (request) =>
    invoices.void({ merchantId: currentUser(request).merchantId, id: request.params.id }),
  );
  routes.post('/api/invoices/:id/mark-uncollectible', action, async (request) =>
    invoices.markUncollectible({ merchantId: currentUser(request).merchantId, id: request.params.id }),
  );
  routes.post(
    '/api/invoices/:id/revise',
    { schema: { params: idParams, response: { 200: invoiceRevisionSchema } } },
    async (request) =>
      invoices.revise({ merchantId: currentUser(request).merchantId, id: request.params.id }),
  );

  routes.post(
    '/api/invoices/:id/send',
    { schema: { params: idParams, body: sendInvoiceInputSchema, response: { 200: invoiceSchema } } },
    async (request) =>
      sending.send({
        merchantId: currentUser(request).merchantId,
        id: request.params.id,
        input: request.body,
      }),
  );

  routes.get(
    '/api/invoice-settings',
    { schema: { response: { 200: invoiceSettingsSchema } } },
    async (request) => invoices.settings({ merchantId: currentUser(request).merchantId }),
  );

  routes.put(
    '/api/invoice-settings',
    { schema: { body: invoiceSettingsInputSchema, response: { 200: invoiceSettingsSchema } } },
    async (request) =>
      invoices.updateSettings({ merchantId: currentUser(request).merchantId, input: request.body }),
  );
};

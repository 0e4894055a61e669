/**
 * The payer side of invoices (docs/invoices.md#payments): `/api/public/invoices/:id` (the page
 * `/invoice/{id}` reads it), paying it under a required `Idempotency-Key`, its PDF in the payer's
 * language, and the dashboard's list of an invoice's payments (`/api/invoices/:id/payments`).
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invoicePaymentListSchema,
  payInvoiceInputSchema,
  publicInvoiceSchema,
} from '@malipo/contracts/invoice-payments';
import { currentUser } from '../../plugins/auth-session';
import { idempotencyOf, sendStored } from '../../plugins/idempotency';
import { requestLocale } from '../payer-pages/payer-locale';
import type { InvoicePayerService } from './invoice-payer.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The public invoice routes, open to anyone (a draft answers `404 not_found`); paying answers 201 +
 * the payment, or `409 invalid_state` (paid, void, uncollectible), `400 validation_failed` (field
 * `amountMinor`: more than is due, or less when partial payments are off). The payments list is
 * for signed-in members allowed by plugins/route-permissions.ts, scoped to the merchant.
 */
export const invoicePayerRoutes: FastifyPluginAsyncZod<{ payer: InvoicePayerService }> = async (
  app,
  { payer },
) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/public/invoices/:id',
    { schema: { params: idParams, response: { 200: publicInvoiceSchema } } },
    async (request) => payer.getPublic({ id: request.params.id }),
  );

  routes.get('/api/public/invoices/:id/pdf', { schema: { params: idParams } }, async (request, reply) => {
    const locale = requestLocale(request);
    const { bytes, fileName } = await payer.pdf({ id: request.params.id, locale });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .header('vary', 'Accept-Language, Cookie')
      .send(bytes);
  });

  routes.post(
    '/api/public/invoices/:id/payments',
    { schema: { params: idParams, body: payInvoiceInputSchema }, config: { idempotencyKey: 'required' } },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      const response = await payer.pay({
        invoiceId: request.params.id,
        idempotencyKey: key,
        fingerprint,
        body: request.body,
      });
      return sendStored(reply, response);
    },
  );

  routes.get(
    '/api/invoices/:id/payments',
    { schema: { params: idParams, response: { 200: invoicePaymentListSchema } } },
    async (request) => ({
      data: await payer.listPayments({ merchantId: currentUser(request).merchantId, id: request.params.id }),
    }),
  );
};

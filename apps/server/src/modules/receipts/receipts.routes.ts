/**
 * `GET /api/public/receipts/:id` (the receipt page's data) and `GET /api/public/receipts/:id/pdf`
 * (the download). No sign-in: the unguessable receipt id is the permission.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiptSchema } from '@malipo/contracts/receipts';
import type { ReceiptService } from './receipts.service';

const receiptParams = z.object({ id: z.string().min(1).max(64) });

// A receipt never changes once issued; it stays private to whoever holds the link.
const RECEIPT_CACHE_CONTROL = 'private, max-age=3600';

/** The receipt routes, open to anyone holding a receipt id; answers are cached privately for an hour. */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/api/public/receipts/:id',
    { schema: { params: receiptParams, response: { 200: receiptSchema } } },
    async (request) => receipts.get({ receiptId: request.params.id }),
  );

  app.get('/api/public/receipts/:id/pdf', { schema: { params: receiptParams } }, async (request, reply) => {
    const { fileName, bytes } = await receipts.pdf({ receiptId: request.params.id });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', RECEIPT_CACHE_CONTROL)
      .send(bytes);
  });
};

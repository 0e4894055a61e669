/**
 * `GET /api/public/receipts/:id` (the receipt page's data) and `GET /api/public/receipts/:id/pdf`
 * (the download, in the payer's language: docs/i18n.md#choosing-a-language). No sign-in: the
 * unguessable receipt id is the permission.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORTED_LOCALES } from '@malipo/contracts/i18n/locales';
import { negotiateLocale } from '@malipo/contracts/i18n/negotiate-locale';
import { receiptSchema } from '@malipo/contracts/receipts';
import type { ReceiptService } from './receipts.service';

const receiptParams = z.object({ id: z.string().min(1).max(64) });

// `?lang=` is the payer's explicit choice; without it Accept-Language decides.
const receiptPdfQuery = z.object({
  lang: z
    .enum(SUPPORTED_LOCALES, { error: `Language must be one of ${SUPPORTED_LOCALES.join(', ')}` })
    .optional(),
});

// A receipt never changes once issued; it stays private to whoever holds the link.
const RECEIPT_CACHE_CONTROL = 'private, max-age=3600';

/**
 * The receipt routes, open to anyone holding a receipt id; answers are cached privately for an hour.
 * The PDF is in the language of `?lang=` (`en` | `fr`; anything else is a 400 `validation_failed`
 * with a `lang` field message) or else of `Accept-Language`, so it varies by that header.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/api/public/receipts/:id',
    { schema: { params: receiptParams, response: { 200: receiptSchema } } },
    async (request) => receipts.get({ receiptId: request.params.id }),
  );

  app.get(
    '/api/public/receipts/:id/pdf',
    { schema: { params: receiptParams, querystring: receiptPdfQuery } },
    async (request, reply) => {
      const locale = negotiateLocale({
        requested: request.query.lang,
        acceptLanguage: request.headers['accept-language'],
      });
      const { fileName, bytes } = await receipts.pdf({ receiptId: request.params.id, locale });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', RECEIPT_CACHE_CONTROL)
        .header('vary', 'Accept-Language')
        .send(bytes);
    },
  );
};

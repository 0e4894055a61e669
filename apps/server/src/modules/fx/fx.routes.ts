/**
 * Exchange rate routes for signed-in users: the stored rates and a Direct Pay quote
 * (docs/money.md#currency-conversion).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fxQuoteQuerySchema, fxQuoteSchema, fxRatesSchema } from '@malipo/contracts/wallet';
import type { Db } from '../../db/client';
import { listRates, quoteDirectPay } from './fx.service';

/**
 * Both for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`):
 * - `GET /api/fx/rates`: every stored rate (decimal text), none derived;
 * - `GET /api/fx/quote?from&to&amountMinor`: Direct Pay's rate, converted amount, fee and total, in
 *   minor units (`quoteDirectPay`); 422 `fx_rate_unavailable` when no rate prices the pair.
 */
export const fxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/fx/rates', { schema: { response: { 200: fxRatesSchema } } }, async () => ({
    data: (await listRates(db)).map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
  }));
  app.get(
    '/api/fx/quote',
    {
      schema: { querystring: fxQuoteQuerySchema, response: { 200: fxQuoteSchema } },
    },
    async (request) =>
      quoteDirectPay(db, {
        from: request.query.from,
        to: request.query.to,
        amountMinor: request.query.amountMinor,
      }),
  );
};

/**
 * `/api/transactions`: history pages, one transaction's detail, and the CSV export (signed in).
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRANSACTION_CSV_ROWS_HEADER,
  transactionDetailSchema,
  transactionFiltersSchema,
  transactionPageQuerySchema,
  transactionPageSchema,
} from '@malipo/contracts/history';
import { currentUser } from '../../plugins/auth-session';
import type { HistoryService } from './history.service';

/** The history routes, for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`), scoped to the merchant. */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  app.get(
    '/api/transactions',
    { schema: { querystring: transactionPageQuerySchema, response: { 200: transactionPageSchema } } },
    async (request) => history.page({ merchantId: currentUser(request).merchantId, query: request.query }),
  );

  app.get(
    '/api/transactions/export.csv',
    { schema: { querystring: transactionFiltersSchema } },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      const csv = await history.exportCsv({
        merchantId: currentUser(request).merchantId,
        filters: request.query,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="malipo-transactions-${stamp}.csv"`)
        .header(TRANSACTION_CSV_ROWS_HEADER, String(csv.rows))
        .send(csv.stream);
    },
  );

  app.get(
    '/api/transactions/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: transactionDetailSchema },
      },
    },
    async (request) => history.detail({ merchantId: currentUser(request).merchantId, id: request.params.id }),
  );
};

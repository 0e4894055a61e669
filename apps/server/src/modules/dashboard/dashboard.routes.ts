/**
 * `/api/dashboard/*`: Available Balance per currency and Recent Transactions (signed in).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balancesSchema,
  transactionListQuerySchema,
  transactionListSchema,
} from '@malipo/contracts/dashboard';
import { currentUser } from '../../plugins/auth-session';
import type { DashboardService } from './dashboard.service';

/** The dashboard routes, for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`), scoped to the merchant. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  dashboard: DashboardService;
}> = async (app, { dashboard }) => {
  app.get('/api/dashboard/balances', { schema: { response: { 200: balancesSchema } } }, async (request) =>
    dashboard.balances({ merchantId: currentUser(request).merchantId }),
  );

  app.get(
    '/api/dashboard/transactions',
    { schema: { querystring: transactionListQuerySchema, response: { 200: transactionListSchema } } },
    async (request) =>
      dashboard.recentTransactions({
        merchantId: currentUser(request).merchantId,
        limit: request.query.limit,
      }),
  );
};

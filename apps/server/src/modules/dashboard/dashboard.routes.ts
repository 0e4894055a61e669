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
import { currentUser, requireUser } from '../../plugins/auth-session';
import type { AuthService } from '../auth/auth.service';
import type { DashboardService } from './dashboard.service';

/** The dashboard routes, behind `auth`'s session (401 `unauthenticated`), scoped to the merchant. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  dashboard: DashboardService;
}> = async (app, { auth, dashboard }) => {
  app.addHook('preHandler', requireUser(auth));

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

/**
 * `/api/analytics/*` and `/api/links/active` (signed in): the dashboard home's charts and Active Links.
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeLinksSchema,
  analyticsQuerySchema,
  incomeSchema,
  revenueByTypeSchema,
} from '@malipo/contracts/analytics';
import { currentUser, requireUser } from '../../plugins/auth-session';
import type { AuthService } from '../auth/auth.service';
import type { AnalyticsService } from './analytics.service';

/** The analytics routes, behind `auth`'s session (401 `unauthenticated`), scoped to the merchant. */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  analytics: AnalyticsService;
}> = async (app, { auth, analytics }) => {
  app.addHook('preHandler', requireUser(auth));

  app.get(
    '/api/analytics/income',
    { schema: { querystring: analyticsQuerySchema, response: { 200: incomeSchema } } },
    async (request) =>
      analytics.income({ merchantId: currentUser(request).merchantId, query: request.query }),
  );

  app.get(
    '/api/analytics/revenue-by-type',
    { schema: { querystring: analyticsQuerySchema, response: { 200: revenueByTypeSchema } } },
    async (request) =>
      analytics.revenueByType({ merchantId: currentUser(request).merchantId, query: request.query }),
  );

  app.get('/api/links/active', { schema: { response: { 200: activeLinksSchema } } }, async (request) =>
    analytics.activeLinks({ merchantId: currentUser(request).merchantId }),
  );
};

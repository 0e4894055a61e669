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
import { currentUser } from '../../plugins/auth-session';
import type { AnalyticsService } from './analytics.service';

/** The analytics routes, for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`), scoped to the merchant. */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
}> = async (app, { analytics }) => {
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

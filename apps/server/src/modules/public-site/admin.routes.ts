/**
 * The read-only admin API: `GET /api/admin/contact-messages` and
 * `GET /api/admin/newsletter-subscribers` (newest first, at most `ADMIN_LIST_LIMIT`), for operators
 * and the browser tests to see what the public forms stored. Requires
 * `Authorization: Bearer <ADMIN_API_TOKEN>` (401 `unauthenticated` otherwise); registered only when
 * `ADMIN_API_TOKEN` is configured, so without it these paths answer 404.
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageListSchema, newsletterSubscriberListSchema } from '@malipo/contracts/public-site';
import { requireAdminToken } from '../../plugins/admin-token';
import type { PublicSiteService } from './public-site.service';

/** Registers the admin routes guarded by `adminToken`. */
export const adminRoutes: FastifyPluginAsyncZod<{ site: PublicSiteService; adminToken: string }> = async (
  app,
  { site, adminToken },
) => {
  app.addHook('preHandler', requireAdminToken(adminToken));

  app.get(
    '/api/admin/contact-messages',
    { schema: { response: { 200: contactMessageListSchema } } },
    async () => ({ data: await site.contactMessages() }),
  );

  app.get(
    '/api/admin/newsletter-subscribers',
    { schema: { response: { 200: newsletterSubscriberListSchema } } },
    async () => ({ data: await site.subscribers() }),
  );
};

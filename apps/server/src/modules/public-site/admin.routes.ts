/**
 * The read-only admin API: `GET /api/admin/contact-messages` and
 * `GET /api/admin/newsletter-subscribers` (newest first, at most `ADMIN_LIST_LIMIT`), for operators
 * and the browser tests to see what the public forms stored. Requires
 * `Authorization: Bearer <ADMIN_API_TOKEN>` (401 `unauthenticated` otherwise); registered only when
 * `ADMIN_API_TOKEN` is configured, so without it these paths answer 404.
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageListSchema, newsletterSubscriberListSchema } from '@malipo/contracts/public-site';
import { AppError } from '../../lib/app-error';
import type { PublicSiteService } from './public-site.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A pre-handler that accepts only `Authorization: Bearer <token>`, compared in constant time. */
function requireAdminToken(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw new AppError('unauthenticated', 'A valid admin token is required');
    }
  };
}

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

/**
 * The public site's API: `POST /api/public/contact` (201), `POST /api/public/newsletter`
 * (200, also for an email already subscribed), both rate-limited per IP (429 with `Retry-After`)
 * and behind the usual CSRF header check (`plugins/csrf.ts`), so only our own pages can post them;
 * and `GET /api/status`, the measured system status (always 200 while the server answers).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageInputSchema,
  contactMessageResponseSchema,
  newsletterSignupInputSchema,
  newsletterSignupResponseSchema,
  systemStatusSchema,
} from '@malipo/contracts/public-site';
import type { PublicSiteService } from './public-site.service';
import type { StatusChecker } from './system-status';

/** Registers the public site routes; `formRateLimitPerMinute` applies to each form route and IP. */
export const publicSiteRoutes: FastifyPluginAsyncZod<{
  site: PublicSiteService;
  status: StatusChecker;
  formRateLimitPerMinute: number;
}> = async (app, { site, status, formRateLimitPerMinute }) => {
  const rateLimit = { max: formRateLimitPerMinute, timeWindow: 60_000 };

  app.post(
    '/api/public/contact',
    {
      schema: { body: contactMessageInputSchema, response: { 201: contactMessageResponseSchema } },
      config: { rateLimit },
    },
    async (request, reply) => reply.status(201).send(await site.sendContactMessage(request.body)),
  );

  app.post(
    '/api/public/newsletter',
    {
      schema: { body: newsletterSignupInputSchema, response: { 200: newsletterSignupResponseSchema } },
      config: { rateLimit },
    },
    async (request) => {
      await site.subscribe(request.body);
      return { subscribed: true as const };
    },
  );

  app.get('/api/status', { schema: { response: { 200: systemStatusSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return status.check();
  });
};

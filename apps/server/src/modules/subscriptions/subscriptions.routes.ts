/**
 * Subscription routes (docs/subscriptions.md#billing, docs/subscriptions.md#self-service):
 * - dashboard: `/api/subscription-links` CRUD, `GET /api/subscription-links/:id/subscribers`,
 *   `POST /api/subscriptions/:id/cancel`; the payer's own: `GET /api/my-subscriptions`,
 *   `POST /api/my-subscriptions/:id/cancel`;
 * - public: `GET /api/public/subscription-links/:id`, `POST …/subscriptions` (Idempotency-Key),
 *   `GET /api/public/subscriptions/:token` and `POST …/cancel` (signed self-service link).
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSubscriptionInputSchema,
  createSubscriptionLinkInputSchema,
  managedSubscriptionSchema,
  publicSubscriptionLinkSchema,
  subscriptionLinkListSchema,
  subscriptionLinkSchema,
  subscriberPageQuerySchema,
  subscriberPageSchema,
  subscriptionListSchema,
  subscriptionSchema,
  updateSubscriptionLinkStatusSchema,
} from '@malipo/contracts/subscriptions';
import { LOCALE_COOKIE } from '@malipo/contracts/i18n/locales';
import { negotiateLocale } from '@malipo/contracts/i18n/negotiate-locale';
import { currentUser } from '../../plugins/auth-session';
import { idempotencyOf, sendStored } from '../../plugins/idempotency';
import type { SubscriptionLinkService } from '../subscription-links/subscription-links.service';
import type { BillingService } from './billing.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * The dashboard routes (plans, their subscribers, the user's own subscriptions) need the session
 * cookie (401 `unauthenticated`) and are scoped to its merchant or email (`not_found` otherwise);
 * the public ones need none: the subscribe POST takes a required `Idempotency-Key` (201 + the
 * subscription and its self-service token) and keeps the language its `Accept-Language` negotiates
 * for the subscriber's emails (docs/subscriptions.md#emails); the self-service ones take the signed
 * token (`not_found` when forged). Every write, like every `/api` write, needs
 * `X-Requested-With: malipo`.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  links: SubscriptionLinkService;
  billing: BillingService;
}> = async (app, { links, billing }) => {
  app.register(async (plugin) => {
    const dashboard = plugin.withTypeProvider<ZodTypeProvider>();
    const merchantId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).merchantId;

    dashboard.get(
      '/api/subscription-links',
      { schema: { response: { 200: subscriptionLinkListSchema } } },
      async (request) => ({
        data: await links.list({ merchantId: merchantId(request) }),
      }),
    );
    dashboard.post(
      '/api/subscription-links',
      { schema: { body: createSubscriptionLinkInputSchema, response: { 201: subscriptionLinkSchema } } },
      async (request, reply) =>
        reply.status(201).send(await links.create({ merchantId: merchantId(request), input: request.body })),
    );
    dashboard.patch(
      '/api/subscription-links/:id',
      {
        schema: {
          params: idParams,
          body: updateSubscriptionLinkStatusSchema,
          response: { 200: subscriptionLinkSchema },
        },
      },
      async (request) =>
        links.setStatus({
          merchantId: merchantId(request),
          id: request.params.id,
          status: request.body.status,
        }),
    );
    dashboard.delete(
      '/api/subscription-links/:id',
      { schema: { params: idParams } },
      async (request, reply) => {
        await links.remove({ merchantId: merchantId(request), id: request.params.id });
        return reply.status(204).send();
      },
    );
    dashboard.get(
      '/api/subscription-links/:id/subscribers',
      {
        schema: {
          params: idParams,
          querystring: subscriberPageQuerySchema,
          response: { 200: subscriberPageSchema },
        },
      },
      async (request) => billing.listForLink(merchantId(request), request.params.id, request.query),
    );
    dashboard.post(
      '/api/subscriptions/:id/cancel',
      { schema: { params: idParams, response: { 200: subscriptionSchema } } },
      async (request) => billing.cancelByMerchant(merchantId(request), request.params.id),
    );
    dashboard.get(
      '/api/my-subscriptions',
      { schema: { response: { 200: subscriptionListSchema } } },
      async (request) => ({
        data: await billing.listForPayer(currentUser(request).email),
      }),
    );
    dashboard.post(
      '/api/my-subscriptions/:id/cancel',
      { schema: { params: idParams, response: { 200: subscriptionSchema } } },
      async (request) => billing.cancelByPayer(currentUser(request).email, request.params.id),
    );
  });

  app.get(
    '/api/public/subscription-links/:id',
    { schema: { params: idParams, response: { 200: publicSubscriptionLinkSchema } } },
    async (request) => links.getPublic({ id: request.params.id }),
  );
  app.post(
    '/api/public/subscription-links/:id/subscriptions',
    {
      schema: { params: idParams, body: createSubscriptionInputSchema },
      config: { idempotencyKey: 'required' },
    },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      const response = await billing.subscribe({
        linkId: request.params.id,
        idempotencyKey: key,
        fingerprint,
        body: request.body,
        // The payer page's language switch keeps the payer's choice in a cookie, sent with this call.
        locale: negotiateLocale({
          stored: request.cookies[LOCALE_COOKIE],
          acceptLanguage: request.headers['accept-language'],
        }),
      });
      return sendStored(reply, response);
    },
  );
  app.get(
    '/api/public/subscriptions/:token',
    { schema: { params: tokenParams, response: { 200: managedSubscriptionSchema } } },
    async (request) => billing.getManaged(request.params.token),
  );
  app.post(
    '/api/public/subscriptions/:token/cancel',
    { schema: { params: tokenParams, response: { 200: managedSubscriptionSchema } } },
    async (request) => billing.cancelManaged(request.params.token),
  );
};

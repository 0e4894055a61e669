/**
 * `/api/webhook-endpoints…` (dashboard, signed in; writes need the CSRF header): endpoints, their
 * secret, delivery log, resend and test event.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointInputSchema,
  updateWebhookEndpointInputSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookSecretSchema,
  type WebhookEndpoint,
} from '@malipo/contracts/webhooks';
import { currentUser } from '../../plugins/auth-session';
import type { Auditor } from '../audit/auditor';
import type { WebhookService } from './webhooks.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const deliveryParams = idParams.extend({ deliveryId: z.string().min(1).max(64) });

/** What the audit log follows of an endpoint's changes (docs/security.md#audit-log). */
function auditedFields({ url, description, eventTypes, isEnabled }: WebhookEndpoint) {
  return { url, description, eventTypes, isEnabled };
}

/**
 * The webhook endpoint routes, each for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`) and scoped to the
 * signed-in merchant (docs/webhooks.md#api-dashboard-cookie-session--x-requested-with-malipo-on-writes).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhookService; audit: Auditor }> = async (
  app,
  { webhooks, audit },
) => {
  const dashboard = app.withTypeProvider<ZodTypeProvider>();
  const merchantId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).merchantId;

  dashboard.get(
    '/api/webhook-endpoints',
    { schema: { response: { 200: webhookEndpointListSchema } } },
    async (request) => ({ data: await webhooks.list({ merchantId: merchantId(request) }) }),
  );

  dashboard.post(
    '/api/webhook-endpoints',
    { schema: { body: createWebhookEndpointInputSchema, response: { 201: createdWebhookEndpointSchema } } },
    async (request, reply) => {
      const endpoint = await webhooks.create({ merchantId: merchantId(request), input: request.body });
      await audit.record(request, {
        action: 'webhook_endpoint.created',
        target: endpoint.id,
        details: { url: endpoint.url, eventTypes: endpoint.eventTypes },
      });
      return reply.status(201).send(endpoint);
    },
  );

  dashboard.patch(
    '/api/webhook-endpoints/:id',
    {
      schema: {
        params: idParams,
        body: updateWebhookEndpointInputSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = auditedFields(await webhooks.get({ merchantId: merchantId(request), id }));
      const after = await webhooks.update({ merchantId: merchantId(request), id, input: request.body });
      await audit.recordChange(request, {
        action: 'webhook_endpoint.updated',
        target: id,
        before,
        after: auditedFields(after),
      });
      return after;
    },
  );

  dashboard.delete('/api/webhook-endpoints/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { url } = await webhooks.get({ merchantId: merchantId(request), id: request.params.id });
    await webhooks.remove({ merchantId: merchantId(request), id: request.params.id });
    await audit.record(request, {
      action: 'webhook_endpoint.deleted',
      target: request.params.id,
      details: { url },
    });
    return reply.status(204).send();
  });

  dashboard.get(
    '/api/webhook-endpoints/:id/secret',
    { schema: { params: idParams, response: { 200: webhookSecretSchema } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await webhooks.revealSecret({ merchantId: merchantId(request), id: request.params.id })),
  );

  dashboard.post(
    '/api/webhook-endpoints/:id/secret/rotate',
    { schema: { params: idParams, response: { 200: webhookSecretSchema } } },
    async (request) => {
      const secret = await webhooks.rotateSecret({ merchantId: merchantId(request), id: request.params.id });
      await audit.record(request, { action: 'webhook_endpoint.secret_rotated', target: request.params.id });
      return secret;
    },
  );

  dashboard.get(
    '/api/webhook-endpoints/:id/deliveries',
    { schema: { params: idParams, response: { 200: webhookDeliveryListSchema } } },
    async (request) => ({
      data: await webhooks.deliveries({ merchantId: merchantId(request), id: request.params.id }),
    }),
  );

  dashboard.post(
    '/api/webhook-endpoints/:id/test',
    { schema: { params: idParams, response: { 202: webhookDeliverySchema } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await webhooks.sendTestEvent({ merchantId: merchantId(request), id: request.params.id })),
  );

  dashboard.post(
    '/api/webhook-endpoints/:id/deliveries/:deliveryId/resend',
    { schema: { params: deliveryParams, response: { 202: webhookDeliverySchema } } },
    async (request, reply) =>
      reply.status(202).send(
        await webhooks.resend({
          merchantId: merchantId(request),
          id: request.params.id,
          deliveryId: request.params.deliveryId,
        }),
      ),
  );
};

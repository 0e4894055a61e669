/**
 * `/api/api-keys` (dashboard, signed in, CSRF header as every dashboard write): create, list and
 * revoke the merchant's secret API keys.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
} from '@malipo/contracts/api-keys';
import { currentUser } from '../../plugins/auth-session';
import { apiKeyEntry } from '../audit/audit-entries';
import type { Auditor } from '../audit/auditor';
import type { ApiKeyService } from './api-keys.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The API key routes, each for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`) and scoped to the
 * signed-in merchant; the created key's answer is never cached (docs/product.md#developers).
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeyService; audit: Auditor }> = async (
  app,
  { apiKeys, audit },
) => {
  app.get('/api/api-keys', { schema: { response: { 200: apiKeyListSchema } } }, async (request) => ({
    data: await apiKeys.list(currentUser(request).merchantId),
  }));

  app.post(
    '/api/api-keys',
    { schema: { body: createApiKeyInputSchema, response: { 201: createdApiKeySchema } } },
    async (request, reply) => {
      const key = await apiKeys.create(
        currentUser(request).merchantId,
        currentUser(request).mode,
        request.body,
      );
      await audit.record(request, apiKeyEntry('api_key.created', key));
      return reply.status(201).header('cache-control', 'no-store').send(key);
    },
  );

  app.post(
    '/api/api-keys/:id/revoke',
    { schema: { params: idParams, response: { 200: apiKeySchema } } },
    async (request) => {
      const key = await apiKeys.revoke(currentUser(request).merchantId, request.params.id);
      await audit.record(request, apiKeyEntry('api_key.revoked', key));
      return key;
    },
  );
};

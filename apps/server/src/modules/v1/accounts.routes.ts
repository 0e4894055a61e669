/**
 * `GET /v1/accounts/balance` (docs/api.md#balance).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceSchema } from '@malipo/contracts/v1/balance';
import type { Db } from '../../db/client';
import { currentApiCaller } from '../../plugins/auth-api-key';
import { merchantBalance } from './balance';
import { authenticatedOperation } from './operation';

/**
 * `GET /v1/accounts/balance`: the caller's balance per currency (`merchantBalance`, minor units).
 * Registered in the authenticated `/v1` context, which answers 401 `unauthenticated` and 429
 * `rate_limited` (v1.routes.ts).
 */
export const v1AccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/accounts/balance',
    {
      schema: authenticatedOperation('Accounts', 'Retrieve the balance per currency', { 200: balanceSchema }),
    },
    async (request) => merchantBalance(db, currentApiCaller(request).merchantId),
  );
};

/**
 * `GET /v1/accounts/balance` (docs/product.md#api-calls).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceSchema } from '@malipo/contracts/v1/balance';
import type { Db } from '../../db/client';
import { currentApiCaller } from '../../plugins/auth-api-key';
import { merchantBalance } from './balance';
import { authenticatedOperation } from './operation';

/** Registers the `/v1/accounts` routes (in the authenticated `/v1` context). */
export const v1AccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/accounts/balance',
    {
      schema: authenticatedOperation('Accounts', 'Retrieve the balance per currency', { 200: balanceSchema }),
    },
    async (request) => merchantBalance(db, currentApiCaller(request).merchantId),
  );
};

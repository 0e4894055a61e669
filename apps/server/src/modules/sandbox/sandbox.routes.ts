/**
 * `POST /api/sandbox/tokens`: the sandbox provider's card tokenization endpoint (docs/payments.md).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardTokenSchema, createCardTokenInputSchema } from '@malipo/contracts/sandbox';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CardIssuer } from '../payments/provider';
import { createCardToken } from './sandbox-tokens';

/** Registers the sandbox routes. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; issuer: CardIssuer }> = async (
  app,
  { db, clock, issuer },
) => {
  app.post(
    '/api/sandbox/tokens',
    { schema: { body: createCardTokenInputSchema, response: { 201: cardTokenSchema } } },
    async (request, reply) => reply.status(201).send(await createCardToken(db, clock, request.body, issuer)),
  );
};

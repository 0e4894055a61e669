/**
 * `POST /api/sandbox/tokens`: the sandbox provider's card tokenization endpoint
 * (docs/payments.md#card-data).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardTokenSchema, createCardTokenInputSchema } from '@malipo/contracts/sandbox';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CardIssuer } from '../providers/provider';
import { createCardToken } from './sandbox-tokens';

/**
 * `POST /api/sandbox/tokens` `{ number, expiry, cvc, holderName }`: no sign-in (the payer's page
 * calls it), but like every `/api` write it needs `X-Requested-With: malipo` (plugins/csrf.ts).
 * Answers 201 `{ token: 'tok_sbx…', card: { brand, last4, expMonth, expYear } }`, or 400
 * `validation_failed` with a message per invalid field (`createCardToken`). `issuer` recognizes
 * Malipo's virtual cards.
 */
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

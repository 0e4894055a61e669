/**
 * The signed-in user's virtual card: `GET|POST|PATCH /api/virtual-card`,
 * `POST /api/virtual-card/reveal` (full details, never cached) and `POST /api/virtual-card/payments`
 * (Make Payment with the card, with an `Idempotency-Key`).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCardPaymentInputSchema,
  revealedCardSchema,
  updateVirtualCardSchema,
  virtualCardResponseSchema,
  virtualCardSchema,
} from '@malipo/contracts/virtual-cards';
import { currentUser } from '../../plugins/auth-session';
import { idempotencyOf, sendStored } from '../../plugins/idempotency';
import type { VirtualCardService } from './virtual-cards.service';

/**
 * Every route needs the session cookie (401 `unauthenticated`); the POSTs and the PATCH, like every
 * `/api` write, also `X-Requested-With: malipo` (plugins/csrf.ts).
 * - `GET /api/virtual-card`: `{ card }`, the masked card or null;
 * - `POST /api/virtual-card`: 201 + the new card; `conflict` when one exists;
 * - `PATCH /api/virtual-card` `{ status: 'active' | 'frozen' }`: the card; `not_found`;
 * - `POST /api/virtual-card/reveal`: number, expiry and security code, `Cache-Control: no-store`;
 *   `not_found`;
 * - `POST /api/virtual-card/payments` (`Idempotency-Key` required): 201 + the payment, replayed
 *   with `Idempotent-Replayed: true`; the errors of `cards.payMerchant`.
 */
export const virtualCardRoutes: FastifyPluginAsyncZod<{
  cards: VirtualCardService;
}> = async (app, { cards }) => {
  app.get(
    '/api/virtual-card',
    { schema: { response: { 200: virtualCardResponseSchema } } },
    async (request) => ({
      card: await cards.get(currentUser(request).merchantId),
    }),
  );

  app.post(
    '/api/virtual-card',
    { schema: { response: { 201: virtualCardSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      return reply
        .status(201)
        .send(await cards.issue({ merchantId: user.merchantId, holderName: user.name }));
    },
  );

  app.patch(
    '/api/virtual-card',
    { schema: { body: updateVirtualCardSchema, response: { 200: virtualCardSchema } } },
    async (request) =>
      cards.setStatus({ merchantId: currentUser(request).merchantId, status: request.body.status }),
  );

  app.post(
    '/api/virtual-card/reveal',
    { schema: { response: { 200: revealedCardSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return cards.reveal(currentUser(request).merchantId);
    },
  );

  app.post(
    '/api/virtual-card/payments',
    { schema: { body: createCardPaymentInputSchema }, config: { idempotencyKey: 'required' } },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, fingerprint } = idempotencyOf(request);
      return sendStored(
        reply,
        await cards.payMerchant({
          merchantId: user.merchantId,
          payer: { name: user.name, email: user.email },
          idempotencyKey: key,
          fingerprint,
          body: request.body,
        }),
      );
    },
  );
};

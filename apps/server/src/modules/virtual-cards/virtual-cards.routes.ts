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
import { idempotencyOf } from '../../plugins/idempotency';
import { cardPaymentEntry, virtualCardEntry } from '../audit/audit-entries';
import type { Auditor } from '../audit/auditor';
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
 * Issuing, freezing or unfreezing, showing the details and paying are recorded in the audit log.
 */
export const virtualCardRoutes: FastifyPluginAsyncZod<{
  cards: VirtualCardService;
  audit: Auditor;
}> = async (app, { cards, audit }) => {
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
      const card = await cards.issue({ merchantId: user.merchantId, holderName: user.name });
      await audit.record(request, virtualCardEntry('virtual_card.issued', card));
      return reply.status(201).send(card);
    },
  );

  app.patch(
    '/api/virtual-card',
    { schema: { body: updateVirtualCardSchema, response: { 200: virtualCardSchema } } },
    async (request) => {
      const card = await cards.setStatus({
        merchantId: currentUser(request).merchantId,
        status: request.body.status,
      });
      await audit.record(request, virtualCardEntry('virtual_card.status_changed', card));
      return card;
    },
  );

  app.post(
    '/api/virtual-card/reveal',
    { schema: { response: { 200: revealedCardSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { merchantId } = currentUser(request);
      const revealed = await cards.reveal(merchantId);
      const card = await cards.get(merchantId);
      if (card) await audit.record(request, virtualCardEntry('virtual_card.revealed', card));
      return revealed;
    },
  );

  app.post(
    '/api/virtual-card/payments',
    { schema: { body: createCardPaymentInputSchema }, config: { idempotencyKey: 'required' } },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, fingerprint } = idempotencyOf(request);
      return audit.sendStored(
        request,
        reply,
        await cards.payMerchant({
          merchantId: user.merchantId,
          payer: { name: user.name, email: user.email },
          idempotencyKey: key,
          fingerprint,
          body: request.body,
        }),
        cardPaymentEntry,
      );
    },
  );
};

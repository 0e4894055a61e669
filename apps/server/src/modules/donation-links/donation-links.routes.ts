/**
 * `/api/donation-links` (dashboard, signed in) and `/api/public/donation-links/:id` (the payer's
 * `/donate/{id}` page: the campaign, and donating with an `Idempotency-Key`).
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createDonationInputSchema,
  createDonationLinkInputSchema,
  donationLinkListSchema,
  donationLinkSchema,
  publicDonationLinkSchema,
  updateDonationLinkStatusSchema,
} from '@malipo/contracts/donations';
import { currentUser } from '../../plugins/auth-session';
import { idempotencyOf, sendStored } from '../../plugins/idempotency';
import type { DonationLinkService } from './donation-links.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The donation link routes: the dashboard ones for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`),
 * scoped to the signed-in merchant; the payer's read and donation open to anyone, the donation under
 * a required `Idempotency-Key` (docs/product.md#api-calls).
 */
export const donationLinkRoutes: FastifyPluginAsyncZod<{
  donations: DonationLinkService;
}> = async (app, { donations }) => {
  app.register(async (plugin) => {
    const dashboard = plugin.withTypeProvider<ZodTypeProvider>();

    dashboard.get(
      '/api/donation-links',
      { schema: { response: { 200: donationLinkListSchema } } },
      async (request) => ({ data: await donations.list({ merchantId: currentUser(request).merchantId }) }),
    );

    dashboard.post(
      '/api/donation-links',
      { schema: { body: createDonationLinkInputSchema, response: { 201: donationLinkSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await donations.create({ merchantId: currentUser(request).merchantId, input: request.body })),
    );

    dashboard.patch(
      '/api/donation-links/:id',
      {
        schema: {
          params: idParams,
          body: updateDonationLinkStatusSchema,
          response: { 200: donationLinkSchema },
        },
      },
      async (request) =>
        donations.setStatus({
          merchantId: currentUser(request).merchantId,
          id: request.params.id,
          status: request.body.status,
        }),
    );

    dashboard.delete('/api/donation-links/:id', { schema: { params: idParams } }, async (request, reply) => {
      await donations.remove({ merchantId: currentUser(request).merchantId, id: request.params.id });
      return reply.status(204).send();
    });
  });

  app.get(
    '/api/public/donation-links/:id',
    { schema: { params: idParams, response: { 200: publicDonationLinkSchema } } },
    async (request) => donations.getPublic({ id: request.params.id }),
  );

  app.post(
    '/api/public/donation-links/:id/donations',
    { schema: { params: idParams, body: createDonationInputSchema }, config: { idempotencyKey: 'required' } },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      const response = await donations.donate({
        linkId: request.params.id,
        idempotencyKey: key,
        fingerprint,
        body: request.body,
      });
      return sendStored(reply, response);
    },
  );
};

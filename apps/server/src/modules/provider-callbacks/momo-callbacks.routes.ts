/**
 * `PUT|POST /webhooks/providers/mtn_momo/{token}` (docs/providers.md#callbacks,
 * https://momodeveloper.mtn.com/api-documentation/callback): MTN MoMo's callbacks for
 * request-to-pay and transfers, sent to the `X-Callback-Url` of each request (MoMo uses PUT; POST
 * is accepted too). MoMo signs nothing, so the path's secret token and the address allow-list
 * authenticate the sender (`callback-guard.ts`); a readable callback is recorded once by
 * reference and status and answered 200 with an empty body, and the `provider_event.process` job
 * confirms it with MoMo's status lookup before any money moves.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { parseMomoCallback } from '../providers/mtn-momo/momo-callbacks';
import { requireCallbackSecurity, type CallbackSecurity } from './callback-guard';
import type { ProviderEventService } from './provider-events.service';

/** The MoMo callback route. */
export const momoCallbackRoutes: FastifyPluginAsync<{
  security: CallbackSecurity;
  events: ProviderEventService;
}> = async (app, { security, events }) => {
  app.route<{ Params: { token: string } }>({
    method: ['PUT', 'POST'],
    url: '/webhooks/providers/mtn_momo/:token',
    preHandler: requireCallbackSecurity('mtn_momo', security),
    handler: async (request, reply) => {
      const callback = parseMomoCallback(request.body);
      if (!callback) {
        request.log.info('MTN MoMo callback acknowledged, nothing to do');
        return reply.code(200).send();
      }
      const { result, phone } = callback;
      const isNew = await events.record({
        provider: 'mtn_momo',
        eventKey: `${result.externalId}:${result.status}`,
        type: 'momo.callback',
        reference: result.externalId,
        amountMinor: result.amountMinor,
        currency: result.currency,
        phone,
        providerStatus: result.status,
      });
      if (!isNew) request.log.info('MTN MoMo callback repeated; already recorded');
      return reply.code(200).send();
    },
  });
};

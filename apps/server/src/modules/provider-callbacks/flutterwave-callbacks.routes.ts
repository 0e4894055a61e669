/**
 * `POST /webhooks/providers/flutterwave` (docs/providers.md#callbacks,
 * https://developer.flutterwave.com/docs/webhooks): Flutterwave's callbacks. The `verif-hash`
 * header must equal the configured secret hash (compared in constant time) or the callback is
 * refused with 401 and logged; an authenticated `charge.completed` or `transfer.completed` is
 * recorded once and answered 200 at once — the `provider_event.process` job confirms it with
 * Flutterwave's verify calls before any money moves. Other events and unreadable bodies are
 * acknowledged and change nothing.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import {
  isValidFlutterwaveSecretHash,
  parseFlutterwaveCallback,
  type FlutterwaveCallback,
} from '../providers/flutterwave/flutterwave-webhook';
import type { ProviderEventService, ReceivedProviderEvent } from './provider-events.service';

/** The provider event a readable Flutterwave callback stands for; keyed by event, id and status. */
function toProviderEvent(
  callback: Exclude<FlutterwaveCallback, { event: 'unsupported' }>,
): ReceivedProviderEvent {
  const record = callback.event === 'charge.completed' ? callback.transaction : callback.transfer;
  const providerStatus = String(record.status);
  return {
    provider: 'flutterwave',
    eventKey: `${callback.event}:${record.id}:${providerStatus}`,
    type: callback.event,
    reference: record.reference,
    amountMinor: record.amountMinor,
    currency: record.currency,
    providerStatus,
  };
}

/** The Flutterwave callback route, checking `verif-hash` against `secretHash`. */
export const flutterwaveCallbackRoutes: FastifyPluginAsync<{
  secretHash: string;
  events: ProviderEventService;
}> = async (app, { secretHash, events }) => {
  app.post('/webhooks/providers/flutterwave', async (request, reply) => {
    if (!isValidFlutterwaveSecretHash(request.headers['verif-hash'], secretHash)) {
      request.log.warn('Flutterwave callback refused: its verif-hash does not match');
      throw new AppError('unauthenticated', 'Invalid verif-hash');
    }
    const callback = parseFlutterwaveCallback(request.body);
    if (!callback || callback.event === 'unsupported') {
      request.log.info(
        { event: callback?.event ?? null },
        'Flutterwave callback acknowledged, nothing to do',
      );
      return reply.send({ received: true });
    }
    const isNew = await events.record(toProviderEvent(callback));
    if (!isNew) request.log.info('Flutterwave callback repeated; already recorded');
    return reply.send({ received: true });
  });
};

/**
 * Daraja's callbacks under `/webhooks/providers/mpesa/{token}/` (docs/providers.md#callbacks):
 *
 * - `stk` — the M-Pesa Express callback (https://developer.safaricom.co.ke/apis/MpesaExpressSimulate,
 *   "Callback Payload"), matched to its payment by the push's `CheckoutRequestID`;
 * - `b2c/result` — the B2C Result (https://developer.safaricom.co.ke/apis/BusinessToCustomer), kept
 *   for the payout or refund its `OriginatorConversationID` names;
 * - `b2c/timeout` — Daraja's word that a B2C request timed out in its queue: logged for review,
 *   the payout stays pending until its Result or a reconciliation says otherwise.
 *
 * Daraja signs nothing, so the path's secret token and the address allow-list authenticate the
 * sender (`callback-guard.ts`). Each readable callback is recorded once and answered in Daraja's
 * acknowledgement format; the `provider_event.process` job checks amount and number against the
 * payment and confirms with the M-Pesa Express Query (or the kept Result) before money moves.
 * A callback naming a push Malipo did not send is recorded under the push's id and left for review.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { parseB2cResult, parseStkCallback } from '../providers/mpesa/daraja-callbacks';
import type { MpesaPayoutTable, MpesaRequestTable } from '../providers/mpesa/mpesa-stores';
import { requireCallbackSecurity, type CallbackSecurity } from './callback-guard';
import type { ProviderEventService } from './provider-events.service';

/** Daraja's expected acknowledgement of a callback. */
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

/** A paying number as Daraja writes it (`2547…`) in E.164; null when absent or masked. */
const e164 = (phone: string | null | undefined) => (phone && /^\d{9,15}$/.test(phone) ? `+${phone}` : null);

/** The M-Pesa callback routes. */
export const mpesaCallbackRoutes: FastifyPluginAsync<{
  security: CallbackSecurity;
  events: ProviderEventService;
  requests: MpesaRequestTable;
  payouts: MpesaPayoutTable;
}> = async (app, { security, events, requests, payouts }) => {
  const preHandler = requireCallbackSecurity('mpesa', security);

  app.post<{ Params: { token: string } }>(
    '/webhooks/providers/mpesa/:token/stk',
    { preHandler },
    async (request) => {
      const callback = parseStkCallback(request.body);
      if (!callback) {
        request.log.info('M-Pesa Express callback acknowledged, nothing to do');
        return ACCEPTED;
      }
      const reference = await requests.referenceOf(callback.checkoutRequestId);
      if (!reference)
        request.log.warn({ provider: 'mpesa' }, 'M-Pesa Express callback for a push Malipo did not send');
      const isNew = await events.record({
        provider: 'mpesa',
        eventKey: `stk:${callback.checkoutRequestId}:${callback.resultCode}`,
        type: 'stk.callback',
        reference: reference ?? callback.checkoutRequestId,
        amountMinor: callback.paid?.amountMinor ?? null,
        currency: 'KES',
        phone: e164(callback.paid?.phone),
        providerStatus: callback.resultCode,
      });
      if (!isNew) request.log.info('M-Pesa Express callback repeated; already recorded');
      return ACCEPTED;
    },
  );

  app.post<{ Params: { token: string } }>(
    '/webhooks/providers/mpesa/:token/b2c/result',
    { preHandler },
    async (request) => {
      const result = parseB2cResult(request.body);
      if (!result) {
        request.log.info('M-Pesa B2C Result acknowledged, nothing to do');
        return ACCEPTED;
      }
      if (!(await payouts.saveResult(result))) {
        request.log.warn({ provider: 'mpesa' }, 'M-Pesa B2C Result for a request Malipo did not send');
      }
      const isNew = await events.record({
        provider: 'mpesa',
        eventKey: `b2c:${result.conversationId}:${result.resultCode}`,
        type: 'b2c.result',
        reference: result.originatorConversationId,
        amountMinor: result.paid?.amountMinor ?? null,
        currency: 'KES',
        providerStatus: result.resultCode,
      });
      if (!isNew) request.log.info('M-Pesa B2C Result repeated; already recorded');
      return ACCEPTED;
    },
  );

  app.post<{ Params: { token: string } }>(
    '/webhooks/providers/mpesa/:token/b2c/timeout',
    { preHandler },
    async (request) => {
      request.log.warn(
        { provider: 'mpesa', body: request.body },
        'M-Pesa B2C request timed out in Daraja’s queue; the payout stays pending for review',
      );
      return ACCEPTED;
    },
  );
};

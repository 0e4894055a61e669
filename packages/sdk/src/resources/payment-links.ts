/**
 * `/v1/payment-links`: create, read, list, pause or activate, and delete payment links. Amounts in
 * minor units of the link's currency (`amountMinor: 10000` = 100.00 USD).
 * @module
 */
import type { z } from 'zod';
import {
  apiPaymentLinkListSchema,
  apiPaymentLinkSchema,
  type apiCreatePaymentLinkInputSchema,
  type apiUpdatePaymentLinkInputSchema,
} from '@malipo/contracts/v1/payment-links';
import type { HttpClient, RequestOptions } from '../http-client';
import { autoPaginate, type PageParams } from '../pagination';

/** A payment link (`path` is its payer page, `/pay/{id}`). */
export type PaymentLink = z.output<typeof apiPaymentLinkSchema>;
/** Parameters of {@link PaymentLinksResource.create}. */
export type CreatePaymentLinkParams = z.input<typeof apiCreatePaymentLinkInputSchema>;
/** Parameters of {@link PaymentLinksResource.update}: `{ status: 'paused' | 'active' }`. */
export type UpdatePaymentLinkParams = z.input<typeof apiUpdatePaymentLinkInputSchema>;

const COLLECTION = '/v1/payment-links';
const itemPath = (id: string) => `${COLLECTION}/${encodeURIComponent(id)}`;

/** Creates the payment links resource over `http`. Every method throws the `errors.ts` classes. */
export function createPaymentLinksResource(http: HttpClient) {
  const list = (params: PageParams = {}) =>
    http.request({ method: 'GET', path: COLLECTION, query: params }, apiPaymentLinkListSchema);
  return {
    /** Creates an active link. Field errors come as `MalipoInvalidRequestError` (`validation_failed`). */
    create: (params: CreatePaymentLinkParams, options: RequestOptions = {}) =>
      http.request(
        { method: 'POST', path: COLLECTION, body: params, idempotencyKey: options.idempotencyKey },
        apiPaymentLinkSchema,
      ),
    /** The link `id`. Throws `MalipoNotFoundError` for an unknown (or another merchant's) id. */
    retrieve: (id: string) => http.request({ method: 'GET', path: itemPath(id) }, apiPaymentLinkSchema),
    /** Pauses (`{ status: 'paused' }`) or activates (`{ status: 'active' }`) the link `id`. */
    update: (id: string, params: UpdatePaymentLinkParams) =>
      http.request({ method: 'PATCH', path: itemPath(id), body: params }, apiPaymentLinkSchema),
    /** Deletes the link `id`. Throws `MalipoNotFoundError` when there is none. */
    del: async (id: string): Promise<void> => {
      await http.send({ method: 'DELETE', path: itemPath(id) });
    },
    /** One page of links, newest first. */
    list,
    /** Every link from `params.startingAfter` on, newest first, page by page: `for await (const link of …)`. */
    iterate: (params: PageParams = {}) => autoPaginate(list, params),
  };
}

/** The payment links resource (`malipo.paymentLinks`). */
export type PaymentLinksResource = ReturnType<typeof createPaymentLinksResource>;

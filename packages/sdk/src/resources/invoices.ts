/**
 * `/v1/invoices`: draft, issue and void invoices for a merchant's customers (the server's
 * docs/invoices.md). Amounts in minor units of the invoice's currency, totals computed by the server.
 * @module
 */
import type { z } from 'zod';
import type { CreateInvoiceRequest } from '@malipo/contracts/invoices';
import {
  apiInvoiceListSchema,
  apiInvoiceSchema,
  type invoiceListQuerySchema,
} from '@malipo/contracts/v1/invoices';
import type { HttpClient, RequestOptions } from '../http-client';
import { autoPaginate, type PageParams } from '../pagination';

/** An invoice (`inv_…`): `draft → open → paid | partially_paid | void | uncollectible`. */
export type Invoice = z.output<typeof apiInvoiceSchema>;
/** Parameters of {@link InvoicesResource.create}: a customer (id or new), currency, due date and lines. */
export type CreateInvoiceParams = CreateInvoiceRequest;
/** Parameters of {@link InvoicesResource.list}: pagination plus an optional `status` (or `overdue`). */
export type InvoiceListParams = PageParams & Omit<z.input<typeof invoiceListQuerySchema>, keyof PageParams>;

const COLLECTION = '/v1/invoices';

/** Creates the invoices resource over `http`. Every method throws the `errors.ts` classes. */
export function createInvoicesResource(http: HttpClient) {
  const list = (params: InvoiceListParams = {}) =>
    http.request({ method: 'GET', path: COLLECTION, query: params }, apiInvoiceListSchema);
  /** `POST /v1/invoices/{id}/{action}`, with the `Idempotency-Key` reused on retries. */
  const act = (id: string, action: 'finalize' | 'void', options: RequestOptions) =>
    http.request(
      {
        method: 'POST',
        path: `${COLLECTION}/${encodeURIComponent(id)}/${action}`,
        idempotencyKey: options.idempotencyKey,
      },
      apiInvoiceSchema,
    );
  return {
    /** Creates a draft with the merchant's next invoice number. */
    create: (params: CreateInvoiceParams, options: RequestOptions = {}) =>
      http.request(
        { method: 'POST', path: COLLECTION, body: params, idempotencyKey: options.idempotencyKey },
        apiInvoiceSchema,
      ),
    /** The invoice `id`. Throws `MalipoNotFoundError` for an unknown (or another merchant's) id. */
    retrieve: (id: string) =>
      http.request({ method: 'GET', path: `${COLLECTION}/${encodeURIComponent(id)}` }, apiInvoiceSchema),
    /** One page of invoices matching `params`, newest first. */
    list,
    /** Every matching invoice, newest first, page by page: `for await (const invoice of …)`. */
    iterate: (params: InvoiceListParams = {}) => autoPaginate(list, params),
    /** Issues a draft (`open`). Throws `MalipoConflictError` (`invalid_state`) for another state. */
    finalize: (id: string, options: RequestOptions = {}) => act(id, 'finalize', options),
    /** Voids an open or partially paid invoice. */
    void: (id: string, options: RequestOptions = {}) => act(id, 'void', options),
  };
}

/** The invoices resource (`malipo.invoices`). */
export type InvoicesResource = ReturnType<typeof createInvoicesResource>;

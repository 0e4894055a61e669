/**
 * Reads a payer page's data the way the page itself would: from its public API, in process
 * (`app.inject`), so the server renders exactly what the browser would have fetched
 * (docs/architecture.md#payer-pages).
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { PayerRoute } from '@malipo/contracts/payer-paths';
import type { PayerPageData } from '@malipo/contracts/payer-pages';
import { english } from './form-messages';

/** The public API path each payer page reads its data from, as its page in the browser would. */
const PAGE_API: Record<PayerRoute['kind'], (id: string) => string> = {
  pay: (id) => `/api/public/payment-links/${encodeURIComponent(id)}`,
  donate: (id) => `/api/public/donation-links/${encodeURIComponent(id)}`,
  subscribe: (id) => `/api/public/subscription-links/${encodeURIComponent(id)}`,
  subscription: (token) => `/api/public/subscriptions/${encodeURIComponent(token)}`,
  catalogue: (id) => `/api/public/catalogues/${encodeURIComponent(id)}`,
  receipt: (id) => `/api/public/receipts/${encodeURIComponent(id)}`,
  invoice: (id) => `/api/public/invoices/${encodeURIComponent(id)}`,
};

const GENERIC_MESSAGE = english('checkout:loadFailed');

/** The message of an `{ error: { message } }` body, else a generic one. */
function errorMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('error' in body)) return GENERIC_MESSAGE;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return GENERIC_MESSAGE;
  return typeof error.message === 'string' ? error.message : GENERIC_MESSAGE;
}

/**
 * What `GET url` of the public API answers: `ready` with its JSON (200), `not_found` on 404,
 * `error` with the answer's message otherwise. Never throws for an answer the API gave.
 */
async function readPublic(app: FastifyInstance, url: string): Promise<PayerPageData> {
  const response = await app.inject({ method: 'GET', url });
  const body: unknown = response.json();
  if (response.statusCode === 200) return { kind: 'ready', data: body };
  if (response.statusCode === 404) return { kind: 'not_found' };
  return { kind: 'error', message: errorMessage(body) };
}

/** The data of `route`'s page, as {@link readPublic} reads it. */
export function readPayerPageData(app: FastifyInstance, route: PayerRoute): Promise<PayerPageData> {
  return readPublic(app, PAGE_API[route.kind](route.id));
}

/** A payment as the payer sees it (`GET /api/public/payments/{id}`), as {@link readPublic} reads it. */
export function readPublicPayment(app: FastifyInstance, paymentId: string): Promise<PayerPageData> {
  return readPublic(app, `/api/public/payments/${encodeURIComponent(paymentId)}`);
}

/** The message of a public API error body (`{ error: { message } }`), or a generic one. */
export { errorMessage as publicErrorMessage };

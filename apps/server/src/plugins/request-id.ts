/**
 * Request ids: every request gets a `req_…` id (Fastify's `genReqId`, in every log line
 * of the request) and every response carries it in the `Request-Id` header, so a merchant can quote
 * it to support. An id sent by the client is ignored.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { newId } from '../lib/ids';

/** Response header carrying the request id. */
export const REQUEST_ID_HEADER = 'request-id';

/** Fastify's `genReqId`: a new `req_…` id. */
export function generateRequestId(): string {
  return newId('req');
}

/** Adds the `Request-Id` header to every response, errors and not-found answers included. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

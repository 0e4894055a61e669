/**
 * The `Idempotency-Key` header of the routes that take one (docs/payments.md#idempotency), on `/api`
 * and `/v1` alike. A route opts in with `config: { idempotencyKey: 'required' }` (every money-moving
 * POST) or `'optional'`; the plugin then reads and validates the header in a preHandler that runs
 * after the route's authentication and body validation, and fingerprints the request (method, URL and
 * validated body). The handler takes `{ key, fingerprint }` from {@link idempotencyOf} (or
 * `request.idempotency` on an optional route), hands it to its service, which scopes the key and
 * runs the request through `modules/idempotency/idempotency.ts`, and answers with
 * {@link sendStored}: a replayed response carries `Idempotent-Replayed: true`.
 * @module
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { IdempotentRequest, StoredResponse } from '../modules/idempotency/idempotency';
import { requestFingerprint, requireIdempotencyKey } from '../modules/idempotency/idempotent-request';

/** The request header carrying the key (Node lower-cases header names). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Response header set on a replayed response (Stripe's name). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/**
 * How a route takes the `Idempotency-Key` header: `required` answers 400 `idempotency_key_missing`
 * without a valid key; `optional` runs the request plainly without the header (a malformed key is
 * still `idempotency_key_missing`).
 */
export type IdempotencyKeyRule = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts the route in to the idempotency plugin (`plugins/idempotency.ts`). */
    idempotencyKey?: IdempotencyKeyRule;
  }
  interface FastifyRequest {
    /**
     * The request's key and fingerprint, set by the idempotency plugin on a route that opted in;
     * null elsewhere and when an optional key was not sent.
     */
    idempotency: IdempotentRequest | null;
  }
}

/** Reads the key of a request on a route with `rule`. Throws `idempotency_key_missing` (400). */
function readIdempotency(request: FastifyRequest, rule: IdempotencyKeyRule): IdempotentRequest | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (rule === 'optional' && header === undefined) return null;
  return {
    key: requireIdempotencyKey(header),
    fingerprint: requestFingerprint(request.method, request.url, request.body),
  };
}

/**
 * Registers the plugin on the root instance, before any route: every route registered afterwards
 * with `config.idempotencyKey` gets the preHandler reading the header, appended after the hooks of
 * its context (sign-in, API authentication, rate limit), so those answer first as they always have.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', (route) => {
    const rule = route.config?.idempotencyKey;
    if (!rule) return;
    const readKey: preHandlerAsyncHookHandler = async (request) => {
      request.idempotency = readIdempotency(request, rule);
    };
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), readKey];
  });
}

/**
 * The key and fingerprint of a request on a route with `config.idempotencyKey: 'required'` (the
 * plugin has already answered 400 `idempotency_key_missing` without one). Throws a plain `Error`
 * (500) on a route that did not opt in, a programming error.
 */
export function idempotencyOf(request: FastifyRequest): IdempotentRequest {
  if (!request.idempotency) {
    throw new Error(`${request.method} ${request.routeOptions.url ?? ''} has no config.idempotencyKey`);
  }
  return request.idempotency;
}

/**
 * Sends a response of an idempotent request: its status and body, with `Idempotent-Replayed: true`
 * when it is the stored response of an earlier request (`response.replayed`).
 */
export function sendStored(reply: FastifyReply, response: StoredResponse): FastifyReply {
  if (response.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.status(response.statusCode).send(response.body);
}

/**
 * Security headers on every response — Content-Security-Policy, Strict-Transport-Security,
 * X-Frame-Options and the rest of Helmet's defaults (docs/architecture.md#system-shape) — set by
 * Helmet's middleware, built once when the app starts. `@fastify/helmet` builds the same middleware
 * again for every request, parsing the policy each time: about 2 % of the server's CPU per payment
 * (docs/architecture.md#scale).
 * @module
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Sets Helmet's headers, with `options` over its defaults, on the raw response of every request. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined));
  });
}

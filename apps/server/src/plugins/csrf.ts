/**
 * CSRF protection for cookie-authenticated writes
 * (docs/architecture.md#merchants-sessions-and-the-public-api): every state-changing `/api/*` request
 * must carry `X-Requested-With: malipo`. Browsers cannot add that header cross-site without a CORS
 * preflight, which this server never grants, so a forged form or image cannot write.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Header name and value the web app sends with every write. */
export const CSRF_HEADER = { name: 'x-requested-with', value: 'malipo' } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Adds an `onRequest` hook answering 403 `forbidden` to any `/api/*` request other than GET, HEAD or
 * OPTIONS without `X-Requested-With: malipo` — signed in or not, before authentication. `/v1` (bearer
 * credentials, no cookies) is not checked.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers[CSRF_HEADER.name] !== CSRF_HEADER.value) {
      throw new AppError('forbidden', 'Missing X-Requested-With header');
    }
  });
}

/**
 * The admin API's credential (docs/architecture.md#system-shape): `Authorization: Bearer
 * <ADMIN_API_TOKEN>`, compared in constant time. The admin routes are registered only when the
 * token is configured, so without it their paths answer 404.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { secretEquals } from '../lib/secret-equals';

/**
 * A preHandler that accepts only `Authorization: Bearer <token>`; anything else is 401
 * `unauthenticated`, compared with `secretEquals`.
 */
export function requireAdminToken(token: string) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !secretEquals(match[1], token)) {
      throw new AppError('unauthenticated', 'A valid admin token is required');
    }
  };
}

/**
 * The admin API's credential (docs/architecture.md#system-shape): `Authorization: Bearer
 * <ADMIN_API_TOKEN>`, compared in constant time. The admin routes are registered only when the
 * token is configured, so without it their paths answer 404.
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A preHandler that accepts only `Authorization: Bearer <token>`; anything else is 401
 * `unauthenticated`. Both sides are hashed first, so the comparison takes the same time whatever
 * their lengths.
 */
export function requireAdminToken(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw new AppError('unauthenticated', 'A valid admin token is required');
    }
  };
}

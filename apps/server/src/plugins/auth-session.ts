/**
 * Cookie sessions (docs/architecture.md#merchants-sessions-and-the-public-api): the `malipo_session`
 * cookie (httpOnly, SameSite=Lax, Secure in production) carries a random token. {@link requireUser}
 * is the preHandler of every dashboard route; the merchant id comes only from here, never from the
 * request.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@malipo/contracts/auth';
import { AppError } from '../lib/app-error';
import type { AuthService } from '../modules/auth/auth.service';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'malipo_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by {@link requireUser}. */
    user?: User;
  }
}

/** Returns the preHandler that loads the session's user or answers 401 `unauthenticated`. */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest) => {
    const user = await auth.authenticate(request.cookies[SESSION_COOKIE]);
    if (!user) throw new AppError('unauthenticated', 'Sign in to continue');
    request.user = user;
  };
}

/** The signed-in user of a request that passed {@link requireUser}. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('unauthenticated', 'Sign in to continue');
  return request.user;
}

/**
 * Sets the session cookie to `session.token`, expiring at `session.expiresAt` (`SESSION_TTL_MS` after
 * sign-in); `secure` adds `Secure` (production, or `COOKIE_SECURE`).
 */
export function setSessionCookie(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: session.expiresAt,
  });
}

/** Clears the session cookie (sign-out), with the attributes it was set with so the browser drops it. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

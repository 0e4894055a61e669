/**
 * Cookie sessions (docs/architecture.md#merchants-sessions-and-the-public-api): the `malipo_session`
 * cookie (httpOnly, SameSite=Lax, Secure in production) carries a random token. The route access
 * hook (plugins/route-access.ts) loads the member of every signed-in route; handlers read it with
 * {@link currentUser}.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionClient } from '../modules/auth/auth.service';
import type { User } from '@malipo/contracts/auth';
import { AppError } from '../lib/app-error';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'malipo_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by the route access hook (plugins/route-access.ts). */
    user?: User;
  }
}

/** The signed-in member of a request to a signed-in route (plugins/route-access.ts). */
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

/** The browser and address a request comes from, kept with the session it starts. */
export function sessionClient(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

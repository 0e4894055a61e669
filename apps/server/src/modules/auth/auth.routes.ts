/**
 * `/api/auth/*`: sign-up, login (rate-limited), logout and the current user.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInputSchema, sessionResponseSchema, signUpInputSchema } from '@malipo/contracts/auth';
import {
  clearSessionCookie,
  currentUser,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/auth-session';
import type { AuthService, SessionClient } from './auth.service';

/** The browser and address a sign-in comes from, kept with its session. */
function sessionClient(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/**
 * The auth routes. `loginRateLimitPerMinute` caps sign-up per address and sign-in per address and
 * email, each minute (429 `rate_limited`); `secureCookies` marks the session cookie `Secure`
 * (docs/architecture.md#merchants-sessions-and-the-public-api).
 */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  secureCookies: boolean;
  loginRateLimitPerMinute: number;
}> = async (app, { auth, secureCookies, loginRateLimitPerMinute }) => {
  app.post(
    '/api/auth/signup',
    {
      schema: { body: signUpInputSchema, response: { 201: sessionResponseSchema } },
      config: { rateLimit: { max: loginRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { user, session } = await auth.signUp(request.body, sessionClient(request));
      setSessionCookie(reply, session, secureCookies);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { body: loginInputSchema, response: { 200: sessionResponseSchema } },
      config: {
        rateLimit: {
          max: loginRateLimitPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => {
            const body = request.body as { email?: unknown } | undefined;
            return `${request.ip}:${typeof body?.email === 'string' ? body.email.toLowerCase() : ''}`;
          },
        },
      },
    },
    async (request, reply) => {
      const { user, session } = await auth.login(request.body, sessionClient(request));
      setSessionCookie(reply, session, secureCookies);
      return { user };
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    await auth.logout(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send();
  });

  app.get('/api/auth/me', { schema: { response: { 200: sessionResponseSchema } } }, async (request) => ({
    user: currentUser(request),
  }));
};

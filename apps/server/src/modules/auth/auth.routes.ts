/**
 * `/api/auth/*`: sign-up, login (rate-limited), logout and the current user.
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInputSchema, sessionResponseSchema, signUpInputSchema } from '@malipo/contracts/auth';
import { loginResponseSchema } from '@malipo/contracts/two-factor';
import {
  clearSessionCookie,
  currentUser,
  SESSION_COOKIE,
  sessionClient,
  setSessionCookie,
} from '../../plugins/auth-session';
import type { Auditor } from '../audit/auditor';
import type { AuthService } from './auth.service';

/**
 * The auth routes. `loginRateLimitPerMinute` caps sign-up per address and sign-in per address and
 * email, each minute (429 `rate_limited`); `secureCookies` marks the session cookie `Secure`
 * (docs/architecture.md#merchants-sessions-and-the-public-api). A person with two-factor sign-in
 * gets a 5-minute challenge from `signChallenge` instead of a session
 * (docs/security.md#two-factor-sign-in).
 */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  /** Signs the challenge a person with two-factor sign-in answers with their code. */
  signChallenge: (userId: string) => string;
  secureCookies: boolean;
  loginRateLimitPerMinute: number;
  audit: Auditor;
}> = async (app, { auth, signChallenge, secureCookies, loginRateLimitPerMinute, audit }) => {
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
      schema: { body: loginInputSchema, response: { 200: loginResponseSchema } },
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
      const result = await auth
        .login(request.body, sessionClient(request))
        .catch((error: unknown) =>
          audit.failedSignIn(request, request.body.email, error, auth.accountOfEmail),
        );
      if ('secondFactorUserId' in result) {
        const challenge = signChallenge(result.secondFactorUserId);
        return { twoFactorRequired: true as const, challenge };
      }
      const { user, session } = result;
      await audit.recordAs(user, request, { action: 'auth.signed_in' });
      setSessionCookie(reply, session, secureCookies);
      return { user };
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    const user = await auth.authenticate(request.cookies[SESSION_COOKIE]);
    await auth.logout(request.cookies[SESSION_COOKIE]);
    if (user) await audit.recordAs(user, request, { action: 'auth.signed_out' });
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send();
  });

  app.get('/api/auth/me', { schema: { response: { 200: sessionResponseSchema } } }, async (request) => ({
    user: currentUser(request),
  }));
};

/**
 * `/api/account/two-factor/*` (signed in, any role; the requirement is the owner's) and the
 * sign-in's second step `POST /api/auth/login/two-factor` (docs/security.md#two-factor-sign-in).
 * Every route that takes a code is rate-limited (`code-rate-limit.ts`).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '@malipo/contracts/auth';
import {
  loginTwoFactorInputSchema,
  recoveryCodesSchema,
  twoFactorCodeInputSchema,
  twoFactorRequirementInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@malipo/contracts/two-factor';
import { currentUser, SESSION_COOKIE, sessionClient, setSessionCookie } from '../../plugins/auth-session';
import { requestActor } from '../audit/audit-log';
import type { Auditor } from '../audit/auditor';
import type { AuthService } from '../auth/auth.service';
import { challengeCodeRateLimit, signedInCodeRateLimit } from './code-rate-limit';
import type { TwoFactorService } from './two-factor.service';

/**
 * The two-factor routes. Wrong codes answer 400 `validation_failed` when signed in and 401
 * `invalid_credentials` on the sign-in's second step, each with a message under `code`; 429
 * `rate_limited` past 5 attempts per route and person in 15 minutes. A refused second step is
 * recorded as a failed sign-in of the person its challenge names.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  audit: Auditor;
  auth: AuthService;
  twoFactor: TwoFactorService;
  signingSecret: string;
  secureCookies: boolean;
}> = async (app, { audit, auth, twoFactor, signingSecret, secureCookies }) => {
  const codeRoute = { body: twoFactorCodeInputSchema };

  app.get('/api/account/two-factor', { schema: { response: { 200: twoFactorStatusSchema } } }, (request) =>
    twoFactor.status(currentUser(request)),
  );

  app.post(
    '/api/account/two-factor/setup',
    { schema: { response: { 200: twoFactorSetupSchema } } },
    (request) => twoFactor.setup(currentUser(request)),
  );

  app.post(
    '/api/account/two-factor/enable',
    {
      schema: { ...codeRoute, response: { 200: recoveryCodesSchema } },
      config: { rateLimit: signedInCodeRateLimit },
    },
    (request) =>
      twoFactor.enable({
        user: currentUser(request),
        sessionToken: request.cookies[SESSION_COOKIE] ?? '',
        code: request.body.code,
        actor: requestActor(request),
      }),
  );

  app.post(
    '/api/account/two-factor/disable',
    { schema: codeRoute, config: { rateLimit: signedInCodeRateLimit } },
    async (request, reply) => {
      await twoFactor.disable({
        user: currentUser(request),
        code: request.body.code,
        actor: requestActor(request),
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/account/two-factor/recovery-codes',
    {
      schema: { ...codeRoute, response: { 200: recoveryCodesSchema } },
      config: { rateLimit: signedInCodeRateLimit },
    },
    (request) =>
      twoFactor.regenerateRecoveryCodes({
        user: currentUser(request),
        code: request.body.code,
        actor: requestActor(request),
      }),
  );

  app.post(
    '/api/account/two-factor/verify',
    { schema: codeRoute, config: { rateLimit: signedInCodeRateLimit } },
    async (request, reply) => {
      await twoFactor.verifySession({
        user: currentUser(request),
        sessionToken: request.cookies[SESSION_COOKIE] ?? '',
        code: request.body.code,
      });
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/account/two-factor/requirement',
    { schema: { body: twoFactorRequirementInputSchema, response: { 200: twoFactorStatusSchema } } },
    (request) =>
      twoFactor.setRequirement({
        user: currentUser(request),
        required: request.body.required,
        actor: requestActor(request),
      }),
  );

  app.post(
    '/api/auth/login/two-factor',
    {
      schema: { body: loginTwoFactorInputSchema, response: { 200: sessionResponseSchema } },
      config: { rateLimit: challengeCodeRateLimit(signingSecret) },
    },
    async (request, reply) => {
      const userId = await twoFactor.proveSignIn(request.body).catch(async (error: unknown) => {
        const email = await twoFactor.challengedEmail(request.body.challenge);
        if (!email) throw error;
        return audit.failedSignIn(request, email, error, auth.accountOfEmail, { step: 'two_factor' });
      });
      const { user, session } = await auth.loginWithSecondFactor(userId, sessionClient(request));
      await audit.recordAs(user, request, { action: 'auth.signed_in' });
      setSessionCookie(reply, session, secureCookies);
      return { user };
    },
  );
};

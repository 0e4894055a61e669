/**
 * `POST /v1/auth/login` (docs/api.md#authentication): email and password for a short-lived access
 * token.
 * Not idempotency-keyed: it creates nothing and moves no money (a retry simply gets a new token).
 * Rate limited per client address like the dashboard's login.
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenSchema, ACCESS_TOKEN_TTL_MS, apiLoginInputSchema } from '@malipo/contracts/v1/auth';
import { apiErrorSchema } from '@malipo/contracts/v1/errors';
import { LIVE_MODE_UNAVAILABLE_MESSAGE } from '@malipo/contracts/modes';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/auth.service';
import { signAccessToken } from './access-token';

/**
 * Why a person with two-factor sign-in cannot use the password login: it has no step for a code
 * (docs/security.md#two-factor-sign-in).
 */
const TWO_FACTOR_API_LOGIN_MESSAGE =
  'This account uses two-factor sign-in, so it cannot get an access token with a password. Create an API key under Developers → API keys and use it instead.';

/**
 * `POST /v1/auth/login` `{ email, password, mode? }`: 200 `{ object: 'access_token', token, tokenType:
 * 'Bearer', expiresAt }`, the token valid `ACCESS_TOKEN_TTL_MS` (1 h) and sent with
 * `Cache-Control: no-store`, acting in `mode` (test by default; docs/providers.md#modes). 409
 * `live_mode_unavailable` for `live` without live provider credentials; 401 `invalid_credentials` without saying which part was wrong; 429
 * `rate_limited` beyond `loginRateLimitPerMinute` requests a minute from one client address; 403
 * `forbidden` for a person with two-factor sign-in on, pointing to API keys.
 */
export const v1AuthRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  clock: Clock;
  signingSecret: string;
  loginRateLimitPerMinute: number;
  liveAvailable: boolean;
}> = async (app, { auth, clock, signingSecret, loginRateLimitPerMinute, liveAvailable }) => {
  app.post(
    '/v1/auth/login',
    {
      schema: {
        tags: ['Authentication'],
        summary: 'Exchange email and password for an access token (valid 1 hour)',
        body: apiLoginInputSchema,
        response: { 200: accessTokenSchema, '4xx': apiErrorSchema },
      },
      config: { rateLimit: { max: loginRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { mode, ...credentials } = request.body;
      const user = await auth.verifyCredentials(credentials);
      if (user.twoFactorEnabledAt) throw new AppError('forbidden', TWO_FACTOR_API_LOGIN_MESSAGE);
      if (mode === 'live' && !liveAvailable) {
        throw new AppError('live_mode_unavailable', LIVE_MODE_UNAVAILABLE_MESSAGE);
      }
      const merchant = await auth.merchantInMode(user.merchantId, mode);
      const issuedAt = clock.now();
      const expiresAt = new Date(issuedAt.getTime() + ACCESS_TOKEN_TTL_MS);
      reply.header('cache-control', 'no-store');
      return {
        object: 'access_token' as const,
        token: signAccessToken(signingSecret, {
          merchantId: merchant.id,
          userId: user.id,
          issuedAt,
          expiresAt,
        }),
        tokenType: 'Bearer' as const,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
};

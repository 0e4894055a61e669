/**
 * Bearer authentication of the public API: `Authorization: Bearer sk_test_…` (a secret
 * API key, looked up on every request so a revoked key stops at once) or `Bearer mat_…` (an access
 * token from `POST /v1/auth/login`). {@link requireApiCaller} is the preHandler of every
 * authenticated `/v1` route; the merchant id comes only from here, never from the request.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import { secretKeyMode } from '@malipo/contracts/api-keys';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { ApiKeyService } from '../modules/api-keys/api-keys.service';
import type { AuthService } from '../modules/auth/auth.service';
import { verifyAccessToken } from '../modules/v1/access-token';

/** Who a `/v1` request acts for. `credentialId` is the key (`key_…`), or the merchant for an access token. */
export interface ApiCaller {
  merchantId: string;
  credentialId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated API caller, set by {@link requireApiCaller}. */
    apiCaller?: ApiCaller;
  }
}

const UNAUTHENTICATED = 'Send a valid secret key or access token as Authorization: Bearer <token>';

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Returns the preHandler that authenticates the bearer credential or answers 401 `unauthenticated`. */
export function requireApiCaller(deps: {
  apiKeys: ApiKeyService;
  auth: AuthService;
  signingSecret: string;
  clock: Clock;
}) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthenticated', UNAUTHENTICATED);
    if (secretKeyMode(token)) {
      const key = await deps.apiKeys.authenticate(token);
      if (!key) throw new AppError('unauthenticated', 'This API key is invalid or has been revoked');
      request.apiCaller = { merchantId: key.merchantId, credentialId: key.keyId };
      return;
    }
    const access = verifyAccessToken(deps.signingSecret, token, deps.clock.now());
    if (!access) throw new AppError('unauthenticated', UNAUTHENTICATED);
    if (!(await deps.auth.isIssuedSincePasswordChange(access.userId, access.issuedAt))) {
      throw new AppError('unauthenticated', 'This access token was issued before a password change');
    }
    request.apiCaller = { merchantId: access.merchantId, credentialId: access.merchantId };
  };
}

/** The caller of a request that passed {@link requireApiCaller}. */
export function currentApiCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw new AppError('unauthenticated', UNAUTHENTICATED);
  return request.apiCaller;
}

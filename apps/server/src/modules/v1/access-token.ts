/**
 * Access tokens of `POST /v1/auth/login`: `mat_{payload}.{signature}`, the payload the
 * base64url JSON `{ mid, uid, iat, exp }` (merchant, user, issue and expiry times in ms since the
 * epoch) and the signature
 * its HMAC-SHA256 under `SIGNING_SECRET`. Stateless and short-lived ({@link ACCESS_TOKEN_TTL_MS}):
 * nothing is stored, and a token cannot be forged or extended without the secret. A token issued
 * before its user's last password change is refused by the caller's check (`plugins/auth-api-key.ts`).
 * @module
 */
import { z } from 'zod';
import { readSignedToken, signToken, type TokenKind } from '../../lib/signed-token';

/** Every access token starts with this, so the API tells it from a secret key at a glance. */
export const ACCESS_TOKEN_PREFIX = 'mat_';

const payloadSchema = z.object({
  mid: z.string(),
  uid: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});

const ACCESS_TOKEN: TokenKind = { prefix: ACCESS_TOKEN_PREFIX, purpose: 'v1-access' };

/** A token for `merchantId`'s user `userId`, issued at `issuedAt` and accepted until `expiresAt`. */
export function signAccessToken(
  secret: string,
  input: { merchantId: string; userId: string; issuedAt: Date; expiresAt: Date },
): string {
  return signToken(secret, ACCESS_TOKEN, {
    mid: input.merchantId,
    uid: input.userId,
    iat: input.issuedAt.getTime(),
    exp: input.expiresAt.getTime(),
  });
}

/**
 * The merchant and user a token was issued for and when, or null when it is malformed, forged or
 * expired at `now`.
 */
export function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): { merchantId: string; userId: string; issuedAt: Date } | null {
  const claims = readSignedToken(secret, ACCESS_TOKEN, token, payloadSchema);
  if (!claims || claims.exp <= now.getTime()) return null;
  return { merchantId: claims.mid, userId: claims.uid, issuedAt: new Date(claims.iat) };
}

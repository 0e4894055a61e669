/**
 * Access tokens of `POST /v1/auth/login`: `mat_{payload}.{signature}`, the payload the
 * base64url JSON `{ mid, uid, iat, exp }` (merchant, user, issue and expiry times in ms since the
 * epoch) and the signature
 * its HMAC-SHA256 under `SIGNING_SECRET`. Stateless and short-lived ({@link ACCESS_TOKEN_TTL_MS}):
 * nothing is stored, and a token cannot be forged or extended without the secret. A token issued
 * before its user's last password change is refused by the caller's check (`plugins/auth-api-key.ts`).
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Every access token starts with this, so the API tells it from a secret key at a glance. */
export const ACCESS_TOKEN_PREFIX = 'mat_';

const payloadSchema = z.object({
  mid: z.string(),
  uid: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`v1-access:${payload}`).digest('base64url');
}

/** A token for `merchantId`'s user `userId`, issued at `issuedAt` and accepted until `expiresAt`. */
export function signAccessToken(
  secret: string,
  input: { merchantId: string; userId: string; issuedAt: Date; expiresAt: Date },
): string {
  const payload = Buffer.from(
    JSON.stringify({
      mid: input.merchantId,
      uid: input.userId,
      iat: input.issuedAt.getTime(),
      exp: input.expiresAt.getTime(),
    }),
  ).toString('base64url');
  return `${ACCESS_TOKEN_PREFIX}${payload}.${sign(secret, payload)}`;
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
  if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return null;
  const [payload, signature, ...rest] = token.slice(ACCESS_TOKEN_PREFIX.length).split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.exp <= now.getTime()) return null;
  return { merchantId: parsed.data.mid, userId: parsed.data.uid, issuedAt: new Date(parsed.data.iat) };
}

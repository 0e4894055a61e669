/**
 * Stateless signed tokens (the `/v1` access tokens, the two-factor sign-in challenge):
 * `{prefix}{payload}.{signature}`, the payload the base64url JSON of a small object, the signature
 * its HMAC-SHA256 under `SIGNING_SECRET` with a purpose label, so a token made for one purpose is
 * refused by another. Nothing is stored; a token cannot be forged or extended without the secret.
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** What kind of token: its visible prefix (`mat_`) and the purpose its signature is bound to. */
export interface TokenKind {
  prefix: string;
  purpose: string;
}

function sign(secret: string, kind: TokenKind, payload: string): string {
  return createHmac('sha256', secret).update(`${kind.purpose}:${payload}`).digest('base64url');
}

/** A token of `kind` carrying `claims`. */
export function signToken(secret: string, kind: TokenKind, claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${kind.prefix}${payload}.${sign(secret, kind, payload)}`;
}

/**
 * The claims of `token` when it is a well-formed token of `kind` signed under `secret` and its
 * claims match `schema`; null for anything else (compared in constant time).
 */
export function readSignedToken<T>(
  secret: string,
  kind: TokenKind,
  token: string,
  schema: z.ZodType<T>,
): T | null {
  if (!token.startsWith(kind.prefix)) return null;
  const [payload, signature, ...rest] = token.slice(kind.prefix.length).split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(secret, kind, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

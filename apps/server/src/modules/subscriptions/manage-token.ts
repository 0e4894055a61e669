/**
 * Signed self-service tokens (docs/subscriptions.md#self-service): `{subscriptionId}.{signature}`,
 * the signature an HMAC-SHA256 of the id under `SIGNING_SECRET` (truncated to 32 characters), so a
 * payer can see and cancel their subscription from the link in their emails without an account, and
 * nobody can forge a link to another one.
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(secret: string, subscriptionId: string): string {
  return createHmac('sha256', secret)
    .update(`subscription:${subscriptionId}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The token of `subscriptionId`. */
export function signManageToken(secret: string, subscriptionId: string): string {
  return `${subscriptionId}.${signature(secret, subscriptionId)}`;
}

/**
 * The subscription id a token names, or null when it is malformed or its signature does not match
 * (compared in constant time).
 */
export function verifyManageToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

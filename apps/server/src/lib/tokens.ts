/**
 * Bearer tokens handed to people (session cookies, invitation links): 256 random bits, of which the
 * database keeps only the SHA-256, so a leaked table opens nothing (docs/security.md#sign-in).
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new random token: 32 bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of `token`, hex: what is stored and looked up instead of the token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

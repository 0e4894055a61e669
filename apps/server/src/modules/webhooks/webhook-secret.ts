/**
 * Endpoint signing secrets (Standard Webhooks "Signature scheme",
 * docs/webhooks.md#verifying-the-signature): `whsec_` + base64 of 32 random bytes, the key of the
 * HMAC-SHA256 that signs every delivery.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@malipo/contracts/webhooks';

/** Bytes of randomness in a signing key (Standard Webhooks asks for 24 to 64). */
const SECRET_BYTES = 32;

/** A new signing secret, e.g. `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw…`. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

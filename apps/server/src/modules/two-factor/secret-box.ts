/**
 * Seals TOTP secrets at rest with AES-256-GCM under a key derived from `SIGNING_SECRET`
 * (docs/security.md#two-factor-sign-in): a copy of the database alone does not give anyone's
 * codes. Each sealed value is bound to its user, so a secret copied onto another user's row does
 * not open.
 * @module
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte key for TOTP secrets, derived from the server's signing secret. */
function keyFrom(signingSecret: string): Buffer {
  return createHmac('sha256', signingSecret).update('malipo:two-factor:totp-secret').digest();
}

/** A box that seals and opens TOTP secrets of users under `signingSecret`. */
export function createSecretBox(signingSecret: string) {
  const key = keyFrom(signingSecret);

  /** Seals `secret` for user `userId`: `v1.{base64url(iv ‖ tag ‖ ciphertext)}`. */
  const seal = (userId: string, secret: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(userId));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  };

  /**
   * The secret sealed for `userId`. Throws a plain `Error` when the value was not sealed by this
   * key for this user (a changed `SIGNING_SECRET` or a tampered row: a fault, not a user error).
   */
  const open = (userId: string, sealed: string): string => {
    const [version, body] = sealed.split('.');
    if (version !== VERSION || !body) throw new Error('unknown sealed TOTP secret format');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
      .setAAD(Buffer.from(userId))
      .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  };

  return { seal, open };
}

/** Seals and opens TOTP secrets. */
export type SecretBox = ReturnType<typeof createSecretBox>;

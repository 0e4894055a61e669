/**
 * Recovery codes (docs/security.md#two-factor-sign-in): ten random codes shown once when two-factor
 * sign-in is turned on, each standing in for an authenticator code once. Only their Argon2id hashes
 * are kept, like passwords.
 * @module
 */
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@malipo/contracts/two-factor';

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Characters either side of the dash: 10 characters, about 50 bits. */
const HALF_LENGTH = 5;

function randomChunk(): string {
  return Array.from({ length: HALF_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** {@link RECOVERY_CODE_COUNT} new codes, each `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomChunk()}-${randomChunk()}`);
}

/** A code as typed, in the form its hash was made of: lower case, letters and digits only. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

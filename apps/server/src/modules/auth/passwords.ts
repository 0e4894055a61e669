/**
 * Password hashing (docs/security.md#sign-in): argon2id with OWASP's parameters, through
 * @node-rs/argon2. Recovery codes of two-factor sign-in are hashed the same way.
 * @module
 */
import { hash, verify } from '@node-rs/argon2';

/** `algorithm: 2` is Argon2id in @node-rs/argon2's const enum (not importable under verbatimModuleSyntax). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id (OWASP's parameters: 19 MiB, 2 passes, 1 lane); returns the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches `passwordHash` (a PHC string from {@link hashPassword}). */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

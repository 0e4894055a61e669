/**
 * The sign-in's second step (docs/security.md#two-factor-sign-in): after a right password, a person
 * with two-factor sign-in gets a challenge instead of a session — `tfc_{payload}.{signature}`, the
 * payload the base64url JSON `{ uid, exp }` (the user, and the expiry in ms since the epoch), the
 * signature its HMAC-SHA256 under `SIGNING_SECRET`. Nothing is stored; it cannot be forged or
 * extended without the secret, and it is worth nothing without a code.
 * @module
 */
import { z } from 'zod';
import { readSignedToken, signToken, type TokenKind } from '../../lib/signed-token';

/** How long a challenge may be answered, in ms. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;

const CHALLENGE: TokenKind = { prefix: 'tfc_', purpose: 'two-factor-challenge' };
const payloadSchema = z.object({ uid: z.string(), exp: z.number().int() });

/** A challenge naming `userId`, valid {@link LOGIN_CHALLENGE_TTL_MS} from `now`. */
export function signLoginChallenge(secret: string, userId: string, now: Date): string {
  return signToken(secret, CHALLENGE, { uid: userId, exp: now.getTime() + LOGIN_CHALLENGE_TTL_MS });
}

/**
 * The user id a challenge names when it is well signed, or null for anything else. `now`, when
 * given, also refuses an expired one (without it, only the signature is checked — enough to key a
 * rate limit by the person).
 */
export function readLoginChallenge(secret: string, challenge: string, now?: Date): string | null {
  const claims = readSignedToken(secret, CHALLENGE, challenge, payloadSchema);
  if (!claims || (now && claims.exp <= now.getTime())) return null;
  return claims.uid;
}

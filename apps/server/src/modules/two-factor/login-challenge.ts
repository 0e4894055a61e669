/**
 * The sign-in's second step (docs/security.md#two-factor-sign-in): after a right password, a person
 * with two-factor sign-in gets a challenge instead of a session — `tfc_{payload}.{signature}`, the
 * payload the base64url JSON `{ uid, exp }` (the user, and the expiry in ms since the epoch), the
 * signature its HMAC-SHA256 under `SIGNING_SECRET`. Nothing is stored; it cannot be forged or
 * extended without the secret, and it is worth nothing without a code.
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a challenge may be answered, in ms. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;

const PREFIX = 'tfc_';
const payloadSchema = z.object({ uid: z.string(), exp: z.number().int() });

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`two-factor-challenge:${payload}`).digest('base64url');
}

/** A challenge naming `userId`, valid {@link LOGIN_CHALLENGE_TTL_MS} from `now`. */
export function signLoginChallenge(secret: string, userId: string, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ uid: userId, exp: now.getTime() + LOGIN_CHALLENGE_TTL_MS }),
  ).toString('base64url');
  return `${PREFIX}${payload}.${sign(secret, payload)}`;
}

/**
 * The user id a challenge names when it is well signed, or null for anything else. `now`, when
 * given, also refuses an expired one (without it, only the signature is checked — enough to key a
 * rate limit by the person).
 */
export function readLoginChallenge(secret: string, challenge: string, now?: Date): string | null {
  if (!challenge.startsWith(PREFIX)) return null;
  const [payload, signature, ...rest] = challenge.slice(PREFIX.length).split('.');
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
  if (!parsed.success || (now && parsed.data.exp <= now.getTime())) return null;
  return parsed.data.uid;
}

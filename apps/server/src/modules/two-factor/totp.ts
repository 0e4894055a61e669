/**
 * Time-based one-time passwords (RFC 6238) through otplib: SHA-1, 6 digits, 30-second steps, the
 * defaults every authenticator app reads from an `otpauth://` URI
 * (docs/security.md#two-factor-sign-in).
 * @module
 */
import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer an authenticator app lists the account under. */
export const TOTP_ISSUER = 'Malipo';

/** Length of an RFC 6238 time step, in seconds. */
const TOTP_STEP_SECONDS = 30;

/** Clock drift accepted either side of now, in seconds: one step earlier or later. */
const TOTP_TOLERANCE_SECONDS = TOTP_STEP_SECONDS;

/** A 6-digit code, once spaces are taken out. */
const TOTP_CODE = /^\d{6}$/;

/** A new random secret: 20 bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/Malipo:{email}?secret=…&issuer=Malipo` URI an authenticator app scans. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** `code` without spaces, when it has the shape of a TOTP code (6 digits); else null. */
export function asTotpCode(code: string): string | null {
  const compact = code.replace(/\s+/g, '');
  return TOTP_CODE.test(compact) ? compact : null;
}

/**
 * The RFC 6238 time step at which `code` (6 digits) is `secret`'s code — now or one step either side
 * (§5.2's allowance for clock drift) — and later than `afterStep` (the last step accepted, so a
 * code never works twice, §5.2); null otherwise.
 */
export async function totpCodeStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Two-factor sign-in with an authenticator app (docs/security.md#two-factor-sign-in): enrolment,
 * recovery codes, the sign-in's second step, fresh codes before sensitive actions and the owner's
 * requirement for every member. TOTP follows RFC 6238 (6 digits, 30-second steps).
 * @module
 */
import { z } from 'zod';
import { sessionResponseSchema } from './auth';

/** How many recovery codes enabling (or regenerating) gives, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** The longest code accepted, in characters: a recovery code with its dash and some spacing. */
const MAX_CODE_LENGTH = 32;

/** A 6-digit authenticator code or a recovery code, as typed (spaces allowed). */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the 6-digit code from your authenticator app')
  .max(MAX_CODE_LENGTH, 'This code is too long');

/** Body of enable, disable, recovery-code regeneration and verify: `{ code }`. */
export const twoFactorCodeInputSchema = z.object({ code: twoFactorCodeSchema });
/** A body holding one code. */
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInputSchema>;

/** Body of `POST /api/account/two-factor/setup`: what the authenticator app needs. */
export const twoFactorSetupSchema = z.object({
  /** `otpauth://totp/Malipo:{email}?secret=…&issuer=Malipo`, shown as a QR code. */
  otpauthUrl: z.string(),
  /** The same secret in base32, for typing into the app by hand. */
  secret: z.string(),
});
/** What enrolment shows. */
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Body of enable and of recovery-code regeneration: the new codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** New recovery codes. */
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Body of `GET /api/account/two-factor`. `enabledAt` is ISO 8601. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Unused recovery codes; 0 while two-factor sign-in is off. */
  recoveryCodesLeft: z.number().int(),
  /** True when the account's owner requires two-factor sign-in of every member. */
  required: z.boolean(),
});
/** The person's two-factor state. */
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Body of `PUT /api/account/two-factor/requirement`. */
export const twoFactorRequirementInputSchema = z.object({ required: z.boolean() });
/** The owner's requirement. */
export type TwoFactorRequirementInput = z.infer<typeof twoFactorRequirementInputSchema>;

/** `POST /api/auth/login`'s answer when the password was right but a code is still needed. */
export const loginChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** A signed token naming the person, valid 5 minutes; sent back with the code. */
  challenge: z.string(),
});
/** The sign-in's second step. */
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** Body of `POST /api/auth/login`'s 200: the signed-in user, or the challenge for a code. */
export const loginResponseSchema = z.union([sessionResponseSchema, loginChallengeSchema]);
/** What signing in answers. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Body of `POST /api/auth/login/two-factor`. */
export const loginTwoFactorInputSchema = z.object({
  challenge: z.string().min(1, 'Sign in again').max(1000, 'Sign in again'),
  code: twoFactorCodeSchema,
});
/** The sign-in's second step, answered. */
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorInputSchema>;

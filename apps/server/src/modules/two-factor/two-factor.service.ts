/**
 * Two-factor sign-in (docs/security.md#two-factor-sign-in): enrolment with an authenticator app,
 * recovery codes, codes that prove a second factor to a session, and the owner's requirement for
 * every member. Each change is recorded in the audit log.
 * @module
 */
import type { User } from '@malipo/contracts/auth';
import type { TwoFactorSetup, TwoFactorStatus } from '@malipo/contracts/two-factor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { sessionIdFromToken } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { readLoginChallenge } from './login-challenge';
import { newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { createSecretBox } from './secret-box';
import { asTotpCode, newTotpSecret, totpCodeStep, totpUri } from './totp';
import {
  countUnusedRecoveryCodes,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactorRequirement,
  findTwoFactorUser,
  useTotpStep,
  listUnusedRecoveryCodes,
  markSecondFactor,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  setTwoFactorRequirement,
  useRecoveryCode,
} from './two-factor.repo';

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

/** The `validation_failed` a wrong code answers on the signed-in routes (a 401 would sign the page out). */
function wrongCode(): AppError {
  return new AppError('validation_failed', WRONG_CODE, { code: WRONG_CODE });
}

function notEnabled(): AppError {
  return new AppError('invalid_state', 'Two-factor sign-in is not on for your account.');
}

/** Creates the two-factor service; `signingSecret` seals TOTP secrets at rest. */
export function createTwoFactorService({
  db,
  clock,
  signingSecret,
}: {
  db: Db;
  clock: Clock;
  signingSecret: string;
}) {
  const box = createSecretBox(signingSecret);

  const userRow = async (userId: string) => {
    const row = await findTwoFactorUser(db, userId);
    if (!row) throw new AppError('unauthenticated', 'Sign in to continue');
    return row;
  };

  /** True when `code` is `row`'s current authenticator code, not used before; it is then used up. */
  const isTotpValid = async (
    row: { id: string; totpSecret: string | null; totpLastStep: number | null },
    code: string,
  ) => {
    const totp = asTotpCode(code);
    if (!row.totpSecret || !totp) return false;
    const step = await totpCodeStep(box.open(row.id, row.totpSecret), totp, clock.now(), row.totpLastStep);
    return step !== null && useTotpStep(db, row.id, step);
  };

  /** Uses up the recovery code `code` of `userId` if it is one of theirs; false otherwise. */
  const redeemRecoveryCode = async (userId: string, code: string): Promise<boolean> => {
    const normalized = normalizeRecoveryCode(code);
    if (normalized === '') return false;
    for (const row of await listUnusedRecoveryCodes(db, userId)) {
      if (await verifyPassword(row.codeHash, normalized)) return useRecoveryCode(db, row.id, clock.now());
    }
    return false;
  };

  /**
   * True when `code` is a current authenticator code of `userId` (one 30-second step of drift
   * either side, RFC 6238) or one of their unused recovery codes, which is then used up. False
   * also when two-factor sign-in is off.
   */
  const proves = async (userId: string, code: string): Promise<boolean> => {
    const row = await findTwoFactorUser(db, userId);
    if (!row?.twoFactorEnabledAt) return false;
    return (await isTotpValid(row, code)) || redeemRecoveryCode(userId, code);
  };

  /** Checks `code` for a signed-in person with two-factor sign-in on. Throws `invalid_state`, `validation_failed`. */
  const requireCode = async (userId: string, code: string) => {
    const row = await userRow(userId);
    if (!row.twoFactorEnabledAt) throw notEnabled();
    if (!(await proves(userId, code))) throw wrongCode();
  };

  /** Ten new recovery codes for `userId`: the codes to show once, and their hashes to store. */
  const mintRecoveryCodes = async () => {
    const codes = newRecoveryCodes();
    const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code))));
    return { codes, hashes };
  };

  /** The person's two-factor state in the account they work in (Settings → Two-factor sign-in). */
  const status = async (user: User): Promise<TwoFactorStatus> => {
    const row = await userRow(user.id);
    return {
      enabled: !!row.twoFactorEnabledAt,
      enabledAt: row.twoFactorEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: row.twoFactorEnabledAt ? await countUnusedRecoveryCodes(db, user.id) : 0,
      required: await findTwoFactorRequirement(db, user.accountId),
    };
  };

  /**
   * Starts enrolment: a new secret, stored sealed and not yet in force, for the authenticator app
   * (issuer Malipo, labelled with the email). Calling it again replaces the pending secret. Throws
   * `invalid_state` (409) when two-factor sign-in is already on.
   */
  const setup = async (user: User): Promise<TwoFactorSetup> => {
    const row = await userRow(user.id);
    if (row.twoFactorEnabledAt) {
      throw new AppError(
        'invalid_state',
        'Two-factor sign-in is already on. Turn it off to set up a new app.',
      );
    }
    const secret = newTotpSecret();
    await setPendingTotpSecret(db, user.id, box.seal(user.id, secret));
    return { otpauthUrl: totpUri(row.email, secret), secret };
  };

  /**
   * Turns two-factor sign-in on once `code` shows the app holds the pending secret, and counts it
   * as the session of `sessionToken` proving a second factor; returns ten recovery codes, shown
   * this once. Throws `invalid_state` (409) without a pending secret or when already on,
   * `validation_failed` (field `code`) for a wrong code.
   */
  const enable = async ({
    user,
    sessionToken,
    code,
    actor,
  }: {
    user: User;
    sessionToken: string;
    code: string;
    actor: AuditActor;
  }) => {
    const row = await userRow(user.id);
    if (row.twoFactorEnabledAt) throw new AppError('invalid_state', 'Two-factor sign-in is already on.');
    if (!row.totpSecret) throw new AppError('invalid_state', 'Start the set-up first.');
    if (!(await isTotpValid(row, code))) throw wrongCode();
    const { codes, hashes } = await mintRecoveryCodes();
    await enableTwoFactor(db, { userId: user.id, codeHashes: hashes, now: clock.now() });
    await markSecondFactor(db, sessionIdFromToken(sessionToken), clock.now());
    await recordAudit(db, clock, actor, { action: 'two_factor.enabled', target: user.email });
    return { recoveryCodes: codes };
  };

  /**
   * Turns two-factor sign-in off after a current or recovery code. Throws `invalid_state` (409)
   * when it is off or the account requires it, `validation_failed` (field `code`) for a wrong code.
   */
  const disable = async ({ user, code, actor }: { user: User; code: string; actor: AuditActor }) => {
    if (await findTwoFactorRequirement(db, user.accountId)) {
      throw new AppError(
        'invalid_state',
        `${user.businessName} requires two-factor sign-in, so it cannot be turned off.`,
      );
    }
    await requireCode(user.id, code);
    await disableTwoFactor(db, user.id);
    await recordAudit(db, clock, actor, { action: 'two_factor.disabled', target: user.email });
  };

  /**
   * Replaces every recovery code after a current or recovery code; returns the ten new ones, shown
   * this once. Throws `invalid_state` (409) when two-factor sign-in is off, `validation_failed`.
   */
  const regenerateRecoveryCodes = async ({
    user,
    code,
    actor,
  }: {
    user: User;
    code: string;
    actor: AuditActor;
  }) => {
    await requireCode(user.id, code);
    const { codes, hashes } = await mintRecoveryCodes();
    await replaceRecoveryCodes(db, user.id, hashes, clock.now());
    await recordAudit(db, clock, actor, {
      action: 'two_factor.recovery_codes_regenerated',
      target: user.email,
    });
    return { recoveryCodes: codes };
  };

  /**
   * Proves a fresh second factor to the session of `sessionToken` (before withdrawals, sends, new
   * API keys). Throws `invalid_state` (409) when two-factor sign-in is off, `validation_failed`.
   */
  const verifySession = async ({
    user,
    sessionToken,
    code,
  }: {
    user: User;
    sessionToken: string;
    code: string;
  }): Promise<void> => {
    await requireCode(user.id, code);
    await markSecondFactor(db, sessionIdFromToken(sessionToken), clock.now());
  };

  /**
   * Sets whether every member of the person's account needs two-factor sign-in. Only an owner may
   * (`forbidden`, 403), and only once their own is on (`invalid_state`, 409) so they are not
   * locked out of what they require.
   */
  const setRequirement = async ({
    user,
    required,
    actor,
  }: {
    user: User;
    required: boolean;
    actor: AuditActor;
  }): Promise<TwoFactorStatus> => {
    if (user.role !== 'owner') {
      throw new AppError('forbidden', 'Only an owner can require two-factor sign-in.');
    }
    if (required && !(await userRow(user.id)).twoFactorEnabledAt) {
      throw new AppError(
        'invalid_state',
        'Turn on two-factor sign-in for yourself before requiring it of everyone.',
      );
    }
    const before = await findTwoFactorRequirement(db, user.accountId);
    await setTwoFactorRequirement(db, user.accountId, required);
    await recordAudit(db, clock, actor, {
      action: 'two_factor.requirement_changed',
      target: user.accountId,
      details: { before, after: required },
    });
    return status(user);
  };

  /**
   * The user a sign-in's second step signs in: `challenge` must be unexpired and well signed, and
   * `code` a current authenticator code or an unused recovery code of its user (used up).
   * Throws `invalid_credentials` (401) with a message under `challenge` or `code`.
   */
  const proveSignIn = async ({ challenge, code }: { challenge: string; code: string }): Promise<string> => {
    const userId = readLoginChallenge(signingSecret, challenge, clock.now());
    if (!userId) {
      throw new AppError('invalid_credentials', 'Your sign-in has expired. Sign in again.', {
        challenge: 'Sign in again',
      });
    }
    if (!(await proves(userId, code))) {
      throw new AppError('invalid_credentials', WRONG_CODE, { code: WRONG_CODE });
    }
    return userId;
  };

  /**
   * The email of the person a well-signed `challenge` names, expired or not (to record a refused
   * second step as their failed sign-in); null for anything else.
   */
  const challengedEmail = async (challenge: string): Promise<string | null> => {
    const userId = readLoginChallenge(signingSecret, challenge);
    return userId ? ((await findTwoFactorUser(db, userId))?.email ?? null) : null;
  };

  return {
    status,
    setup,
    enable,
    disable,
    regenerateRecoveryCodes,
    verifySession,
    setRequirement,
    proveSignIn,
    challengedEmail,
  };
}

/** The two-factor service's methods. */
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

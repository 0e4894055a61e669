/**
 * Two-factor queries (docs/security.md#two-factor-sign-in): a user's sealed TOTP secret and when
 * two-factor sign-in was turned on, their recovery codes (hashes only), a session's last proof of a
 * second factor, and the account's requirement (on its home merchant row).
 * @module
 */
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, recoveryCodes, sessions, users } from '../../db/schema';
import { newId } from '../../lib/ids';

/** User `userId`'s email, sealed TOTP secret and when two-factor sign-in was turned on, or undefined. */
export async function findTwoFactorUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      totpSecret: users.totpSecret,
      totpLastStep: users.totpLastStep,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Records that `userId` used the code of time step `step`, unless a code of that step or a later one
 * was used first (a concurrent replay); false then.
 */
export async function useTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const used = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return used.length > 0;
}

/** Stores `sealedSecret` as user `userId`'s pending TOTP secret (two-factor sign-in stays off). */
export async function setPendingTotpSecret(db: Db, userId: string, sealedSecret: string): Promise<void> {
  await db.update(users).set({ totpSecret: sealedSecret }).where(eq(users.id, userId));
}

/** Replaces every recovery code of `userId` with `codeHashes`, dated `now`. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codeHashes.map((codeHash) => ({ id: newId('rcv'), userId, codeHash, createdAt: now })));
}

/** Turns two-factor sign-in on for `userId` at `now` with new recovery codes, in one transaction. */
export async function enableTwoFactor(
  db: Db,
  input: { userId: string; codeHashes: string[]; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ twoFactorEnabledAt: input.now }).where(eq(users.id, input.userId));
    await replaceRecoveryCodes(tx, input.userId, input.codeHashes, input.now);
  });
}

/** Turns two-factor sign-in off for `userId`: forgets the secret and every recovery code. */
export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, twoFactorEnabledAt: null }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/** The unused recovery codes of `userId`: ids and Argon2id hashes. */
export async function listUnusedRecoveryCodes(db: Db, userId: string) {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** How many recovery codes of `userId` are unused. */
export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Marks recovery code `id` used at `now`; false when it was already used (two requests racing). */
export async function useRecoveryCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** Records that session `sessionId` (the token's hash) proved a second factor at `now`. */
export async function markSecondFactor(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
}

/** Whether account `accountId` (its home row) requires two-factor sign-in of every member. */
export async function findTwoFactorRequirement(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: merchants.requireTwoFactor })
    .from(merchants)
    .where(eq(merchants.id, accountId));
  return row?.required ?? false;
}

/** Sets account `accountId`'s requirement on its home row. */
export async function setTwoFactorRequirement(db: Db, accountId: string, required: boolean): Promise<void> {
  // Kept on both mode rows, so a session's own mode row tells it.
  await db.update(merchants).set({ requireTwoFactor: required }).where(eq(merchants.accountId, accountId));
}

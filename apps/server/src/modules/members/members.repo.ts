/**
 * Memberships and invitations queries (docs/security.md#team-members). Invitations are found by
 * the SHA-256 of their token, never the token itself.
 * @module
 */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@malipo/contracts/roles';
import type { Db } from '../../db/client';
import { invitations, memberships, merchants, sessions, users } from '../../db/schema';

/** The members of account `accountId`, earliest first, with name, email and two-factor state. */
export async function listMembers(db: Db, accountId: string) {
  return db
    .select({
      userId: memberships.userId,
      role: memberships.role,
      joinedAt: memberships.createdAt,
      name: users.name,
      email: users.email,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(memberships.createdAt), asc(memberships.userId));
}

/**
 * Account `accountId`'s memberships, locked (`FOR UPDATE`) until `tx` ends, so two role changes
 * cannot together leave the account without an owner.
 */
export async function lockMemberships(tx: Db, accountId: string) {
  return tx
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.accountId, accountId))
    .for('update');
}

/** Adds `userId` to `accountId` with `role`; false when they already are a member. */
export async function insertMembership(
  tx: Db,
  row: { accountId: string; userId: string; role: Role; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx.insert(memberships).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/** Sets `userId`'s role in `accountId`. */
export async function updateMemberRole(tx: Db, accountId: string, userId: string, role: Role) {
  await tx
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
}

/** Removes `userId` from `accountId` and ends their sessions working in it. */
export async function deleteMembership(tx: Db, accountId: string, userId: string) {
  await tx
    .delete(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
  await tx.delete(sessions).where(and(eq(sessions.accountId, accountId), eq(sessions.userId, userId)));
}

/** Account `accountId`'s invitations still pending at `now`, newest first, with the inviter's name. */
export async function listPendingInvitations(db: Db, accountId: string, now: Date) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: users.name,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(pendingInvitation(accountId, now))
    .orderBy(asc(invitations.createdAt));
}

/** Not yet accepted, revoked or expired at `now`. */
function isPending(now: Date) {
  return and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));
}

function pendingInvitation(accountId: string, now: Date) {
  return and(eq(invitations.accountId, accountId), isPending(now));
}

/** Stores an invitation, first revoking any pending one for the same email in the account. */
export async function insertInvitation(tx: Db, row: typeof invitations.$inferInsert) {
  await tx
    .update(invitations)
    .set({ revokedAt: row.createdAt })
    .where(and(pendingInvitation(row.accountId, row.createdAt), eq(invitations.email, row.email)));
  await tx.insert(invitations).values(row);
}

/** Withdraws pending invitation `id` of `accountId` at `now`; false when there is none. */
export async function revokeInvitation(db: Db, accountId: string, id: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, id), pendingInvitation(accountId, now)))
    .returning({ id: invitations.id });
  return revoked.length > 0;
}

/** The invitation whose token hashes to `tokenHash`, pending at `now`, with its business and inviter. */
export async function findPendingInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: invitations, businessName: merchants.businessName, invitedBy: users.name })
    .from(invitations)
    .innerJoin(merchants, eq(merchants.id, invitations.accountId))
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.tokenHash, tokenHash), isPending(now)));
  return row;
}

/** Marks invitation `id` accepted at `now` unless it was used, revoked or expired meanwhile. */
export async function claimInvitation(tx: Db, id: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, id), isPending(now)))
    .returning({ id: invitations.id });
  return claimed.length > 0;
}

/**
 * The accounts `userId` belongs to, with their business names and the user's role: the one they
 * signed up with first, then in the order they joined.
 */
export async function listUserAccounts(db: Db, userId: string) {
  return db
    .select({
      accountId: memberships.accountId,
      role: memberships.role,
      businessName: merchants.businessName,
    })
    .from(memberships)
    .innerJoin(merchants, eq(merchants.id, memberships.accountId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, userId))
    .orderBy(
      desc(sql`${memberships.accountId} = ${users.merchantId}`),
      asc(memberships.createdAt),
      asc(memberships.accountId),
    );
}

/** Points session `sessionId` at `accountId` (whose membership the caller checked). */
export async function setSessionAccount(db: Db, sessionId: string, accountId: string) {
  await db.update(sessions).set({ accountId }).where(eq(sessions.id, sessionId));
}

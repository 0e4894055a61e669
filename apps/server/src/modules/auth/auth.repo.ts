/**
 * Users, merchants and sessions queries. A session is found by the SHA-256 of its token, never the
 * token itself (docs/architecture.md#merchants-sessions-and-the-public-api).
 * @module
 */
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@malipo/contracts/branding';
import type { Mode } from '@malipo/contracts/modes';
import type { Db } from '../../db/client';
import { memberships, merchants, sessions, users } from '../../db/schema';
import { newId, newMerchantCode } from '../../lib/ids';

/** The user with `email` (pass it lower-cased, as stored), or undefined. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

const modeMerchants = alias(merchants, 'mode_merchants');

/**
 * The user of session `sessionId` (the token's hash) unexpired at `now`, with the session's
 * account, the user's role in it, and the account's merchant row in the session's mode
 * (docs/providers.md#modes), or undefined — also when the user is no longer a member of the account.
 */
export async function findSessionUser(db: Db, sessionId: string, now: Date) {
  const [row] = await db
    .select({
      user: users,
      session: {
        accountId: sessions.accountId,
        mode: sessions.mode,
        lastSeenAt: sessions.lastSeenAt,
        secondFactorAt: sessions.secondFactorAt,
      },
      role: memberships.role,
      merchant: modeMerchants,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.accountId, sessions.accountId), eq(memberships.userId, sessions.userId)),
    )
    .innerJoin(
      modeMerchants,
      and(eq(modeMerchants.accountId, sessions.accountId), eq(modeMerchants.mode, sessions.mode)),
    )
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  return row;
}

/**
 * The account a new session of `userId` opens in: the one they signed up with while they are its
 * member, else the one they joined first; undefined when they belong to none.
 */
export async function findDefaultAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ accountId: memberships.accountId, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(sql`${memberships.accountId} = ${users.merchantId}`), memberships.createdAt)
    .limit(1);
  return row;
}

/** Records that session `sessionId` made a request at `now` (the sessions list's "last active"). */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** The unexpired sessions of `userId` at `now`, most recently used first. */
export async function listUserSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`), desc(sessions.id));
}

/** Ends session `sessionId` of `userId`; false when it is not theirs or already gone. */
export async function deleteUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Sets the mode of session `sessionId` (the token's hash). */
export async function setSessionMode(db: Db, sessionId: string, mode: Mode): Promise<void> {
  await db.update(sessions).set({ mode }).where(eq(sessions.id, sessionId));
}

/** The merchant row of account `accountId` (its home row's id) in `mode`, or undefined. */
export async function findMerchantInMode(db: Db, accountId: string, mode: Mode) {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.accountId, accountId), eq(merchants.mode, mode)));
  return row;
}

/** Merchant `merchantId`'s row (business name, branding, time zone, merchant code), or undefined. */
export async function findMerchant(db: Db, merchantId: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

/**
 * Creates an account as sign-up makes it (docs/providers.md#modes): its test home row and its live
 * row (business name = `name`, default colours, a new `MLP-` merchant code each), its user and the
 * user's owner membership, in one
 * transaction, dated `now`. Returns the new home merchant and user ids, or null (and inserts nothing)
 * when the email is taken, so sign-up can answer `email_taken` instead of a constraint error.
 */
export async function insertAccount(
  db: Db,
  input: { name: string; email: string; passwordHash: string; now: Date },
): Promise<{ merchantId: string; userId: string } | null> {
  const merchantId = newId('mer');
  const userId = newId('usr');
  const profile = {
    accountId: merchantId,
    businessName: input.name,
    logoUrl: null,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
    createdAt: input.now,
  };
  const emailTaken = new Error('email taken');
  try {
    await db.transaction(async (tx) => {
      await tx.insert(merchants).values([
        { ...profile, id: merchantId, mode: 'test', merchantCode: newMerchantCode() },
        { ...profile, id: newId('mer'), mode: 'live', merchantCode: newMerchantCode() },
      ]);
      const inserted = await tx
        .insert(users)
        .values({
          id: userId,
          merchantId,
          name: input.name,
          email: input.email,
          passwordHash: input.passwordHash,
          createdAt: input.now,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (inserted.length === 0) throw emailTaken;
      await tx
        .insert(memberships)
        .values({ accountId: merchantId, userId, role: 'owner', createdAt: input.now });
    });
    return { merchantId, userId };
  } catch (err) {
    if (err === emailTaken) return null;
    throw err;
  }
}

/** Stores a session row; its `id` is the SHA-256 of the token (`sessionIdFromToken`), never the token. */
export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** Ends session `sessionId` (the token's hash); nothing happens when it is already gone. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** The user with phone `phone` (E.164), or undefined. */
export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

/** The user with `id`, or undefined. */
export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Sets the given columns of user `id` (name, phone, password hash); nothing happens for an unknown id. */
export async function updateUser(
  db: Db,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Ends every session of `userId` except `keepSessionId`. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

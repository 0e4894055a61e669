/**
 * Users, merchants and sessions queries.
 * @module
 */
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, sessions, users } from '../../db/schema';

/** The user with `email` (lower-cased), or undefined. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The user and merchant behind an unexpired session id (the token's hash). */
export async function findSessionUser(db: Db, sessionId: string, now: Date) {
  const [row] = await db
    .select({ user: users, merchant: merchants })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(merchants, eq(merchants.id, users.merchantId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  return row;
}

/** Business name of a merchant. */
export async function findMerchant(db: Db, merchantId: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

/** Inserts a merchant and its owner in one transaction. Returns false (and inserts nothing) if the email is taken. */
export async function insertMerchantWithUser(
  db: Db,
  merchant: typeof merchants.$inferInsert,
  user: typeof users.$inferInsert,
): Promise<boolean> {
  const emailTaken = new Error('email taken');
  try {
    await db.transaction(async (tx) => {
      await tx.insert(merchants).values(merchant);
      const inserted = await tx
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (inserted.length === 0) throw emailTaken;
    });
    return true;
  } catch (err) {
    if (err === emailTaken) return false;
    throw err;
  }
}

/** Stores a session. */
export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** Deletes a session. */
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

/** Updates a user's columns. */
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

/**
 * Queries of what the public site collects: contact messages and newsletter subscribers. Neither
 * belongs to a merchant, so nothing here is scoped; only the admin routes read them.
 * @module
 */
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, newsletterSubscribers } from '../../db/schema';

/** Stores a contact-form message (`msg_…`) as submitted; nothing is sent anywhere. */
export async function insertContactMessage(db: Db, row: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(row);
}

/**
 * Stores a subscriber unless the (lower-cased) email is already subscribed; a repeat keeps the
 * first row's source and time.
 */
export async function insertSubscriberOnce(
  db: Db,
  row: typeof newsletterSubscribers.$inferInsert,
): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values(row)
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

/** The newest `limit` contact messages, newest first. */
export async function listContactMessages(db: Db, limit: number) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      company: contactMessages.company,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** The newest `limit` newsletter subscribers, newest first. */
export async function listSubscribers(db: Db, limit: number) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      source: newsletterSubscribers.source,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit);
}

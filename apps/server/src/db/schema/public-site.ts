/**
 * What the public site collects: contact-form messages and newsletter subscribers.
 * @module
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** A message sent through the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** A newsletter subscriber; `email` is stored lower-cased and unique, so signing up twice is a no-op. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  source: text('source').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

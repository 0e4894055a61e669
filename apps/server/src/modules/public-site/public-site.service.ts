/**
 * The public site's writes and the admin reads (docs/product.md#site-pages,
 * docs/product.md#real-behaviour): contact messages and newsletter sign-ups are stored, never
 * mailed. Input arrives already validated by the `@malipo/contracts/public-site` schemas.
 * @module
 */
import type {
  ContactMessage,
  ContactMessageRecord,
  ContactMessageResponse,
  NewsletterSignup,
  NewsletterSubscriberRecord,
} from '@malipo/contracts/public-site';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import {
  insertContactMessage,
  insertSubscriberOnce,
  listContactMessages,
  listSubscribers,
} from './public-site.repo';

/** How many records an admin listing returns at most (newest first). */
export const ADMIN_LIST_LIMIT = 200;

/** Creates the public site service; `clock` dates what it stores. */
export const createPublicSiteService = ({ db, clock }: { db: Db; clock: Clock }) => {
  /**
   * Stores a contact-form message; the name is first and last name joined by a space. Returns its id
   * (`msg_…`) and when it was received (ISO).
   */
  const sendContactMessage = async (input: ContactMessage): Promise<ContactMessageResponse> => {
    const id = newId('msg');
    const createdAt = clock.now();
    await insertContactMessage(db, {
      id,
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      company: input.company ?? null,
      subject: input.subject,
      message: input.message,
      createdAt,
    });
    return { id, receivedAt: createdAt.toISOString() };
  };

  /**
   * Subscribes the (already lower-cased) email with the box it came from (`footer`, `status`,
   * `blog`, …); subscribing again is a no-op, not an error, and keeps the first source.
   */
  const subscribe = async (input: NewsletterSignup): Promise<void> => {
    await insertSubscriberOnce(db, {
      id: newId('nl'),
      email: input.email,
      source: input.source,
      createdAt: clock.now(),
    });
  };

  /** The newest {@link ADMIN_LIST_LIMIT} contact messages. */
  const contactMessages = async (): Promise<ContactMessageRecord[]> =>
    (await listContactMessages(db, ADMIN_LIST_LIMIT)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    }));

  /** The newest {@link ADMIN_LIST_LIMIT} newsletter subscribers. */
  const subscribers = async (): Promise<NewsletterSubscriberRecord[]> =>
    (await listSubscribers(db, ADMIN_LIST_LIMIT)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    }));

  return { sendContactMessage, subscribe, contactMessages, subscribers };
};

/** The public site service's methods, as the public site and admin routes receive them. */
export type PublicSiteService = ReturnType<typeof createPublicSiteService>;

/**
 * The read-only admin API the browser tests use to see what the public forms stored
 * (`GET /api/admin/contact-messages`, `GET /api/admin/newsletter-subscribers`). The server of the
 * run gets {@link E2E_ADMIN_TOKEN} as `ADMIN_API_TOKEN` (`global-setup.ts`).
 */
import type { ContactMessageRecord, NewsletterSubscriberRecord } from '@malipo/contracts/public-site';

/** The admin token of the test server; not a secret, the server is throwaway. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-a-secret-0123456789';

async function getAdmin<T>(baseURL: string, path: string): Promise<T[]> {
  const res = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T[] }).data;
}

/** The stored contact messages, newest first. */
export const storedContactMessages = (baseURL: string) =>
  getAdmin<ContactMessageRecord>(baseURL, '/api/admin/contact-messages');

/** The stored newsletter subscribers, newest first. */
export const storedNewsletterSubscribers = (baseURL: string) =>
  getAdmin<NewsletterSubscriberRecord>(baseURL, '/api/admin/newsletter-subscribers');

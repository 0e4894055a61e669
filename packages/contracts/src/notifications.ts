/**
 * The email outbox as the dashboard shows it. In development and tests
 * emails are only written here (`logged`); with `SMTP_URL` set they are sent (`sent`).
 * @module
 */
import { z } from 'zod';

/** The emails to customers the Emails section lists (subscription and invoice emails). */
export const CUSTOMER_EMAIL_KINDS = [
  'subscribed',
  'renewal_receipt',
  'charge_failed',
  'canceled',
  'invoice',
  'invoice_reminder',
] as const;
/** One of {@link CUSTOMER_EMAIL_KINDS}. */
export type CustomerEmailKind = (typeof CUSTOMER_EMAIL_KINDS)[number];

/**
 * Every kind of outbox email: the customers' and a team invitation, which carries a sign-up link
 * for one person and so is never listed to the account's other members.
 */
export const EMAIL_KINDS = [...CUSTOMER_EMAIL_KINDS, 'team_invitation'] as const;

/** One email. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(CUSTOMER_EMAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['queued', 'sent', 'logged', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
/** An outbox email. */
export type Notification = z.infer<typeof notificationSchema>;

/** Body of `GET /api/notifications`: the merchant's 50 newest emails. */
export const notificationListSchema = z.object({ data: z.array(notificationSchema) });

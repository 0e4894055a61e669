/**
 * The email outbox as the dashboard shows it. In development and tests
 * emails are only written here (`logged`); with `SMTP_URL` set they are sent (`sent`).
 * @module
 */
import { z } from 'zod';

/** One email. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['subscribed', 'renewal_receipt', 'charge_failed', 'canceled']),
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

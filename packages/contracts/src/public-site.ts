/**
 * What the public site sends and reads (docs/product.md#site-pages, docs/product.md#real-behaviour "contact form sends nothing;
 * newsletter box does nothing; status page shows fixed operational"): the contact-form message,
 * the newsletter sign-up, the system status, and the stored records the admin API lists.
 * @module
 */
import { z } from 'zod';

/** Longest accepted contact message, in characters. */
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;

const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** A required one-line text field: trimmed, 1..`max` characters, messages naming `label`. */
function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * Body of `POST /api/public/contact` (docs/product.md#site-pages "Contact": First Name, Last Name, Email,
 * Company (Optional), Subject, Message). Strings are trimmed; an empty company means none.
 */
export const contactMessageInputSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  company: z
    .string()
    .trim()
    .max(200, 'Company must be at most 200 characters')
    .optional()
    .transform((v) => v || undefined),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', MAX_CONTACT_MESSAGE_LENGTH),
});
/** Contact form input, as the form sends it. */
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
/** Contact form input after validation (trimmed; company `undefined` when empty). */
export type ContactMessage = z.output<typeof contactMessageInputSchema>;

/** Body of the 201 answer to `POST /api/public/contact`. */
export const contactMessageResponseSchema = z.object({
  id: z.string(),
  /** ISO 8601 time the message was stored. */
  receivedAt: z.string(),
});
/** Answer to a sent contact message. */
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

/** Where a newsletter sign-up came from: the footer box, the blog's box, the status page. */
export const NEWSLETTER_SOURCES = ['footer', 'blog', 'status'] as const;
/** One of {@link NEWSLETTER_SOURCES}. */
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** Body of `POST /api/public/newsletter`. The email is stored lower-cased; `source` defaults to footer. */
export const newsletterSignupInputSchema = z.object({
  email: emailField,
  source: z.enum(NEWSLETTER_SOURCES, { error: 'Unknown sign-up source' }).default('footer'),
});
/** Newsletter sign-up input. */
export type NewsletterSignupInput = z.input<typeof newsletterSignupInputSchema>;
/** Newsletter sign-up after validation (email lower-cased, source defaulted). */
export type NewsletterSignup = z.output<typeof newsletterSignupInputSchema>;

/** Body of the 200 answer to `POST /api/public/newsletter`; the same for a repeated sign-up. */
export const newsletterSignupResponseSchema = z.object({ subscribed: z.literal(true) });
/** Answer to a newsletter sign-up. */
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;

/** Service status values (docs/product.md#states "Service status values"), best first. */
export const SERVICE_STATUSES = ['operational', 'degraded', 'outage'] as const;
/** One of {@link SERVICE_STATUSES}. */
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** What the status page labels each value (docs/product.md#states). */
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  operational: 'Operational',
  degraded: 'Degraded Performance',
  outage: 'Major Outage',
};

/** The services `GET /api/status` measures. */
export const STATUS_SERVICE_IDS = ['api', 'database', 'job_worker'] as const;

/** One measured service. */
export const serviceHealthSchema = z.object({
  id: z.enum(STATUS_SERVICE_IDS),
  name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  /**
   * Measured latency in ms: the API's event-loop delay, the database's `SELECT 1` round trip,
   * the job worker's time since its last poll; null when it could not be measured (outage).
   */
  responseTimeMs: z.number().nonnegative().nullable(),
  /** One sentence a visitor can read, e.g. "Last poll 0.4 s ago". */
  detail: z.string(),
});
/** One measured service. */
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** Body of `GET /api/status`: each service and the overall status, the worst of them. */
export const systemStatusSchema = z.object({
  status: z.enum(SERVICE_STATUSES),
  services: z.array(serviceHealthSchema),
  /** ISO 8601 time of the measurement. */
  checkedAt: z.string(),
});
/** The system status. */
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** A stored contact message, as `GET /api/admin/contact-messages` lists it (newest first). */
export const contactMessageRecordSchema = z.object({
  id: z.string(),
  /** First and last name joined by a space. */
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
/** A stored contact message. */
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

/** A stored newsletter subscriber, as `GET /api/admin/newsletter-subscribers` lists it (newest first). */
export const newsletterSubscriberRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string(),
  createdAt: z.string(),
});
/** A stored newsletter subscriber. */
export type NewsletterSubscriberRecord = z.infer<typeof newsletterSubscriberRecordSchema>;

/** Body of `GET /api/admin/contact-messages`. */
export const contactMessageListSchema = z.object({ data: z.array(contactMessageRecordSchema) });

/** Body of `GET /api/admin/newsletter-subscribers`. */
export const newsletterSubscriberListSchema = z.object({ data: z.array(newsletterSubscriberRecordSchema) });

/**
 * Delivers outbox emails (docs/subscriptions.md#emails): the `email.send` job sends one through
 * SMTP with nodemailer when `SMTP_URL` is configured (or through the transport a test injects) and
 * marks it `sent`; without SMTP (development, tests) it marks it `logged`, and the dashboard's email
 * list is where it is read. Attachments are made at send time from the email's row (an invoice's
 * PDF, docs/invoices.md#sending), so the outbox stores no file. A failed send is retried by the job
 * runner with backoff.
 * @module
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { JobResult } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';

/** One file sent with an email. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An outbox row, as {@link createEmailSender}'s `attachmentsOf` receives it. */
export type OutboxEmail = typeof emailOutbox.$inferSelect;

/** What sends a message: nodemailer's transport, or a test's recorder. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments: EmailAttachment[];
  }): Promise<unknown>;
}

/**
 * Creates the `email.send` job handler that delivers outbox email `emailId` from `from`, through
 * `transport` when given, else `smtpUrl` when set, with the files `attachmentsOf` makes for it
 * (called only when there is a transport). It returns `done`, also for an email unknown or no longer
 * `queued` (a duplicate job sends nothing); an SMTP or attachment failure is thrown, so the runner
 * retries with backoff.
 */
export function createEmailSender(deps: {
  db: Db;
  clock: Clock;
  smtpUrl?: string;
  from: string;
  transport?: MailTransport;
  attachmentsOf?: (email: OutboxEmail) => Promise<EmailAttachment[]>;
}) {
  const transport = deps.transport ?? (deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null);
  return async (emailId: string): Promise<JobResult> => {
    const [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
    if (!row || row.status !== 'queued') return 'done';
    if (transport) {
      await transport.sendMail({
        from: deps.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.body,
        attachments: (await deps.attachmentsOf?.(row)) ?? [],
      });
    }
    await deps.db
      .update(emailOutbox)
      .set({ status: transport ? 'sent' : 'logged', sentAt: deps.clock.now() })
      .where(eq(emailOutbox.id, emailId));
    return 'done';
  };
}

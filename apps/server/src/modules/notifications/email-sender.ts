/**
 * Delivers outbox emails (docs/subscriptions.md#emails): the `email.send` job sends one through
 * SMTP with nodemailer when `SMTP_URL` is configured and marks it `sent`; without SMTP
 * (development, tests) it marks it `logged`, and the dashboard's email list is where it is read. A
 * failed send is retried by the job runner with backoff.
 * @module
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { JobResult } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';

/**
 * Creates the `email.send` job handler that delivers outbox email `emailId` from `from`, through
 * `smtpUrl` when set. It returns `done`, also for an email unknown or no longer `queued` (a
 * duplicate job sends nothing); an SMTP failure is thrown, so the runner retries with backoff.
 */
export function createEmailSender(deps: { db: Db; clock: Clock; smtpUrl?: string; from: string }) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return async (emailId: string): Promise<JobResult> => {
    const [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
    if (!row || row.status !== 'queued') return 'done';
    if (transport) {
      await transport.sendMail({ from: deps.from, to: row.toAddress, subject: row.subject, text: row.body });
    }
    await deps.db
      .update(emailOutbox)
      .set({ status: transport ? 'sent' : 'logged', sentAt: deps.clock.now() })
      .where(eq(emailOutbox.id, emailId));
    return 'done';
  };
}

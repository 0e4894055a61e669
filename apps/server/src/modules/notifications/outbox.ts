/**
 * The email outbox (docs/subscriptions.md#emails): `queueEmail` is called inside the transaction of
 * the change it announces (the transactional outbox of docs/architecture.md#background-jobs) and
 * enqueues the `email.send` job that delivers it.
 * @module
 */
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs.repo';
import { newId } from '../../lib/ids';

/** Job kind that delivers one outbox email. */
export const EMAIL_SEND_JOB = 'email.send';

/**
 * An email to queue: its merchant, `kind` (`subscribed`, `renewal_receipt`, `charge_failed`,
 * `canceled`, `invoice`, `invoice_reminder`, `team_invitation`), recipient address, subject,
 * plain-text body, and the subscription or invoice it is about. An invoice's PDF is attached when the
 * email is sent, drawn then (`createEmailSender`'s `attachmentsOf`), so no bytes wait here.
 */
export interface OutgoingEmail {
  merchantId: string;
  kind: (typeof emailOutbox.$inferInsert)['kind'];
  to: string;
  subject: string;
  body: string;
  subscriptionId?: string;
  invoiceId?: string;
}

/**
 * Writes `email` to the outbox as `queued` and enqueues its `email.send` job, both in the caller's
 * `tx`, so the email exists if and only if the change it announces commits. Returns its id (`eml_…`).
 */
export async function queueEmail(tx: Db, email: OutgoingEmail, now: Date): Promise<string> {
  const id = newId('eml');
  await tx.insert(emailOutbox).values({
    id,
    merchantId: email.merchantId,
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    body: email.body,
    status: 'queued',
    subscriptionId: email.subscriptionId ?? null,
    invoiceId: email.invoiceId ?? null,
    createdAt: now,
  });
  await enqueueJob(tx, { kind: EMAIL_SEND_JOB, payload: { emailId: id }, runAt: now, now });
  return id;
}

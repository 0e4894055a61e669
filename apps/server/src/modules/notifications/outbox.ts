/**
 * The email outbox: `queueEmail` is called inside the transaction of the
 * change it announces (transactional outbox, docs/architecture.md#system-shape) and enqueues the `email.send` job that
 * delivers it.
 * @module
 */
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs.repo';
import { newId } from '../../lib/ids';

/** Job kind that delivers one outbox email. */
export const EMAIL_SEND_JOB = 'email.send';

/** An email to queue. */
export interface OutgoingEmail {
  merchantId: string;
  kind: (typeof emailOutbox.$inferInsert)['kind'];
  to: string;
  subject: string;
  body: string;
  subscriptionId?: string;
}

/** Writes `email` to the outbox and enqueues its delivery, in the caller's transaction. */
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
    createdAt: now,
  });
  await enqueueJob(tx, { kind: EMAIL_SEND_JOB, payload: { emailId: id }, runAt: now, now });
  return id;
}

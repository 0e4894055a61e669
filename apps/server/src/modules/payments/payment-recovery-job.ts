/**
 * A payment's recovery job (docs/payments.md#atomic-phases): written with the payment in phase 1, it
 * completes the payment from the provider's record if phase 3 never comes (a crash, a lost answer),
 * and is removed by the phase 3 that makes the payment final, in the same statement. Its id is the
 * payment's, so every path to a final state finds it without reading it first.
 * @module
 */
import type { SQL } from 'drizzle-orm';
import type { WritePart } from '../../db/write-parts';
import { pendingJobRemovalPart, type JobInput } from '../../jobs/jobs.repo';

/** Job kind that completes a payment left in `processing` (crash between phases). */
export const PAYMENT_RECOVER_JOB = 'payment.recover';
/** How long after creation a payment still `processing` is recovered, in ms. */
export const PAYMENT_RECOVER_AFTER_MS = 60_000;

/** The id of payment `paymentId`'s recovery job: `job_recover_pay_…`. */
export function recoveryJobId(paymentId: string): string {
  return `job_recover_${paymentId}`;
}

/** The recovery job of payment `paymentId` created at `now`, due {@link PAYMENT_RECOVER_AFTER_MS} later. */
export function recoveryJob(paymentId: string, now: Date): JobInput {
  return {
    id: recoveryJobId(paymentId),
    kind: PAYMENT_RECOVER_JOB,
    payload: { paymentId },
    runAt: new Date(now.getTime() + PAYMENT_RECOVER_AFTER_MS),
    now,
  };
}

/**
 * Deletes payment `paymentId`'s recovery job while it is still `pending`, as a part of the statement
 * that makes the payment final (`succeeded` or `failed`, which never go back to `processing`), when
 * `when` holds. The job would only have found the payment final and done nothing; left in place, every
 * payment would cost the worker a claim, a read and an update a minute later. A job a worker has
 * already claimed (`running`) is left to finish, which it does by finding the payment final.
 */
export function recoveryJobRemovalPart(paymentId: string, when: SQL): WritePart {
  return pendingJobRemovalPart(recoveryJobId(paymentId), when);
}

/**
 * The `webhook.deliver` job: one attempt of one delivery. It leases the delivery (so no
 * two workers send it at once, and an attempt cut short is taken up again when the lease ends),
 * signs the event (Standard Webhooks), posts it outside any database transaction
 * (docs/architecture.md#database), then records the answer — status code, the first 500 characters
 * of the body, the attempt count — in one transaction, which also deletes the lease's job
 * (docs/webhooks.md#deliveries-and-retries):
 * - 2xx → `succeeded`;
 * - 410 Gone → `failed`, and the endpoint is disabled (the receiver says it is gone for good);
 * - anything else, or no answer → retried on the schedule of `retry-schedule.ts`, then `failed`.
 * @module
 */
import type { Db } from '../../db/client';
import { runWriteParts, type WritePart } from '../../db/write-parts';
import type { JobResult } from '../../jobs/job-runner';
import { jobPart, pendingJobRemovalPart } from '../../jobs/jobs.repo';
import type { Clock } from '../../lib/clock';
import { deliveryJob } from './events';
import { nextWebhookAttemptAt } from './retry-schedule';
import { signedWebhook } from './webhook-signing';
import { WEBHOOK_TIMEOUT_MS, type PostWebhook, type WebhookResponse } from './webhook-transport';
import {
  DELIVERY_LEASED,
  deliveryLeasePart,
  deliveryUpdatePart,
  disableEndpoint,
  findDeliveryToSend,
  type WebhookDeliveryRow,
} from './webhooks.repo';

/** How long a leased attempt may take before another worker may take it over, in ms (60 s). */
export const WEBHOOK_LEASE_MS = WEBHOOK_TIMEOUT_MS * 4;

/** The reason recorded on an endpoint disabled by a 410 answer, which its dashboard card shows. */
export const GONE_REASON = 'The endpoint answered 410 Gone, so deliveries to it were stopped.';

/** Why an attempt got no HTTP answer, in words for the delivery log (never a stack trace). */
function describeFailure(err: unknown): string {
  if (err instanceof Error && err.name === 'TimeoutError') {
    return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  }
  if (err instanceof Error) {
    const cause = err.cause instanceof Error ? err.cause.message : null;
    return (cause ?? err.message).slice(0, 300);
  }
  return 'The request failed';
}

type Answer = { response: WebhookResponse } | { error: string };

function outcomeOf(answer: Answer, attempts: number, now: Date) {
  if ('error' in answer) {
    const retryAt = nextWebhookAttemptAt(attempts, now);
    return { retryAt, values: { lastStatusCode: null, lastResponseSnippet: null, lastError: answer.error } };
  }
  const { statusCode, bodySnippet } = answer.response;
  const values = { lastStatusCode: statusCode, lastResponseSnippet: bodySnippet, lastError: null };
  const isFinal = (statusCode >= 200 && statusCode < 300) || statusCode === 410;
  return { retryAt: isFinal ? null : nextWebhookAttemptAt(attempts, now), values };
}

/**
 * Creates the `webhook.deliver` job handler: one attempt of delivery `deliveryId` through `post`.
 * It returns `done` whatever the answer (each retry is a job of its own); a delivery not due (already
 * sent, or leased by another worker) is left alone, and one whose endpoint was disabled or deleted
 * since is failed without sending. A database error is thrown, and the job enqueued with the lease
 * takes the delivery up again after {@link WEBHOOK_LEASE_MS}.
 */
export function createWebhookDeliverer(deps: { db: Db; clock: Clock; post: PostWebhook }) {
  const { db, clock } = deps;

  /** Sends `parts` (a delivery's update first) as one statement on `tx`; throws if the delivery is gone. */
  const write = async (tx: Db, deliveryId: string, parts: WritePart[]) => {
    const [updated] = await runWriteParts(tx, parts);
    if (Number(updated) === 0) throw new Error(`webhook delivery ${deliveryId} vanished`);
  };

  /** Records `answer` on `delivery` and deletes its lease job `leaseJobId`, in one transaction. */
  const record = async (delivery: WebhookDeliveryRow, answer: Answer, leaseJobId: string) => {
    const now = clock.now();
    const { retryAt, values } = outcomeOf(answer, delivery.attempts, now);
    const statusCode = 'response' in answer ? answer.response.statusCode : null;
    const isSuccess = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const parts = [
      deliveryUpdatePart(delivery.id, {
        ...values,
        status: isSuccess ? 'succeeded' : retryAt ? 'pending' : 'failed',
        nextAttemptAt: retryAt,
        updatedAt: now,
      }),
      pendingJobRemovalPart(leaseJobId),
      ...(retryAt ? [jobPart(deliveryJob({ deliveryId: delivery.id, runAt: retryAt, now }))] : []),
    ];
    if (statusCode !== 410) return write(db, delivery.id, parts);
    await db.transaction(async (tx) => {
      await write(tx, delivery.id, parts);
      await disableEndpoint(tx, delivery.endpointId, GONE_REASON, now);
    });
  };

  return async (deliveryId: string): Promise<JobResult> => {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + WEBHOOK_LEASE_MS);
    // Should this attempt never record its answer (the worker dies, the database fails), the lease
    // job takes the delivery up again once the lease ends; recording the answer deletes it.
    const leaseJob = jobPart(deliveryJob({ deliveryId, runAt: leaseUntil, now }), DELIVERY_LEASED);
    const [taken] = await runWriteParts(db, [
      deliveryLeasePart({ id: deliveryId, now, leaseUntil }),
      leaseJob,
    ]);
    if (Number(taken) === 0) return 'done';
    const leased = await findDeliveryToSend(db, deliveryId);
    if (!leased) throw new Error(`webhook delivery ${deliveryId} vanished`);
    const { delivery, endpoint, event } = leased;
    if (!endpoint.isEnabled || endpoint.deletedAt) {
      const failed = deliveryUpdatePart(delivery.id, {
        status: 'failed',
        attempts: delivery.attempts - 1,
        nextAttemptAt: null,
        lastError: endpoint.deletedAt ? 'The endpoint was deleted' : 'The endpoint is disabled',
        updatedAt: now,
      });
      await write(db, delivery.id, [failed, pendingJobRemovalPart(leaseJob.id)]);
      return 'done';
    }
    const request = signedWebhook({ event, secret: endpoint.secret, signedAt: now });
    const answer: Answer = await deps.post({ url: endpoint.url, ...request }).then(
      (response) => ({ response }),
      (err: unknown) => ({ error: describeFailure(err) }),
    );
    await record(delivery, answer, leaseJob.id);
    return 'done';
  };
}

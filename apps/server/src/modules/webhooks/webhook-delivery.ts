/**
 * The `webhook.deliver` job: one attempt of one delivery. It leases the delivery (so no
 * two workers send it at once, and an attempt cut short is taken up again when the lease ends),
 * signs the event (Standard Webhooks), posts it outside any database transaction
 * (docs/architecture.md#database), then records the answer — status code, the first 500 characters
 * of the body, the attempt count — in one transaction (docs/webhooks.md#deliveries-and-retries):
 * - 2xx → `succeeded`;
 * - 410 Gone → `failed`, and the endpoint is disabled (the receiver says it is gone for good);
 * - anything else, or no answer → retried on the schedule of `retry-schedule.ts`, then `failed`.
 * @module
 */
import type { Db } from '../../db/client';
import type { JobResult } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import { enqueueDeliveryJob } from './events';
import { nextWebhookAttemptAt } from './retry-schedule';
import { signedWebhook } from './webhook-signing';
import { WEBHOOK_TIMEOUT_MS, type PostWebhook, type WebhookResponse } from './webhook-transport';
import { disableEndpoint, leaseDueDelivery, updateDelivery, type WebhookDeliveryRow } from './webhooks.repo';

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

  const record = async (delivery: WebhookDeliveryRow, answer: Answer) => {
    const now = clock.now();
    const { retryAt, values } = outcomeOf(answer, delivery.attempts, now);
    const statusCode = 'response' in answer ? answer.response.statusCode : null;
    const isSuccess = statusCode !== null && statusCode >= 200 && statusCode < 300;
    await db.transaction(async (tx) => {
      await updateDelivery(tx, delivery.id, {
        ...values,
        status: isSuccess ? 'succeeded' : retryAt ? 'pending' : 'failed',
        nextAttemptAt: retryAt,
        updatedAt: now,
      });
      if (statusCode === 410) await disableEndpoint(tx, delivery.endpointId, GONE_REASON, now);
      if (retryAt) await enqueueDeliveryJob(tx, { deliveryId: delivery.id, runAt: retryAt, now });
    });
  };

  return async (deliveryId: string): Promise<JobResult> => {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + WEBHOOK_LEASE_MS);
    const leased = await db.transaction(async (tx) => {
      const row = await leaseDueDelivery(tx, { id: deliveryId, now, leaseUntil });
      // Should this attempt never record its answer (the worker dies, the database fails), this
      // job takes the delivery up again once the lease ends; otherwise it finds nothing due.
      if (row) await enqueueDeliveryJob(tx, { deliveryId, runAt: leaseUntil, now });
      return row;
    });
    if (!leased) return 'done';
    const { delivery, endpoint, event } = leased;
    if (!endpoint.isEnabled || endpoint.deletedAt) {
      await updateDelivery(db, delivery.id, {
        status: 'failed',
        attempts: delivery.attempts - 1,
        nextAttemptAt: null,
        lastError: endpoint.deletedAt ? 'The endpoint was deleted' : 'The endpoint is disabled',
        updatedAt: now,
      });
      return 'done';
    }
    const request = signedWebhook({ event, secret: endpoint.secret, signedAt: now });
    const answer: Answer = await deps.post({ url: endpoint.url, ...request }).then(
      (response) => ({ response }),
      (err: unknown) => ({ error: describeFailure(err) }),
    );
    await record(delivery, answer);
    return 'done';
  };
}

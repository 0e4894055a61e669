/**
 * The events outbox (docs/webhooks.md#events, the transactional outbox of
 * docs/architecture.md#background-jobs): a change a merchant can be told about is recorded as an
 * event in the same database transaction as the change, with one delivery per enabled webhook
 * endpoint that listens to its type, and one `webhook.deliver` job per delivery.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { WEBHOOK_TEST_EVENT_TYPE, WebhookEventType } from '@malipo/contracts/webhooks';
import { queryRows, type Db } from '../../db/client';
import { events, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs.repo';
import { newId } from '../../lib/ids';

/** Job kind that delivers one webhook delivery (`payload.deliveryId`). */
export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

/**
 * An event to record: `type` one of contracts' `WEBHOOK_EVENT_TYPES` (or the test event); `data` is
 * the object as the `/v1` API shows it (a transaction for `payment.*`, a refund for `refund.*`…,
 * amounts in minor units; docs/webhooks.md#payload); `now` is the change's time.
 */
export interface EventInput {
  merchantId: string;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT_TYPE;
  data: Record<string, unknown>;
  now: Date;
}

/**
 * Records an event and schedules a delivery to each of the merchant's enabled endpoints that
 * listens to its type (an empty `eventTypes` listens to all). Call it with the transaction (`tx`) of
 * the change so the event exists if and only if the change does. Returns the event id (`evt_…`).
 * The event row and the listening endpoints are one statement; a delivery is two more per endpoint.
 */
export async function recordEvent(tx: Db, input: EventInput): Promise<string> {
  const eventId = newId('evt');
  const endpoints = await queryRows<{ id: string }>(
    tx,
    sql`WITH event AS (
      INSERT INTO ${events} (id, merchant_id, type, data, created_at)
      VALUES (${eventId}, ${input.merchantId}, ${input.type}, ${JSON.stringify(input.data)}::jsonb,
        ${input.now.toISOString()}::timestamptz)
    )
    SELECT e.id FROM ${webhookEndpoints} e
    WHERE e.merchant_id = ${input.merchantId} AND e.is_enabled AND e.deleted_at IS NULL
      AND (jsonb_array_length(e.event_types) = 0 OR e.event_types ? ${input.type})
    ORDER BY e.id`,
  );
  for (const endpoint of endpoints) {
    await scheduleDelivery(tx, {
      merchantId: input.merchantId,
      endpointId: endpoint.id,
      eventId,
      now: input.now,
    });
  }
  return eventId;
}

/** Writes the event row only, without deliveries (the test event's); returns its id (`evt_…`). */
export async function insertEvent(tx: Db, input: EventInput): Promise<string> {
  const eventId = newId('evt');
  await tx.insert(events).values({
    id: eventId,
    merchantId: input.merchantId,
    type: input.type,
    data: input.data,
    createdAt: input.now,
  });
  return eventId;
}

/**
 * Creates a pending delivery of `eventId` to `endpointId`, due at `now`, and its job, in `tx`;
 * returns the delivery id (`whd_…`).
 */
export async function scheduleDelivery(
  tx: Db,
  input: { merchantId: string; endpointId: string; eventId: string; now: Date },
): Promise<string> {
  const deliveryId = newId('whd');
  await tx.insert(webhookDeliveries).values({
    id: deliveryId,
    merchantId: input.merchantId,
    endpointId: input.endpointId,
    eventId: input.eventId,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: input.now,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await enqueueDeliveryJob(tx, { deliveryId, runAt: input.now, now: input.now });
  return deliveryId;
}

/**
 * Enqueues one attempt of delivery `deliveryId` at `runAt`. The job itself never retries
 * (`maxAttempts: 1`): the delivery keeps its own schedule (`retry-schedule.ts`) and each retry is a
 * new job, so a duplicate job is harmless — only the one that leases a due delivery sends.
 */
export async function enqueueDeliveryJob(
  tx: Db,
  input: { deliveryId: string; runAt: Date; now: Date },
): Promise<void> {
  await enqueueJob(tx, {
    kind: WEBHOOK_DELIVER_JOB,
    payload: { deliveryId: input.deliveryId },
    runAt: input.runAt,
    now: input.now,
    maxAttempts: 1,
  });
}

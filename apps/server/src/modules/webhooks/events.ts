/**
 * The events outbox (issue #7, DESIGN.md §1 transactional outbox): a change a merchant can be told
 * about is recorded as an event in the same database transaction as the change, with one delivery
 * per enabled webhook endpoint that listens to its type, and one `webhook.deliver` job per delivery.
 * @module
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs.repo';
import { newId } from '../../lib/ids';

/** Job kind that delivers one webhook delivery (`payload.deliveryId`). */
export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

/** An event to record: `type` such as `payment.succeeded`; `data` is the object as the API shows it. */
export interface EventInput {
  merchantId: string;
  type: string;
  data: Record<string, unknown>;
  now: Date;
}

/**
 * Records an event and schedules its deliveries. Call it with the transaction (`tx`) of the change
 * so the event exists if and only if the change does. Returns the event id (`evt_…`).
 */
export async function recordEvent(tx: Db, input: EventInput): Promise<string> {
  const eventId = newId('evt');
  await tx.insert(events).values({
    id: eventId,
    merchantId: input.merchantId,
    type: input.type,
    data: input.data,
    createdAt: input.now,
  });
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.merchantId, input.merchantId),
        eq(webhookEndpoints.isEnabled, true),
        isNull(webhookEndpoints.deletedAt),
      ),
    );
  for (const endpoint of endpoints) {
    if (endpoint.eventTypes.length > 0 && !endpoint.eventTypes.includes(input.type)) continue;
    await scheduleDelivery(tx, {
      merchantId: input.merchantId,
      endpointId: endpoint.id,
      eventId,
      now: input.now,
    });
  }
  return eventId;
}

/** Creates a pending delivery of `eventId` to `endpointId` and its job; returns the delivery id (`whd_…`). */
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
  await enqueueJob(tx, {
    kind: WEBHOOK_DELIVER_JOB,
    payload: { deliveryId },
    runAt: input.now,
    now: input.now,
    maxAttempts: 1,
  });
  return deliveryId;
}

/**
 * The events outbox (docs/webhooks.md#events, the transactional outbox of
 * docs/architecture.md#background-jobs): a change a merchant can be told about is recorded as an
 * event in the same database transaction as the change, with one delivery per enabled webhook
 * endpoint that listens to its type, and one `webhook.deliver` job per delivery.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { WEBHOOK_TEST_EVENT_TYPE, WebhookEventType } from '@malipo/contracts/webhooks';
import { type Db } from '../../db/client';
import { events, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { tableRows } from '../../db/table-rows';
import { ALWAYS, runWriteParts, type WritePart } from '../../db/write-parts';
import { enqueueJob, jobPerRowCte, type JobInput } from '../../jobs/jobs.repo';
import { newId, newIdSql } from '../../lib/ids';

/** Job kind that delivers one webhook delivery (`payload.deliveryId`). */
export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

/**
 * A delivery's job is one attempt and never retries itself (`maxAttempts: 1`): the delivery keeps
 * its own schedule (`retry-schedule.ts`) and each retry is a new job, so a duplicate job is
 * harmless — only the one that leases a due delivery sends.
 */
const DELIVERY_JOB = { kind: WEBHOOK_DELIVER_JOB, maxAttempts: 1 };

const eventRows = tableRows(events);

/**
 * An event to record: `type` one of contracts' `WEBHOOK_EVENT_TYPES` (or the test event); `data` is
 * the object as the `/v1` API shows it (a transaction for `payment.*`, a refund for `refund.*`…,
 * amounts in minor units; docs/webhooks.md#payload); `now` is the change's time. `endpointId`, for
 * the test event, delivers to that endpoint only, whatever types it listens to.
 */
export interface EventInput {
  merchantId: string;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT_TYPE;
  data: Record<string, unknown>;
  now: Date;
  endpointId?: string;
}

/** Which of the merchant's enabled endpoints get a delivery of the event (alias `e`). */
function listeners(input: EventInput): SQL {
  return input.endpointId
    ? sql`e.id = ${input.endpointId}`
    : sql`(jsonb_array_length(e.event_types) = 0 OR e.event_types ? ${input.type}::text)`;
}

/**
 * An event and a pending delivery, due at once, to each of the merchant's enabled endpoints that
 * listens to its type (an empty `eventTypes` listens to all), each with its `webhook.deliver` job,
 * as a part of a combined statement (`db/write-parts.ts`; CTEs `event_…`) written only when `when`
 * holds: set-based, so one statement whatever the number of endpoints. Send it with the change, so
 * the event exists if and only if the change does. `id` is the event's (`evt_…`); the part's output
 * is the id of its one delivery (`whd_…`) when `endpointId` names the endpoint.
 */
export function eventPart(input: EventInput, when: SQL = ALWAYS): WritePart & { id: string } {
  const id = newId('evt');
  const now = input.now.toISOString();
  const row = { id, merchantId: input.merchantId, type: input.type, data: input.data, createdAt: input.now };
  return {
    id,
    output: input.endpointId ? sql`(SELECT id FROM event_deliveries)` : undefined,
    ctes: [
      sql`event_row AS (INSERT INTO ${events} ${eventRows.selectValues(row, when)} RETURNING id)`,
      sql`event_deliveries AS (
        INSERT INTO ${webhookDeliveries}
          (id, merchant_id, endpoint_id, event_id, status, attempts, next_attempt_at, created_at, updated_at)
        SELECT ${newIdSql('whd', input.now)}, e.merchant_id, e.id, ev.id, 'pending', 0,
          ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
        FROM event_row ev JOIN ${webhookEndpoints} e
          ON e.merchant_id = ${input.merchantId} AND e.is_enabled AND e.deleted_at IS NULL AND ${listeners(input)}
        RETURNING id
      )`,
      jobPerRowCte('event_jobs', 'event_deliveries', {
        ...DELIVERY_JOB,
        payload: sql`jsonb_build_object('deliveryId', r.id)`,
        runAt: input.now,
        now: input.now,
      }),
    ],
  };
}

/**
 * Records an event and schedules its deliveries ({@link eventPart}) in one statement. Call it with
 * the transaction (`tx`) of the change. Returns the event id (`evt_…`).
 */
export async function recordEvent(tx: Db, input: EventInput): Promise<string> {
  const part = eventPart(input);
  await runWriteParts(tx, [part]);
  return part.id;
}

/** One attempt of delivery `deliveryId` at `runAt`, as a job to write (a {@link DELIVERY_JOB}). */
export function deliveryJob(input: { deliveryId: string; runAt: Date; now: Date }): JobInput {
  return { ...DELIVERY_JOB, payload: { deliveryId: input.deliveryId }, runAt: input.runAt, now: input.now };
}

/** Enqueues one attempt of delivery `deliveryId` at `runAt` (a {@link DELIVERY_JOB}). */
export async function enqueueDeliveryJob(
  tx: Db,
  input: { deliveryId: string; runAt: Date; now: Date },
): Promise<void> {
  await enqueueJob(tx, deliveryJob(input));
}

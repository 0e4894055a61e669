/**
 * Webhook endpoint and delivery queries, always scoped by merchant
 * (docs/conventions.md#services-and-routes), plus the unscoped reads and the lease the delivery job
 * needs (it acts for no merchant).
 * @module
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { tableRows } from '../../db/table-rows';
import type { WritePart } from '../../db/write-parts';

/**
 * A webhook endpoint row: `url`, `secret` (`whsec_…`), `eventTypes` (empty = all), `isEnabled`,
 * `disabledReason` when Malipo disabled it, `deletedAt` once deleted.
 */
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
/**
 * A webhook delivery row: one event to one endpoint, `status` (`pending`, `succeeded`, `failed`),
 * `attempts`, `nextAttemptAt`, and the last answer (`lastStatusCode`, `lastResponseSnippet`) or
 * `lastError`.
 */
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery with its event's type, as the delivery log lists it. */
export type DeliveryWithType = WebhookDeliveryRow & { eventType: string };

const ownedEndpoint = (merchantId: string, id: string) =>
  and(
    eq(webhookEndpoints.merchantId, merchantId),
    eq(webhookEndpoints.id, id),
    isNull(webhookEndpoints.deletedAt),
  );

/** Inserts endpoint `row` and returns the stored row. */
export async function insertEndpoint(
  db: Db,
  row: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  if (!inserted) throw new Error('webhook endpoint insert returned nothing');
  return inserted;
}

/** The merchant's endpoints (not deleted), newest first. */
export async function listEndpoints(db: Db, merchantId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

/** One of the merchant's endpoints (not deleted), or undefined. */
export async function findEndpoint(
  db: Db,
  merchantId: string,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(ownedEndpoint(merchantId, id));
  return row;
}

/** Updates one of the merchant's endpoints (not deleted); returns the new row or undefined. */
export async function updateEndpoint(
  db: Db,
  merchantId: string,
  id: string,
  values: Partial<WebhookEndpointRow>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(ownedEndpoint(merchantId, id))
    .returning();
  return row;
}

/** Disables endpoint `id` (any merchant) with `reason`, e.g. after it answered 410 Gone. */
export async function disableEndpoint(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ isEnabled: false, disabledReason: reason, updatedAt: now })
    .where(eq(webhookEndpoints.id, id));
}

const deliveryColumns = { delivery: webhookDeliveries, eventType: events.type };

const withType = (row: { delivery: WebhookDeliveryRow; eventType: string }): DeliveryWithType => ({
  ...row.delivery,
  eventType: row.eventType,
});

/** The 50 newest deliveries to one of the merchant's endpoints, newest first. */
export async function listDeliveries(
  db: Db,
  merchantId: string,
  endpointId: string,
): Promise<DeliveryWithType[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.merchantId, merchantId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(50);
  return rows.map(withType);
}

/** One delivery of the merchant's endpoint, with its event type, or undefined. */
export async function findDelivery(
  db: Db,
  input: { merchantId: string; endpointId: string; id: string },
): Promise<DeliveryWithType | undefined> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.merchantId, input.merchantId),
        eq(webhookDeliveries.endpointId, input.endpointId),
        eq(webhookDeliveries.id, input.id),
      ),
    );
  return row ? withType(row) : undefined;
}

/**
 * Takes delivery `id` for one attempt when it is pending and due at `now`, as a part of a combined
 * statement (`db/write-parts.ts`): counts the attempt and pushes `next_attempt_at` to `leaseUntil`,
 * so a second worker (or a duplicate job) skips it and a worker that dies mid-attempt leaves it to be
 * retried once the lease ends. Its output is 1 when taken, 0 when not due; {@link DELIVERY_LEASED}
 * is the condition that it was taken.
 */
export function deliveryLeasePart(input: { id: string; now: Date; leaseUntil: Date }): WritePart {
  return {
    ctes: [
      sql`delivery_leased AS (UPDATE ${webhookDeliveries}
        SET attempts = attempts + 1, next_attempt_at = ${input.leaseUntil}, updated_at = ${input.now}
        WHERE id = ${input.id} AND status = 'pending' AND next_attempt_at <= ${input.now}
        RETURNING id)`,
    ],
    output: sql`(SELECT count(*)::int FROM delivery_leased)`,
  };
}

/** The condition that {@link deliveryLeasePart} took its delivery. */
export const DELIVERY_LEASED: SQL = sql`EXISTS (SELECT 1 FROM delivery_leased)`;

/** Delivery `id` (any merchant) with its endpoint and event, or undefined. */
export async function findDeliveryToSend(db: Db, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: events })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

const deliveryRows = tableRows(webhookDeliveries);

/**
 * Sets the given columns of delivery `id` (any merchant) as a part of a combined statement; its
 * output is the count of rows updated (0 or 1).
 */
export function deliveryUpdatePart(id: string, values: Partial<WebhookDeliveryRow>): WritePart {
  return {
    ctes: [
      sql`delivery_updated AS (UPDATE ${webhookDeliveries} SET ${deliveryRows.set(values)} WHERE id = ${id}
        RETURNING id)`,
    ],
    output: sql`(SELECT count(*)::int FROM delivery_updated)`,
  };
}

/**
 * Sets the given columns of delivery `id` (any merchant) and returns the row. Throws a plain `Error`
 * when the row is gone: deliveries are never deleted, so that is a programming error.
 */
export async function updateDelivery(
  db: Db,
  id: string,
  values: Partial<WebhookDeliveryRow>,
): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .update(webhookDeliveries)
    .set(values)
    .where(eq(webhookDeliveries.id, id))
    .returning();
  if (!row) throw new Error(`webhook delivery ${id} vanished`);
  return row;
}

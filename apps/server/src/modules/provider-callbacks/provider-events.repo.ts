/**
 * Provider events queries (docs/providers.md#callbacks): an event is inserted once per provider
 * and key; a repeat inserts nothing.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerEvents, type ProviderEventStatus } from '../../db/schema';

/** A provider event row. */
export type ProviderEventRow = typeof providerEvents.$inferSelect;

/** Inserts `row` unless the provider already sent an event with its key; returns it, or null for a repeat. */
export async function insertProviderEvent(
  db: Db,
  row: typeof providerEvents.$inferInsert,
): Promise<ProviderEventRow | null> {
  const [inserted] = await db
    .insert(providerEvents)
    .values(row)
    .onConflictDoNothing({ target: [providerEvents.provider, providerEvents.eventKey] })
    .returning();
  return inserted ?? null;
}

/** Event `id`, or undefined. */
export async function findProviderEvent(db: Db, id: string): Promise<ProviderEventRow | undefined> {
  const [row] = await db.select().from(providerEvents).where(eq(providerEvents.id, id));
  return row;
}

/** Records what became of event `id` at `now`. */
export async function setProviderEventStatus(
  db: Db,
  id: string,
  status: ProviderEventStatus,
  now: Date,
): Promise<void> {
  await db.update(providerEvents).set({ status, processedAt: now }).where(eq(providerEvents.id, id));
}

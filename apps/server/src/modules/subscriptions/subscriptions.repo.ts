/**
 * Subscription queries. `lockSubscription` holds the row until commit so two workers recording the
 * outcome of one period run one after the other.
 * @module
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, payments, subscriptionLinks, subscriptions } from '../../db/schema';
import { afterPosition, type KeysetPosition } from '../../lib/keyset';
import { paymentKeyIs } from '../payments/payments.repo';

/** A subscription row. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A subscription with its plan and its merchant's row, or undefined. */
export async function findSubscriptionWithPlan(db: Db, id: string) {
  const [row] = await db
    .select({ subscription: subscriptions, link: subscriptionLinks, merchant: merchants })
    .from(subscriptions)
    .innerJoin(subscriptionLinks, eq(subscriptionLinks.id, subscriptions.linkId))
    .innerJoin(merchants, eq(merchants.id, subscriptions.merchantId))
    .where(eq(subscriptions.id, id));
  return row;
}

/** Reads and locks a subscription (`SELECT … FOR UPDATE`) inside the caller's transaction. */
export async function lockSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** Updates a subscription's columns and returns the new row. */
export async function updateSubscription(
  db: Db,
  id: string,
  values: Partial<SubscriptionRow>,
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/** The charges (payments) of subscriptions `ids`, oldest first. */
export async function chargesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.sourceType, 'subscription'), inArray(payments.sourceId, ids)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * Subscriptions with their plans matching `where`, newest first: all of them, or with `page` at
 * most `limit` after position `after` (null: from the newest), by keyset on (created_at, id).
 */
export async function listSubscriptionsWithPlan(
  db: Db,
  where: SQL | undefined,
  page?: { after: KeysetPosition | null; limit: number },
) {
  const after = page?.after
    ? afterPosition(subscriptions.createdAt, subscriptions.id, page.after)
    : undefined;
  const query = db
    .select({ subscription: subscriptions, link: subscriptionLinks, merchant: merchants })
    .from(subscriptions)
    .innerJoin(subscriptionLinks, eq(subscriptionLinks.id, subscriptions.linkId))
    .innerJoin(merchants, eq(merchants.id, subscriptions.merchantId))
    .where(and(where, after))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return page ? query.limit(page.limit) : query;
}

/** The payment of a subscription charge attempt (idempotency scope and key), or undefined. */
export async function findChargePayment(db: Db, scope: string, key: string) {
  const [row] = await db.select().from(payments).where(paymentKeyIs({ scope, key }));
  return row;
}

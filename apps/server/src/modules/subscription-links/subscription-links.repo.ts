/**
 * Subscription link queries, scoped by merchant (docs/conventions.md#services-and-routes), plus the
 * public lookup of the subscribe page. Subscriber count and revenue are derived in SQL: subscriptions
 * trialing, active or past due, and the captured payments of the link's subscriptions (source
 * `subscription`) net of refunds (docs/subscriptions.md#subscription-states).
 * @module
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, subscriptionLinks } from '../../db/schema';
import { isCapturedSql, netAmountSql } from '../payments/captured-payments';

/**
 * A subscription link row: `amountMinor`, `currency`, `billingCycle`, `trialDays`, `status`
 * (`active` or `paused`) and `deletedAt` once deleted.
 */
export type SubscriptionLinkRow = typeof subscriptionLinks.$inferSelect;

/** A subscription link row with its stats (revenue in minor units). */
export interface SubscriptionLinkWithStats {
  link: SubscriptionLinkRow;
  subscribersCount: number;
  totalRevenueMinor: number;
}

// Correlated on the outer "subscription_links" row (Drizzle leaves columns unqualified).
const stats = {
  subscribersCount: sql<number>`(select count(*) from subscriptions s
    where s.link_id = "subscription_links"."id" and s.status in ('trialing', 'active', 'past_due'))`.mapWith(
    Number,
  ),
  totalRevenueMinor: sql<number>`(select coalesce(sum(${netAmountSql('p')}), 0) from payments p
    join subscriptions s on s.id = p.source_id
    where p.source_type = 'subscription' and s.link_id = "subscription_links"."id" and ${isCapturedSql('p')})`.mapWith(
    Number,
  ),
};

/** Inserts subscription link `row`; the caller chose its public id and its status. */
export async function insertSubscriptionLink(
  db: Db,
  row: typeof subscriptionLinks.$inferInsert,
): Promise<void> {
  await db.insert(subscriptionLinks).values(row);
}

/** A merchant's subscription links (not deleted), newest first, with their stats. */
export async function listSubscriptionLinks(
  db: Db,
  merchantId: string,
): Promise<SubscriptionLinkWithStats[]> {
  return db
    .select({ link: subscriptionLinks, ...stats })
    .from(subscriptionLinks)
    .where(and(eq(subscriptionLinks.merchantId, merchantId), isNull(subscriptionLinks.deletedAt)))
    .orderBy(desc(subscriptionLinks.createdAt), desc(subscriptionLinks.id));
}

/** One of a merchant's subscription links (not deleted) with its stats, or undefined. */
export async function findSubscriptionLink(
  db: Db,
  merchantId: string,
  id: string,
): Promise<SubscriptionLinkWithStats | undefined> {
  const [row] = await db
    .select({ link: subscriptionLinks, ...stats })
    .from(subscriptionLinks)
    .where(
      and(
        eq(subscriptionLinks.merchantId, merchantId),
        eq(subscriptionLinks.id, id),
        isNull(subscriptionLinks.deletedAt),
      ),
    );
  return row;
}

/** A subscription link (any merchant, not deleted) with its merchant's row, by public id, or undefined. */
export async function findPublicSubscriptionLink(db: Db, id: string) {
  const [row] = await db
    .select({ link: subscriptionLinks, merchant: merchants })
    .from(subscriptionLinks)
    .innerJoin(merchants, eq(merchants.id, subscriptionLinks.merchantId))
    .where(and(eq(subscriptionLinks.id, id), isNull(subscriptionLinks.deletedAt)));
  return row;
}

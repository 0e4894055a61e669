/**
 * Subscription link queries, scoped by merchant (docs/conventions.md#services-and-routes), plus the
 * public lookup of the subscribe page. Subscriber count counts subscriptions trialing, active or
 * past due (docs/subscriptions.md#subscription-states); revenue comes from the link's running totals
 * (`payment_source_totals`: captured payments of all its subscriptions net of refunds;
 * docs/architecture.md#scale).
 * @module
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, subscriptionLinks } from '../../db/schema';
import { sourceTotalSql } from '../payments/source-totals';

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
  totalRevenueMinor: sourceTotalSql('subscription_link', sql`"subscription_links"."id"`, 'amount_minor'),
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

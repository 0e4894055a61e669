/**
 * Donation link queries, scoped by merchant (docs/conventions.md#services-and-routes), plus the
 * public lookup a payer page makes. Raised amount and donor count are derived in SQL from the link's
 * succeeded payments (source `donation_link`), net of refunds, never stored
 * (docs/product.md#donation-progress).
 * @module
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationLinks, merchants, payments } from '../../db/schema';
import { isCapturedSql, netAmountSql } from '../payments/captured-payments';

/** A donation link row: `goalMinor`, `currency`, `status` (`active` or `paused`), `deletedAt`. */
export type DonationLinkRow = typeof donationLinks.$inferSelect;

/** A donation link row with its succeeded donations' count and sum (minor units). */
export interface DonationLinkWithStats {
  link: DonationLinkRow;
  raisedMinor: number;
  donationsCount: number;
}

// Correlated on the outer "donation_links" row; written out because Drizzle leaves columns unqualified.
const succeededDonations = sql`from ${payments} p where p.source_type = 'donation_link'
  and p.source_id = "donation_links"."id" and ${isCapturedSql('p')}`;
const stats = {
  donationsCount: sql<number>`(select count(*) ${succeededDonations})`.mapWith(Number),
  raisedMinor: sql<number>`(select coalesce(sum(${netAmountSql('p')}), 0) ${succeededDonations})`.mapWith(
    Number,
  ),
};

/** Inserts donation link `row`; the caller chose its public id and its status. */
export async function insertDonationLink(db: Db, row: typeof donationLinks.$inferInsert): Promise<void> {
  await db.insert(donationLinks).values(row);
}

/** A merchant's donation links (not deleted), newest first, with their stats. */
export async function listDonationLinks(db: Db, merchantId: string): Promise<DonationLinkWithStats[]> {
  return db
    .select({ link: donationLinks, ...stats })
    .from(donationLinks)
    .where(and(eq(donationLinks.merchantId, merchantId), isNull(donationLinks.deletedAt)))
    .orderBy(desc(donationLinks.createdAt), desc(donationLinks.id));
}

/** One of a merchant's donation links (not deleted) with its stats, or undefined. */
export async function findDonationLink(
  db: Db,
  merchantId: string,
  id: string,
): Promise<DonationLinkWithStats | undefined> {
  const [row] = await db
    .select({ link: donationLinks, ...stats })
    .from(donationLinks)
    .where(
      and(
        eq(donationLinks.merchantId, merchantId),
        eq(donationLinks.id, id),
        isNull(donationLinks.deletedAt),
      ),
    );
  return row;
}

/**
 * A donation link (any merchant, not deleted) with its
 * stats and its merchant's row, by public id, or undefined.
 */
export async function findPublicDonationLink(db: Db, id: string) {
  const [row] = await db
    .select({ link: donationLinks, merchant: merchants, ...stats })
    .from(donationLinks)
    .innerJoin(merchants, eq(merchants.id, donationLinks.merchantId))
    .where(and(eq(donationLinks.id, id), isNull(donationLinks.deletedAt)));
  return row;
}

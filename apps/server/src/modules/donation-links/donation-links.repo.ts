/**
 * Donation link queries, scoped by merchant (docs/conventions.md#services-and-routes), plus the
 * public lookup a payer page makes. Raised amount and donor count come from the link's running totals
 * (`payment_source_totals`, kept by the database with each payment and refund: captured donations
 * net of refunds; docs/architecture.md#scale), never typed in (docs/product.md#donation-progress).
 * @module
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationLinks, merchants } from '../../db/schema';
import { linkSourceRead } from '../payments/link-source-read';
import { sourceTotalSql } from '../payments/source-totals';

/** A donation link row: `goalMinor`, `currency`, `status` (`active` or `paused`), `deletedAt`. */
export type DonationLinkRow = typeof donationLinks.$inferSelect;

/** A donation link row with its succeeded donations' count and sum (minor units). */
export interface DonationLinkWithStats {
  link: DonationLinkRow;
  raisedMinor: number;
  donationsCount: number;
}

// Read from the link's running totals, correlated on the outer "donation_links" row.
const linkId = sql`"donation_links"."id"`;
const stats = {
  donationsCount: sourceTotalSql('donation_link', linkId, 'count'),
  raisedMinor: sourceTotalSql('donation_link', linkId, 'amount_minor'),
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

/**
 * What a donation to link `id` needs of it and its merchant, read with the payment's idempotency
 * claim (`parse` gives `undefined` for no such link).
 */
export const donationLinkForPayment = linkSourceRead(donationLinks, {
  id: donationLinks.id,
  merchantId: donationLinks.merchantId,
  title: donationLinks.title,
  currency: donationLinks.currency,
  status: donationLinks.status,
});

/**
 * Payment link queries, always scoped by merchant (docs/conventions.md#services-and-routes), plus the
 * public lookup a payer page makes.
 * @module
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, paymentLinks } from '../../db/schema';
import { linkSourceRead } from '../payments/link-source-read';
import { sourceTotalSql } from '../payments/source-totals';

/**
 * A payment link row: `amountMinor`, `currency`, stored `status` (`active` or `paused`; `expired` is
 * derived from `expiresAt` when read) and `deletedAt` once deleted.
 */
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

// Read from the link's running totals, correlated on the outer "payment_links" row.
const linkId = sql`"payment_links"."id"`;
const stats = {
  paymentsCount: sourceTotalSql('payment_link', linkId, 'count'),
  totalAmountMinor: sourceTotalSql('payment_link', linkId, 'amount_minor'),
};

/** Inserts payment link `row`; the caller chose its public id and its status. */
export async function insertPaymentLink(db: Db, row: typeof paymentLinks.$inferInsert): Promise<void> {
  await db.insert(paymentLinks).values(row);
}

/**
 * A merchant's links (not deleted), newest first, each with its succeeded payments' count and total
 * net of refunds (minor units).
 */
export async function listPaymentLinks(db: Db, merchantId: string) {
  return db
    .select({ link: paymentLinks, ...stats })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.merchantId, merchantId), isNull(paymentLinks.deletedAt)))
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id));
}

/** One of a merchant's links (not deleted) with the same stats, or undefined. */
export async function findPaymentLink(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .select({ link: paymentLinks, ...stats })
    .from(paymentLinks)
    .where(
      and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, id), isNull(paymentLinks.deletedAt)),
    );
  return row;
}

/** Sets a merchant's link status; returns false for a link unknown, deleted or another merchant's. */
export async function updatePaymentLinkStatus(
  db: Db,
  merchantId: string,
  id: string,
  status: 'active' | 'paused',
) {
  const rows = await db
    .update(paymentLinks)
    .set({ status })
    .where(
      and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, id), isNull(paymentLinks.deletedAt)),
    )
    .returning({ id: paymentLinks.id });
  return rows.length > 0;
}

/** Soft-deletes a merchant's link (`deleted_at` = `now`); false when unknown, deleted or another's. */
export async function deletePaymentLink(db: Db, merchantId: string, id: string, now: Date) {
  const rows = await db
    .update(paymentLinks)
    .set({ deletedAt: now })
    .where(
      and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, id), isNull(paymentLinks.deletedAt)),
    )
    .returning({ id: paymentLinks.id });
  return rows.length > 0;
}

/**
 * A link with its merchant's row (for the branding), by public id (any merchant), or undefined.
 * Deleted links are not found.
 */
export async function findPublicPaymentLink(db: Db, id: string) {
  const [row] = await db
    .select({ link: paymentLinks, merchant: merchants })
    .from(paymentLinks)
    .innerJoin(merchants, eq(merchants.id, paymentLinks.merchantId))
    .where(and(eq(paymentLinks.id, id), isNull(paymentLinks.deletedAt)));
  return row;
}

/**
 * What paying link `id` needs of it and its merchant, read with the payment's idempotency claim
 * (`parse` gives `undefined` for no such link).
 */
export const paymentLinkForPayment = linkSourceRead(paymentLinks, {
  id: paymentLinks.id,
  merchantId: paymentLinks.merchantId,
  productName: paymentLinks.productName,
  amountMinor: paymentLinks.amountMinor,
  currency: paymentLinks.currency,
  status: paymentLinks.status,
  expiresAt: paymentLinks.expiresAt,
});

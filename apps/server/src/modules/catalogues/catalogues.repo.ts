/**
 * Catalogue and product queries, scoped by merchant (docs/conventions.md#services-and-routes), plus
 * the public lookup the storefront makes. Order count and revenue come from the catalogue's running
 * totals (`payment_source_totals`: captured payments net of refunds, kept by the database with each
 * payment and refund; docs/architecture.md#scale).
 * @module
 */
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueItems, catalogues, merchants } from '../../db/schema';
import { sourceTotalSql } from '../payments/source-totals';

/** A catalogue row: title, description, `currency`, `status` (`active` or `paused`), `deletedAt`. */
export type CatalogueRow = typeof catalogues.$inferSelect;
/** A product row: `name`, `description`, `priceMinor` (the catalogue's currency), `inStock`, `position`. */
export type CatalogueItemRow = typeof catalogueItems.$inferSelect;

/** A catalogue row with its paid orders' count and revenue (minor units). */
export interface CatalogueWithStats {
  catalogue: CatalogueRow;
  ordersCount: number;
  totalRevenueMinor: number;
}

// Read from the catalogue's running totals, correlated on the outer "catalogues" row.
const catalogueId = sql`"catalogues"."id"`;
const stats = {
  ordersCount: sourceTotalSql('catalogue', catalogueId, 'count'),
  totalRevenueMinor: sourceTotalSql('catalogue', catalogueId, 'amount_minor'),
};

const owned = (merchantId: string, id: string) =>
  and(eq(catalogues.merchantId, merchantId), eq(catalogues.id, id), isNull(catalogues.deletedAt));

/** Inserts catalogue `row` without products ({@link insertItems} adds them). */
export async function insertCatalogue(db: Db, row: typeof catalogues.$inferInsert): Promise<void> {
  await db.insert(catalogues).values(row);
}

/** Updates the merchant's catalogue `id` (not deleted); returns whether a row changed. */
export async function updateCatalogue(
  db: Db,
  merchantId: string,
  id: string,
  values: Pick<CatalogueRow, 'title' | 'description' | 'currency' | 'updatedAt'>,
): Promise<boolean> {
  const rows = await db
    .update(catalogues)
    .set(values)
    .where(owned(merchantId, id))
    .returning({ id: catalogues.id });
  return rows.length > 0;
}

/** A merchant's catalogues (not deleted), newest first, with their stats. */
export async function listCatalogues(db: Db, merchantId: string): Promise<CatalogueWithStats[]> {
  return db
    .select({ catalogue: catalogues, ...stats })
    .from(catalogues)
    .where(and(eq(catalogues.merchantId, merchantId), isNull(catalogues.deletedAt)))
    .orderBy(desc(catalogues.createdAt), desc(catalogues.id));
}

/** One of a merchant's catalogues (not deleted) with its stats, or undefined. */
export async function findCatalogue(
  db: Db,
  merchantId: string,
  id: string,
): Promise<CatalogueWithStats | undefined> {
  const [row] = await db
    .select({ catalogue: catalogues, ...stats })
    .from(catalogues)
    .where(owned(merchantId, id));
  return row;
}

/** A catalogue (any merchant, not deleted) with its merchant's row, by public id, or undefined. */
export async function findPublicCatalogue(db: Db, id: string) {
  const [row] = await db
    .select({ catalogue: catalogues, merchant: merchants })
    .from(catalogues)
    .innerJoin(merchants, eq(merchants.id, catalogues.merchantId))
    .where(and(eq(catalogues.id, id), isNull(catalogues.deletedAt)));
  return row;
}

/** The products of `catalogueIds`, in catalogue then position order. */
export async function listItems(db: Db, catalogueIds: string[]): Promise<CatalogueItemRow[]> {
  if (catalogueIds.length === 0) return [];
  return db
    .select()
    .from(catalogueItems)
    .where(inArray(catalogueItems.catalogueId, catalogueIds))
    .orderBy(asc(catalogueItems.catalogueId), asc(catalogueItems.position));
}

/** Inserts product rows (`item_…` ids chosen by the caller); does nothing for an empty list. */
export async function insertItems(db: Db, rows: (typeof catalogueItems.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(catalogueItems).values(rows);
}

/** Updates product `row.id` of catalogue `row.catalogueId` in place. */
export async function updateItem(db: Db, row: CatalogueItemRow): Promise<void> {
  const { id, catalogueId, ...values } = row;
  await db
    .update(catalogueItems)
    .set(values)
    .where(and(eq(catalogueItems.id, id), eq(catalogueItems.catalogueId, catalogueId)));
}

/** Deletes the products of `catalogueId` whose ids are not in `keepIds` (past orders keep copies). */
export async function deleteItemsExcept(db: Db, catalogueId: string, keepIds: string[]): Promise<void> {
  await db
    .delete(catalogueItems)
    .where(
      keepIds.length > 0
        ? and(eq(catalogueItems.catalogueId, catalogueId), notInArray(catalogueItems.id, keepIds))
        : eq(catalogueItems.catalogueId, catalogueId),
    );
}

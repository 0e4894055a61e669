/**
 * Merchant settings queries: branding, time zone and the uploaded logo (its bytes are stored in the
 * database, one per merchant).
 * @module
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantLogos, merchants } from '../../db/schema';

/**
 * Sets the given profile columns on both mode rows of account `accountId` (its home row's id;
 * docs/providers.md#modes), so test and live show the same business; returns the home row, or
 * undefined when unknown.
 */
export async function updateMerchant(
  db: Db,
  accountId: string,
  values: Partial<typeof merchants.$inferInsert>,
) {
  const rows = await db.update(merchants).set(values).where(eq(merchants.accountId, accountId)).returning();
  return rows.find((row) => row.id === accountId);
}

/** Stores (or replaces) a merchant's uploaded logo: its sniffed content type and bytes. */
export async function upsertLogo(db: Db, row: typeof merchantLogos.$inferInsert): Promise<void> {
  await db
    .insert(merchantLogos)
    .values(row)
    .onConflictDoUpdate({
      target: merchantLogos.merchantId,
      set: { contentType: row.contentType, bytes: row.bytes, updatedAt: row.updatedAt },
    });
}

/** Deletes a merchant's uploaded logo (no error when there is none). */
export async function deleteLogo(db: Db, merchantId: string): Promise<void> {
  await db.delete(merchantLogos).where(eq(merchantLogos.merchantId, merchantId));
}

/** A merchant's uploaded logo (`contentType`, `bytes`, `updatedAt`), or undefined. */
export async function findLogo(db: Db, merchantId: string) {
  const [row] = await db.select().from(merchantLogos).where(eq(merchantLogos.merchantId, merchantId));
  return row;
}

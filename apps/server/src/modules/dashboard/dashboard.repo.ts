/**
 * Dashboard home queries, scoped by merchant.
 * @module
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

/** The merchant's `limit` newest payments. */
export async function recentPayments(db: Db, merchantId: string, limit: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.merchantId, merchantId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/**
 * Transaction queries of the public API: a merchant's payments, always scoped by merchant
 * (docs/conventions.md#services-and-routes), listed newest first with a keyset cursor on `(created_at, id)`.
 * @module
 */
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { TransactionListQuery } from '@malipo/contracts/v1/transactions';
import type { Db } from '../../db/client';
import { afterPosition } from '../../lib/keyset';
import { historyFilterIn, paymentOfMerchant, payments } from '../../db/schema';
import type { PaymentRow } from '../payments/payment-view';
import { invalidCursor } from './page';

/** The merchant's payment `id`, or undefined (also for another merchant's). */
export async function findMerchantPayment(
  db: Db,
  merchantId: string,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantId, merchantId), eq(payments.id, id)));
  return row;
}

/**
 * One page of the merchant's payments matching `query`, newest first, and whether more follow.
 * Found through the payments' history indexes (migration 0057), led by the merchant, whose status
 * (without the succeeded payments) and currency indexes hold each filter's rows in order
 * (docs/architecture.md#scale). Throws `invalidCursor()` (400) when `startingAfter` is not one of
 * the merchant's payments.
 */
export async function listMerchantPayments(
  db: Db,
  merchantId: string,
  query: TransactionListQuery,
): Promise<{ rows: PaymentRow[]; hasMore: boolean }> {
  const p = payments;
  const conditions: (SQL | undefined)[] = [paymentOfMerchant(merchantId)];
  if (query.status) conditions.push(historyFilterIn(p.status, [query.status]));
  if (query.currency) conditions.push(eq(p.currency, query.currency));
  if (query.createdFrom) conditions.push(gte(p.createdAt, new Date(query.createdFrom)));
  if (query.createdTo) conditions.push(lte(p.createdAt, new Date(query.createdTo)));
  if (query.startingAfter) {
    const cursor = await findMerchantPayment(db, merchantId, query.startingAfter);
    if (!cursor) throw invalidCursor();
    conditions.push(afterPosition(p.createdAt, p.id, cursor));
  }
  const rows = await db
    .select()
    .from(p)
    .where(and(...conditions))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

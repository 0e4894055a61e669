/**
 * Transaction queries of the public API: a merchant's payments, always scoped by merchant
 * (docs/conventions.md#services-and-routes), listed newest first with a keyset cursor on `(created_at, id)`.
 * @module
 */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TransactionListQuery } from '@malipo/contracts/v1/transactions';
import type { Db } from '../../db/client';
import { afterPosition } from '../../lib/keyset';
import { historyFilterIn, merchantTransactions, payments } from '../../db/schema';
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
 * Found through history's rows of the merchant's payments and deposits, whose status and currency
 * indexes hold each filter's rows in order: the payments table, with no index on status, would read
 * every payment of a large merchant to fill a page of a rare status (docs/architecture.md#scale).
 * Throws `invalidCursor()` (400) when `startingAfter` is not one of the merchant's payments.
 */
export async function listMerchantPayments(
  db: Db,
  merchantId: string,
  query: TransactionListQuery,
): Promise<{ rows: PaymentRow[]; hasMore: boolean }> {
  const h = merchantTransactions;
  const conditions: (SQL | undefined)[] = [
    sql`${h.merchantSeq} = (select seq from merchants where id = ${merchantId})`,
    historyFilterIn(h.type, ['payment', 'deposit']),
    eq(payments.merchantId, merchantId),
  ];
  if (query.status) conditions.push(historyFilterIn(h.status, [query.status]));
  if (query.currency) conditions.push(eq(h.currency, query.currency));
  if (query.createdFrom) conditions.push(gte(h.createdAt, new Date(query.createdFrom)));
  if (query.createdTo) conditions.push(lte(h.createdAt, new Date(query.createdTo)));
  if (query.startingAfter) {
    const cursor = await findMerchantPayment(db, merchantId, query.startingAfter);
    if (!cursor) throw invalidCursor();
    conditions.push(afterPosition(h.createdAt, h.id, cursor));
  }
  const rows = await db
    .select({ payment: payments })
    .from(h)
    .innerJoin(payments, eq(payments.id, h.id))
    .where(and(...conditions))
    .orderBy(desc(h.createdAt), desc(h.id))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit).map((row) => row.payment), hasMore: rows.length > query.limit };
}

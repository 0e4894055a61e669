/**
 * History queries: the merchant's payments filtered in SQL and paged by keyset on
 * (created_at, id), using the `payments_merchant_created_idx` index. Date filters are calendar
 * days in the merchant's time zone.
 * @module
 */
import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { PENDING_STATUSES, type TransactionFilters } from '@malipo/contracts/history';
import { queryRows, type Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { HistoryCursor } from './history-cursor';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The WHERE clause for `filters` of merchant `merchantId` whose days run in `timeZone`. */
export function historyWhere(merchantId: string, timeZone: string, filters: TransactionFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(payments.merchantId, merchantId)];
  // Only payments exist as transactions so far; `type` narrows nothing else yet.
  if (filters.status === 'pending') conditions.push(inArray(payments.status, [...PENDING_STATUSES]));
  else if (filters.status) conditions.push(eq(payments.status, filters.status));
  if (filters.method) conditions.push(eq(payments.methodType, filters.method));
  if (filters.currency) conditions.push(eq(payments.currency, filters.currency));
  if (filters.from) {
    conditions.push(
      sql`${payments.createdAt} >= (${filters.from}::date)::timestamp at time zone ${timeZone}`,
    );
  }
  if (filters.to) {
    conditions.push(
      sql`${payments.createdAt} < (${filters.to}::date + 1)::timestamp at time zone ${timeZone}`,
    );
  }
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(
        ilike(payments.payerName, pattern),
        ilike(payments.payerEmail, pattern),
        ilike(payments.description, pattern),
        ilike(payments.id, pattern),
      ),
    );
  }
  return and(...conditions) ?? sql`true`;
}

/** One page of payments matching `where`, newest first, after `cursor`; fetches `limit` rows. */
export async function historyPage(db: Db, where: SQL, cursor: HistoryCursor | null, limit: number) {
  const after = cursor
    ? or(
        lt(payments.createdAt, cursor.createdAt),
        and(eq(payments.createdAt, cursor.createdAt), lt(payments.id, cursor.id)),
      )
    : undefined;
  return db
    .select()
    .from(payments)
    .where(after ? and(where, after) : where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** A merchant's payment by id, or undefined. */
export async function findMerchantPayment(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantId, merchantId), eq(payments.id, id)));
  return row;
}

/** Ledger entries posted for a payment, with their account's type, owner and currency. */
export async function ledgerEntriesForPayment(db: Db, paymentId: string) {
  return queryRows<{
    transaction_id: string;
    account_type: string;
    account_key: string;
    amount_minor: number | string;
    currency: string;
    created_at: Date | string;
  }>(
    db,
    sql`select t.id as transaction_id, a.type as account_type, a.key as account_key, e.amount_minor, e.currency,
               t.created_at
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id
        where t.payment_id = ${paymentId}
        order by t.created_at, e.id`,
  );
}

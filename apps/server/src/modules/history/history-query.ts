/**
 * History's queries (docs/product.md#history): a merchant's money movements, newest first, read
 * from two places (docs/architecture.md#scale). Payments and deposits are read in place, from
 * `payments`; every other movement from `merchant_transactions`, which triggers keep. Each side has
 * an index for every filter, led by the merchant, and ends at `created_at`. A page is the newest
 * rows of each side after the cursor, merged by (created_at, id). Rows sharing a `created_at` go in
 * `id` order. Search has a trigram index on each side. Date filters are calendar days in the
 * merchant's time zone.
 * @module
 */
import { and, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COMPLETED_STATUSES, PENDING_STATUSES, type TransactionFilters } from '@malipo/contracts/history';
import { queryRows, type Db } from '../../db/client';
import type { merchants } from '../../db/schema';
import { digestIs } from '../../db/schema/columns';
import {
  historyFilterIn,
  historySearchText,
  merchantTransactions,
  paymentOfMerchant,
  payments,
} from '../../db/schema';
import { recordIdIn } from '../../lib/ids';
import { afterPosition, type KeysetPosition } from '../../lib/keyset';

/** Whose history a query reads: the merchant's id (payments' key), its row's `seq` (history's) and time zone. */
export type HistoryMerchant = Pick<typeof merchants.$inferSelect, 'id' | 'seq' | 'timeZone'>;

/** A row of history: one money movement, `amountMinor` signed (negative when outgoing). */
export type HistoryRow = Omit<typeof merchantTransactions.$inferSelect, 'merchantSeq'>;

/** One side of history: where its rows are and how each field of a {@link HistoryRow} reads there. */
interface HistorySide {
  table: typeof payments | typeof merchantTransactions;
  fields: Record<keyof HistoryRow, PgColumn | SQL>;
  createdAt: PgColumn;
  id: PgColumn;
}

const p = payments;
const h = merchantTransactions;

/** Payments and deposits as history shows them, read in place. */
const PAYMENTS_SIDE: HistorySide = {
  table: p,
  fields: {
    id: p.id,
    type: sql`case when ${p.sourceType} = 'deposit' then 'deposit' else 'payment' end`,
    status: p.status,
    description: p.description,
    counterparty: p.payerName,
    counterpartyEmail: p.payerEmail,
    amountMinor: p.amountMinor,
    currency: p.currency,
    methodType: p.methodType,
    cardBrand: p.cardBrand,
    cardLast4: p.cardLast4,
    mobileProvider: p.mobileProvider,
    phone: p.payerPhone,
    createdAt: p.createdAt,
  },
  createdAt: p.createdAt,
  id: p.id,
};

/** Every other movement: the rows of `merchant_transactions`. */
const OTHERS_SIDE: HistorySide = {
  table: h,
  fields: {
    id: h.id,
    type: h.type,
    status: h.status,
    description: h.description,
    counterparty: h.counterparty,
    counterpartyEmail: h.counterpartyEmail,
    amountMinor: h.amountMinor,
    currency: h.currency,
    methodType: h.methodType,
    cardBrand: h.cardBrand,
    cardLast4: h.cardLast4,
    mobileProvider: h.mobileProvider,
    phone: h.phone,
    createdAt: h.createdAt,
  },
  createdAt: h.createdAt,
  id: h.id,
};

/** A side's fields as a select list, each named by its field (`"payer_name" as "counterparty"`). */
function selectList(side: HistorySide): SQL {
  return sql.join(
    Object.entries(side.fields).map(([field, value]) => sql`${value} as ${sql.identifier(field)}`),
    sql`, `,
  );
}

/**
 * What a history query reads: the condition on each side, null for a side a filter rules out (a
 * type filter reads one side only).
 */
export interface HistoryQuery {
  payments: SQL | null;
  others: SQL | null;
}

/** The conditions of `filters` that read the same on both sides: status, method, currency, dates. */
function commonConditions(
  side: { status: PgColumn; methodType: PgColumn; currency: PgColumn; createdAt: PgColumn },
  merchant: HistoryMerchant,
  filters: TransactionFilters,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status === 'pending') conditions.push(historyFilterIn(side.status, PENDING_STATUSES));
  else if (filters.status === 'succeeded') conditions.push(historyFilterIn(side.status, COMPLETED_STATUSES));
  else if (filters.status) conditions.push(historyFilterIn(side.status, [filters.status]));
  if (filters.method) conditions.push(historyFilterIn(side.methodType, [filters.method]));
  if (filters.currency) conditions.push(eq(side.currency, filters.currency));
  if (filters.from) {
    conditions.push(
      sql`${side.createdAt} >= (${filters.from}::date)::timestamp at time zone ${merchant.timeZone}`,
    );
  }
  if (filters.to) {
    conditions.push(
      sql`${side.createdAt} < (${filters.to}::date + 1)::timestamp at time zone ${merchant.timeZone}`,
    );
  }
  return conditions;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `q`'s condition on a side: a substring of its search text, or a whole id (`idIs`). */
function searchCondition(searchText: SQL, q: string, idIs: (id: string) => SQL): SQL | undefined {
  const text = ilike(searchText, `%${escapeLike(q)}%`);
  const id = recordIdIn(q);
  return id ? or(text, idIs(id)) : text;
}

/**
 * The query for `filters` of `merchant`, whose days run in its time zone (docs/product.md#history):
 * `status` `pending` and `succeeded` stand for their groups of statuses; `from` and `to` are
 * inclusive `YYYY-MM-DD` days; `q` is a case-insensitive substring of the counterparty, their email
 * or the description ({@link historySearchText}, trigram-indexed on each side), or a whole id in any
 * case ({@link recordIdIn}: a payment's primary key, or history's key of ids' digests).
 */
export function historyWhere(merchant: HistoryMerchant, filters: TransactionFilters): HistoryQuery {
  const paymentType = filters.type === 'payment' || filters.type === 'deposit';
  const paymentConditions: (SQL | undefined)[] = [
    paymentOfMerchant(merchant.id),
    ...commonConditions(p, merchant, filters),
  ];
  // Literals, as for history's partial indexes: the deposits' index is partial.
  if (filters.type === 'deposit') paymentConditions.push(sql.raw(`"payments"."source_type" = 'deposit'`));
  if (filters.type === 'payment') paymentConditions.push(sql.raw(`"payments"."source_type" <> 'deposit'`));
  if (filters.q) {
    const searchText = historySearchText({
      description: p.description,
      counterparty: p.payerName,
      counterpartyEmail: p.payerEmail,
    });
    paymentConditions.push(searchCondition(searchText, filters.q, (id) => eq(p.id, id)));
  }
  const otherConditions: (SQL | undefined)[] = [
    eq(h.merchantSeq, merchant.seq),
    ...commonConditions(h, merchant, filters),
  ];
  if (filters.type) otherConditions.push(historyFilterIn(h.type, [filters.type]));
  if (filters.q) {
    otherConditions.push(searchCondition(historySearchText(h), filters.q, (id) => digestIs(h.id, id)));
  }
  return {
    payments: !filters.type || paymentType ? (and(...paymentConditions) ?? null) : null,
    others: paymentType ? null : (and(...otherConditions) ?? null),
  };
}

/**
 * The fields whose driver value is not yet the field's (int8 as text or a bigint, timestamps as
 * text): those of `merchant_transactions` that are not text, read the same way on both sides.
 */
const CONVERTED_FIELDS = (Object.entries(getTableColumns(h)) as [string, PgColumn][]).filter(
  (entry): entry is [keyof HistoryRow, PgColumn] =>
    entry[0] in PAYMENTS_SIDE.fields && entry[1].columnType !== 'PgText',
);

/** The sides `query` reads, each with its condition. */
function sidesOf(query: HistoryQuery): [HistorySide, SQL][] {
  const sides: [HistorySide, SQL][] = [];
  if (query.payments) sides.push([PAYMENTS_SIDE, query.payments]);
  if (query.others) sides.push([OTHERS_SIDE, query.others]);
  return sides;
}

/** A side's newest `limit` rows matching `where` after `cursor` (null: from the newest), as SQL. */
function sidePage(side: HistorySide, where: SQL, cursor: KeysetPosition | null, limit: number): SQL {
  const after = cursor ? sql` and ${afterPosition(side.createdAt, side.id, cursor)}` : sql``;
  return sql`(select ${selectList(side)} from ${side.table} where ${where}${after}
    order by ${side.createdAt} desc, ${side.id} desc limit ${limit})`;
}

/**
 * Runs `statement`, whose rows are named by field, and converts the {@link CONVERTED_FIELDS} in
 * place. Raw SQL mapped by hand: the CSV export reads a million rows through here, and the ORM's
 * generic row mapping was a tenth of its time.
 */
async function historyRows(db: Db, statement: SQL): Promise<HistoryRow[]> {
  const rows = await queryRows<Record<keyof HistoryRow, unknown>>(db, statement);
  for (const row of rows) {
    for (const [field, column] of CONVERTED_FIELDS) {
      if (row[field] !== null) row[field] = column.mapFromDriverValue(row[field]);
    }
  }
  return rows as HistoryRow[];
}

/**
 * At most `limit` transactions matching `query`, newest first, after `cursor` (null: from the
 * newest): the newest `limit` of each side, each through its own indexes, merged in one statement.
 */
export async function historyPage(
  db: Db,
  query: HistoryQuery,
  cursor: KeysetPosition | null,
  limit: number,
): Promise<HistoryRow[]> {
  const sides = sidesOf(query).map(([side, where]) => sidePage(side, where, cursor, limit));
  if (sides.length === 0) return [];
  return historyRows(
    db,
    sides.length === 1
      ? (sides[0] as SQL)
      : sql`select * from (${sql.join(sides, sql` union all `)}) history
          order by "createdAt" desc, "id" desc limit ${limit}`,
  );
}

/** Whether row `a` comes before row `b` newest first: later, or at the same instant a greater id. */
function newerThan(a: KeysetPosition, b: KeysetPosition): boolean {
  const delta = a.createdAt.getTime() - b.createdAt.getTime();
  return delta !== 0 ? delta > 0 : a.id > b.id;
}

/**
 * A page of every transaction matching `query` after `after` (null: from the newest), newest
 * first, for the CSV export (`keysetCsvStream`): at least `limit` rows unless none follow. The
 * payments' `limit` rows after `after` are read first, then the other side's rows down to where
 * those end (at most `limit`), and both are merged: {@link historyPage} would read `limit` rows of
 * each side for every page, and the side that holds few of the rows again and again. Every row
 * read is in the page, or after the page's last row when the other side also filled `limit`, so
 * a row is read about once and a page's rows die with it: a batch kept across pages outlived V8's
 * young generation (docs/testing.md#budgets).
 */
export async function historyExportPage(
  db: Db,
  query: HistoryQuery,
  after: KeysetPosition | null,
  limit: number,
): Promise<HistoryRow[]> {
  const [first, second] = sidesOf(query);
  if (!first) return [];
  const rows = await historyRows(db, sidePage(first[0], first[1], after, limit));
  if (!second) return rows;
  const [side, where] = second;
  const firstEnd = rows.length === limit ? rows.at(-1) : undefined;
  const downTo = firstEnd
    ? sql` and (${side.createdAt}, ${side.id}) >= (${firstEnd.createdAt.toISOString()}::timestamptz, ${firstEnd.id})`
    : sql``;
  const others = await historyRows(db, sidePage(side, sql`${where}${downTo}`, after, limit));
  const othersEnd = others.length === limit ? others.at(-1) : undefined;
  const merged = [...rows, ...others].sort((a, b) => (a === b ? 0 : newerThan(a, b) ? -1 : 1));
  return othersEnd ? merged.filter((row) => !newerThan(othersEnd, row)) : merged;
}

/** How many transactions match `query` (what the CSV export announces before its rows). */
export async function historyCount(db: Db, query: HistoryQuery): Promise<number> {
  const counts = sidesOf(query).map(
    ([side, where]) => sql`(select count(*) from ${side.table} where ${where})`,
  );
  if (counts.length === 0) return 0;
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select (${sql.join(counts, sql` + `)})::int as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Merchant `merchant`'s transaction (any kind) by id, or undefined for an unknown id or another
 * merchant's: a payment through its primary key, any other movement through history's key of ids'
 * digests.
 */
export async function findMerchantTransaction(
  db: Db,
  merchant: HistoryMerchant,
  id: string,
): Promise<HistoryRow | undefined> {
  const [row] = await historyPage(
    db,
    {
      payments: and(paymentOfMerchant(merchant.id), eq(p.id, id)) ?? null,
      others: and(eq(h.merchantSeq, merchant.seq), digestIs(h.id, id)) ?? null,
    },
    null,
    1,
  );
  return row;
}

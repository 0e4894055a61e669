/**
 * History queries over the `merchant_transactions` table (every money movement, signed, kept by
 * triggers), filtered in SQL and paged by keyset on (created_at, id); every filter has a (merchant,
 * filter, created_at) index, rows sharing a `created_at` go in `id` order, and search has a trigram
 * index (docs/architecture.md#scale). Date filters are calendar days in the merchant's time zone.
 * @module
 */
import { and, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { COMPLETED_STATUSES, PENDING_STATUSES, type TransactionFilters } from '@malipo/contracts/history';
import type { PaymentSourceType } from '@malipo/contracts/payments';
import { queryRows, type Db } from '../../db/client';
import { recordIdIn } from '../../lib/ids';
import { afterPosition } from '../../lib/keyset';
import type { merchants } from '../../db/schema';
import { digestIs } from '../../db/schema/columns';
import {
  catalogues,
  donationLinks,
  invoices,
  historyFilterIn,
  ledgerTransactionId,
  historySearchText,
  merchantTransactions,
  paymentLinks,
  payments,
  payouts,
  subscriptionLinks,
  subscriptions,
} from '../../db/schema';
import type { HistoryCursor } from './history-cursor';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Whose history a query reads: the merchant row's `seq` (history's key) and its time zone. */
export type HistoryMerchant = Pick<typeof merchants.$inferSelect, 'seq' | 'timeZone'>;

/**
 * The WHERE clause for `filters` of `merchant`, whose days run in its time zone
 * (docs/product.md#history): `status` `pending` and `succeeded` stand for their groups of statuses;
 * `from` and `to` are inclusive `YYYY-MM-DD` days; `q` is a case-insensitive substring of the
 * counterparty, their email or the description ({@link historySearchText}, trigram-indexed), or a
 * whole id in any case ({@link recordIdIn}, found through the key of ids' digests).
 */
export function historyWhere(merchant: HistoryMerchant, filters: TransactionFilters): SQL {
  const v = merchantTransactions;
  const conditions: (SQL | undefined)[] = [eq(v.merchantSeq, merchant.seq)];
  if (filters.type) conditions.push(historyFilterIn(v.type, [filters.type]));
  if (filters.status === 'pending') conditions.push(historyFilterIn(v.status, PENDING_STATUSES));
  else if (filters.status === 'succeeded') conditions.push(historyFilterIn(v.status, COMPLETED_STATUSES));
  else if (filters.status) conditions.push(historyFilterIn(v.status, [filters.status]));
  if (filters.method) conditions.push(historyFilterIn(v.methodType, [filters.method]));
  if (filters.currency) conditions.push(eq(v.currency, filters.currency));
  if (filters.from) {
    conditions.push(
      sql`${v.createdAt} >= (${filters.from}::date)::timestamp at time zone ${merchant.timeZone}`,
    );
  }
  if (filters.to) {
    conditions.push(
      sql`${v.createdAt} < (${filters.to}::date + 1)::timestamp at time zone ${merchant.timeZone}`,
    );
  }
  if (filters.q) {
    const text = ilike(historySearchText(v), `%${escapeLike(filters.q)}%`);
    const id = recordIdIn(filters.q);
    conditions.push(id ? or(text, digestIs(v.id, id)) : text);
  }
  return and(...conditions) ?? sql`true`;
}

/** Every column history shows. */
const HISTORY_COLUMNS = getTableColumns(merchantTransactions);

/** A row of history: one money movement, `amountMinor` signed (negative when outgoing). */
export type HistoryRow = typeof merchantTransactions.$inferSelect;

type HistoryColumn = (typeof HISTORY_COLUMNS)[keyof HistoryRow];
const HISTORY_ENTRIES = Object.entries(HISTORY_COLUMNS) as [keyof HistoryRow, HistoryColumn][];

/** {@link HISTORY_COLUMNS} as a select list, each named by its field (`merchant_id as "merchantId"`). */
const HISTORY_SELECT = sql.join(
  HISTORY_ENTRIES.map(([field, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(field)}`),
  sql`, `,
);

/**
 * The columns whose driver value is not yet the field's (int8 as text or a bigint, timestamps as
 * text): every one but the text columns, which the driver returns as they are.
 */
const CONVERTED_ENTRIES = HISTORY_ENTRIES.filter(([, column]) => column.columnType !== 'PgText');

/**
 * At most `limit` transactions matching `where`, newest first, after `cursor` (null: from the newest).
 * Raw SQL mapped by hand: the CSV export reads a million rows through here, and the ORM's generic
 * row mapping was a tenth of its time. The rows come back named by field; only the
 * {@link CONVERTED_ENTRIES} are converted, in place.
 */
export async function historyPage(
  db: Db,
  where: SQL,
  cursor: HistoryCursor | null,
  limit: number,
): Promise<HistoryRow[]> {
  const v = merchantTransactions;
  const after = cursor ? sql` and ${afterPosition(v.createdAt, v.id, cursor)}` : sql``;
  const rows = await queryRows<Record<keyof HistoryRow, unknown>>(
    db,
    sql`select ${HISTORY_SELECT} from ${v} where ${where}${after}
        order by created_at desc, id desc limit ${limit}`,
  );
  for (const row of rows) {
    for (const [field, column] of CONVERTED_ENTRIES) {
      if (row[field] !== null) row[field] = column.mapFromDriverValue(row[field]);
    }
  }
  return rows as HistoryRow[];
}

/** How many transactions match `where` (what the CSV export announces before its rows). */
export async function historyCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(merchantTransactions).where(where);
  return row?.n ?? 0;
}

/**
 * A merchant's transaction (any kind) by id, or undefined for an unknown id or another merchant's;
 * `merchantSeq` is the merchant row's `seq`, history's key.
 */
export async function findMerchantTransaction(db: Db, merchantSeq: number, id: string) {
  const [row] = await db
    .select(HISTORY_COLUMNS)
    .from(merchantTransactions)
    .where(and(eq(merchantTransactions.merchantSeq, merchantSeq), digestIs(merchantTransactions.id, id)));
  return row;
}

/**
 * Payout `id`'s failure `{ code, message }`, or null when it has not failed. Not scoped by merchant:
 * pass an id already found for the merchant.
 */
export async function findPayoutFailure(db: Db, id: string) {
  const [row] = await db
    .select({ code: payouts.failureCode, message: payouts.failureMessage })
    .from(payouts)
    .where(eq(payouts.id, id));
  return row?.code ? { code: row.code, message: row.message ?? '' } : null;
}

/**
 * The merchant's money in flight per currency, minor units: `incomingMinor`, payments and deposits
 * still `processing` or `requires_action`; `outgoingMinor`, payouts still `pending` (what they
 * debited, positive). Read from history's (merchant, status, created_at) index, whose ranges for
 * these statuses hold only what is in flight, where `payments` (no index on status) or `payouts`
 * would be read whole for the merchant (docs/architecture.md#scale).
 */
export async function moneyInFlight(
  db: Db,
  merchantId: string,
): Promise<{ currency: string; incomingMinor: number; outgoingMinor: number }[]> {
  const t = merchantTransactions;
  const incoming = and(
    inArray(t.type, ['payment', 'deposit']),
    inArray(t.status, ['processing', 'requires_action']),
  );
  const outgoing = and(inArray(t.type, ['withdrawal', 'direct_pay']), eq(t.status, 'pending'));
  const total = (which: SQL | undefined) =>
    sql<number>`coalesce(sum(abs(${t.amountMinor})) filter (where ${which}), 0)`.mapWith(Number);
  return db
    .select({ currency: t.currency, incomingMinor: total(incoming), outgoingMinor: total(outgoing) })
    .from(t)
    .where(
      and(
        sql`${t.merchantSeq} = (select seq from merchants where id = ${merchantId})`,
        historyFilterIn(t.status, ['processing', 'requires_action', 'pending']),
        or(incoming, outgoing),
      ),
    )
    .groupBy(t.currency);
}

/** A merchant's payment by id, or undefined. */
export async function findMerchantPayment(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantId, merchantId), eq(payments.id, id)));
  return row;
}

/**
 * Ledger entries posted for a transaction — a payment's (`payment_id`), a payout's, transfer's or
 * conversion's (`record_id`), or a card spending's own ledger transaction — with account and currency,
 * amounts signed in minor units, oldest transaction first and each one's entries by amount, debits
 * first (docs/money.md#the-ledger). Not scoped by merchant: pass an id already found for the merchant.
 */
export async function ledgerEntriesFor(db: Db, paymentId: string) {
  return queryRows<{
    transaction_id: string;
    account_type: string;
    account_key: string;
    amount_minor: number | string;
    currency: string;
    created_at: Date | string;
  }>(
    db,
    sql`select ${ledgerTransactionId('t')} as transaction_id,
               a.type as account_type, a.key as account_key, e.amount_minor, e.currency, t.created_at
        from ledger_transactions t
        join ledger_entries e on e.transaction_seq = t.seq
        join ledger_accounts a on a.seq = e.account_seq
        where ${digestIs(sql`t.payment_id`, paymentId)} or t.record_id = ${paymentId} or t.id = ${paymentId}
        order by t.created_at, t.seq, e.amount_minor, a.key`,
  );
}

/**
 * The current name of a payment's source — a payment link's product, a donation link's or a
 * catalogue's title, an invoice's number — deleted ones included (scoped by merchant); undefined when the source has no
 * name of its own (a deposit) or is gone.
 */
export async function findSourceName(
  db: Db,
  merchantId: string,
  source: { type: PaymentSourceType; id: string },
): Promise<string | undefined> {
  switch (source.type) {
    case 'payment_link': {
      const [row] = await db
        .select({ name: paymentLinks.productName })
        .from(paymentLinks)
        .where(and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, source.id)));
      return row?.name;
    }
    case 'donation_link': {
      const [row] = await db
        .select({ name: donationLinks.title })
        .from(donationLinks)
        .where(and(eq(donationLinks.merchantId, merchantId), eq(donationLinks.id, source.id)));
      return row?.name;
    }
    case 'catalogue': {
      const [row] = await db
        .select({ name: catalogues.title })
        .from(catalogues)
        .where(and(eq(catalogues.merchantId, merchantId), eq(catalogues.id, source.id)));
      return row?.name;
    }
    case 'subscription': {
      const [row] = await db
        .select({ name: subscriptionLinks.title })
        .from(subscriptions)
        .innerJoin(subscriptionLinks, eq(subscriptionLinks.id, subscriptions.linkId))
        .where(and(eq(subscriptions.merchantId, merchantId), eq(subscriptions.id, source.id)));
      return row?.name;
    }
    case 'invoice': {
      const [row] = await db
        .select({ name: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.merchantId, merchantId), eq(invoices.id, source.id)));
      return row?.name;
    }
    case 'deposit':
    case 'merchant_code':
      return undefined;
  }
}

/**
 * `merchant_transactions`: every money movement a merchant sees in history but its payments and
 * deposits, which history reads in place (`history-query.ts`, migration 0057) — payouts, transfers
 * out and in, conversions, virtual card spending, refunds — one row each, `amount_minor` signed from
 * the merchant's side (outgoing negative). Like a bank statement's lines (or Stripe's balance
 * transactions), the rows are kept by triggers in the same database transaction as the movement
 * they show (migration `0020_merchant_transactions_table.sql`, docs/architecture.md#scale):
 * what each kind of movement shows is defined once, by the `merchant_transaction_sources` view, and
 * the triggers copy a movement's row from it whenever the movement (or a name it shows) changes.
 * Indexed for every history filter and, through {@link historySearchText}, for trigram search, so a
 * history page costs the same at a million movements as at ten. The indexes are sized for storage
 * (docs/architecture.md#scale): the filter indexes end at `created_at` (the few rows that share a
 * `created_at` are put in `id` order by an incremental sort of the page), the type, status and
 * method indexes hold a 4-byte hash of the text ({@link textKey}), the status index leaves out the
 * most common value ({@link HISTORY_UNINDEXED}), and the search text is an indexed expression, not
 * a stored column.
 * @module
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import type { TransactionStatus, TransactionType } from '@malipo/contracts/dashboard';
import { textDigest, textKey, timestamptz } from './columns';

/**
 * What history's search matches any part of (docs/product.md#history): the counterparty, their
 * email and the description, one per line. The search index is on this expression, so a search
 * must use it as it is. Ids are not in it: a search finds a whole id through the key of ids'
 * digests, and an id's random characters were half the trigram index (docs/architecture.md#scale).
 */
export function historySearchText(t: {
  description: PgColumn;
  counterparty: PgColumn;
  counterpartyEmail: PgColumn;
}): SQL {
  return sql`coalesce(${t.counterparty}, '') || E'\\n' || coalesce(${t.counterpartyEmail}, '') || E'\\n' || ${t.description}`;
}

/**
 * The most common status of history, which the status indexes of both its sides (payments and
 * `merchant_transactions`) leave out: most movements succeed, and a filter on them reads the
 * created index in time order, while every other status is a minority its index finds
 * (docs/architecture.md#scale).
 */
export const HISTORY_UNINDEXED = { status: 'succeeded' } as const;

/**
 * `column` holds one of `values`: their keys ({@link textKey}), which the column's index
 * finds, then the texts themselves, so a text whose hash another shares is never taken for it.
 * The values are inlined as literals in the statement's text (Drizzle's `inlineParams`), not sent
 * as parameters: the status indexes are partial ({@link HISTORY_UNINDEXED}), and a
 * prepared statement's generic plan can use a partial index only when the values it proves the
 * index's predicate from are in its text.
 */
export function historyFilterIn(column: PgColumn, values: readonly string[]): SQL {
  const keys = sql.join(
    values.map((value) => textKey(sql`${value}::text`)),
    sql`, `,
  );
  return sql`(${textKey(column)} in (${keys}) and ${inArray(column, [...values])})`.inlineParams();
}

/**
 * The history table. `id` is unique per merchant (a transfer appears once for each side). The
 * merchant is its row's {@link merchants.seq}, not its text id: the key of every index here, where
 * 4 bytes instead of 31 take a third off each entry (docs/architecture.md#scale).
 */
export const merchantTransactions = pgTable(
  'merchant_transactions',
  {
    id: text('id').notNull(),
    merchantSeq: integer('merchant_seq').notNull(),
    type: text('type').$type<TransactionType>().notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    description: text('description').notNull(),
    counterparty: text('counterparty'),
    counterpartyEmail: text('counterparty_email'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    methodType: text('method_type').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    mobileProvider: text('mobile_provider'),
    phone: text('phone'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    // The id's digest, not the id: 36 bytes an entry where the text made 48, and the digests'
    // random order fills pages to about 70 %, where each kind's ids, ordered by time within its
    // prefix, split the pages of every kind but the last in half (docs/architecture.md#scale).
    uniqueIndex('merchant_transactions_id_digest_idx').on(textDigest(t.id), t.merchantSeq),
    index('merchant_transactions_created_idx').on(t.merchantSeq, t.createdAt),
    index('merchant_transactions_type_idx').on(t.merchantSeq, textKey(t.type), t.createdAt),
    // Without the rows of the most common status (HISTORY_UNINDEXED).
    index('merchant_transactions_status_idx')
      .on(t.merchantSeq, textKey(t.status), t.createdAt)
      .where(sql.raw(`status <> '${HISTORY_UNINDEXED.status}'`)),
    index('merchant_transactions_method_idx').on(t.merchantSeq, textKey(t.methodType), t.createdAt),
    index('merchant_transactions_currency_idx').on(t.merchantSeq, t.currency, t.createdAt),
    index('merchant_transactions_search_idx').using('gin', sql`(${historySearchText(t)}) gin_trgm_ops`),
  ],
);

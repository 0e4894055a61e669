/**
 * `merchant_transactions`: every money movement a merchant sees in history — payments and deposits,
 * payouts, transfers out and in, conversions, virtual card spending, refunds — one row each,
 * `amount_minor` signed from the merchant's side (outgoing negative). Like a bank statement's lines
 * (or Stripe's balance transactions), the rows are kept by triggers in the same database transaction
 * as the movement they show (migration `0020_merchant_transactions_table.sql`, docs/architecture.md#scale):
 * what each kind of movement shows is defined once, by the `merchant_transaction_sources` view, and
 * the triggers copy a movement's row from it whenever the movement (or a name it shows) changes.
 * Indexed for every history filter and, through `search_text`, for trigram search, so a history page
 * costs the same at a million movements as at ten.
 * @module
 */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TransactionStatus, TransactionType } from '@malipo/contracts/dashboard';
import { timestamptz } from './columns';

/** The history table. `id` is unique per merchant (a transfer appears once for each side). */
export const merchantTransactions = pgTable(
  'merchant_transactions',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
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
    /** What history's search matches: counterparty, their email, description and id, one per line. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(counterparty, '') || E'\\n' || coalesce(counterparty_email, '') || E'\\n' || description || E'\\n' || id`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('merchant_transactions_created_idx').on(t.merchantId, t.createdAt, t.id),
    index('merchant_transactions_type_idx').on(t.merchantId, t.type, t.createdAt, t.id),
    index('merchant_transactions_status_idx').on(t.merchantId, t.status, t.createdAt, t.id),
    index('merchant_transactions_method_idx').on(t.merchantId, t.methodType, t.createdAt, t.id),
    index('merchant_transactions_currency_idx').on(t.merchantId, t.currency, t.createdAt, t.id),
    index('merchant_transactions_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The `merchant_transactions` view (migration 0006): every money movement a merchant sees in
 * history — payments and deposits, payouts, transfers out and in, conversions, virtual card
 * spending — one row each, `amount_minor` signed from the merchant's side (outgoing negative).
 * Declared `.existing()`: the migration owns its SQL.
 * @module
 */
import { bigint, pgView, text } from 'drizzle-orm/pg-core';
import type { TransactionStatus, TransactionType } from '@malipo/contracts/dashboard';
import { timestamptz } from './columns';

/** The history view. `id` is unique per merchant (a transfer appears once for each side). */
export const merchantTransactions = pgView('merchant_transactions', {
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
}).existing();

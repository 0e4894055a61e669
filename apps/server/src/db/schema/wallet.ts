/**
 * Wallet money movement records (docs/money.md): payout accounts, payouts (withdrawals and
 * Direct Pay), wallet-to-wallet transfers, currency conversions and the FX rates table. Each
 * movement row is written in the same database transaction as its one ledger transaction
 * (`ledger_transactions.record_id` = the row's id). Amounts in minor units; rates as decimal text.
 * @module
 */
import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PayoutStatus } from '@malipo/contracts/wallet';
import { timestamptz } from './columns';
import { merchants } from './accounts';

/** A bank account a merchant withdraws to. Removing sets `deleted_at` (past payouts keep it). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('payout_accounts_merchant_idx').on(t.merchantId)],
);

/**
 * Money leaving a wallet through the provider: a withdrawal (fee inside the amount) or a Direct Pay
 * transfer (fee on top, converted). `pending → paid | failed`; a failure posts a reversal.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind', { enum: ['withdrawal', 'direct_pay'] }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    debitedMinor: bigint('debited_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull(),
    payoutCurrency: text('payout_currency').notNull(),
    rate: text('rate').notNull(),
    destinationType: text('destination_type', { enum: ['bank', 'mobile_money'] }).notNull(),
    payoutAccountId: text('payout_account_id').references(() => payoutAccounts.id),
    mobileProvider: text('mobile_provider'),
    mobileCountry: text('mobile_country'),
    phone: text('phone'),
    /** What the merchant sees of the destination, e.g. "Equity Bank ••••1234". */
    destinationLabel: text('destination_label').notNull(),
    provider: text('provider').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('payouts_merchant_created_idx').on(t.merchantId, t.createdAt, t.id)],
);

/** Money moved between two Malipo wallets: a send, or a payment to a merchant by code. No fee. */
export const transfers = pgTable(
  'transfers',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['send', 'merchant_payment'] }).notNull(),
    fromMerchantId: text('from_merchant_id')
      .notNull()
      .references(() => merchants.id),
    toMerchantId: text('to_merchant_id')
      .notNull()
      .references(() => merchants.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    note: text('note').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('transfers_from_idx').on(t.fromMerchantId, t.createdAt, t.id),
    index('transfers_to_idx').on(t.toMerchantId, t.createdAt, t.id),
  ],
);

/** A conversion between two of a merchant's currency wallets, at the recorded rate. */
export const conversions = pgTable(
  'conversions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    fromAmountMinor: bigint('from_amount_minor', { mode: 'number' }).notNull(),
    toAmountMinor: bigint('to_amount_minor', { mode: 'number' }).notNull(),
    rate: text('rate').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('conversions_merchant_idx').on(t.merchantId, t.createdAt, t.id)],
);

/** Exchange rates: units of `quote` per unit of `base`, as decimal text (edited by `npm run fx:set`). */
export const fxRates = pgTable(
  'fx_rates',
  {
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: text('rate').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.base, t.quote] })],
);

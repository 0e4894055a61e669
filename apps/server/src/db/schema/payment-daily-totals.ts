/**
 * Daily payment totals per merchant (docs/architecture.md#scale): what the dashboard's charts read
 * instead of scanning payments, so they cost the same at a million payments as at ten. One row per
 * merchant row (a mode), currency, local day and source type, maintained by triggers on `payments`,
 * `refunds` and `merchants` in the same transaction as the change (migration
 * `0018_payment_daily_totals.sql`): captured payments (`succeeded`, `partially_refunded`,
 * `refunded`) count on the merchant's local day of `succeeded_at`, net of their succeeded refunds,
 * as `payments/captured-payments.ts` defines them. A change of time zone rebuilds the merchant's rows.
 * @module
 */
import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** One merchant's captured payments of one source type, currency and local day. */
export const paymentDailyTotals = pgTable(
  'payment_daily_totals',
  {
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    /** The merchant's local day (its `time_zone`) of the payments' `succeeded_at`. */
    day: date('day').notNull(),
    sourceType: text('source_type').notNull(),
    /** Captured amount net of succeeded refunds, minor units of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Captured payments. */
    count: integer('count').notNull(),
    /**
     * Which of a key's rows this is (0–7: the writing connection's backend pid mod 8), so that
     * concurrent captures of one merchant do not queue on one row; readers sum a key's slots
     * (docs/architecture.md#scale).
     */
    slot: smallint('slot').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency, t.day, t.sourceType, t.slot] })],
);

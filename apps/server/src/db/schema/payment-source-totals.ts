/**
 * Running totals per payment source (docs/architecture.md#scale): what link lists, Active Links and a
 * donation page's progress read instead of summing payments, so they cost the same at a million
 * payments as at ten. Maintained by triggers on `payments` and `refunds` in the same transaction as
 * the change (migration `0021_payment_source_totals.sql`), counting captured payments as
 * `payments/captured-payments.ts` defines them, net of succeeded refunds.
 * @module
 */
import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * One payment source's captured payments: a payment link, donation link or catalogue by its id, or a
 * subscription link (`subscription_link`) for the payments of all its subscriptions. Deposits and
 * payments by merchant code have no row.
 */
export const paymentSourceTotals = pgTable(
  'payment_source_totals',
  {
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    /** Captured payments (a fully refunded one still counts, as a customer or an order). */
    count: integer('count').notNull(),
    /** Captured amount net of succeeded refunds, minor units of the source's currency. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Distinct payer emails among the captured payments (payment links only; 0 otherwise). */
    payers: integer('payers').notNull(),
    /**
     * Which of the source's rows this is (0–7: the writing connection's backend pid mod 8), so that
     * concurrent captures on one link do not queue on one row; readers sum a source's slots
     * (docs/architecture.md#scale).
     */
    slot: smallint('slot').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sourceType, t.sourceId, t.slot] })],
);

/** Captured payments per payment link and payer email: how `payers` above stays exact. */
export const paymentLinkPayers = pgTable(
  'payment_link_payers',
  {
    linkId: text('link_id').notNull(),
    payerEmail: text('payer_email').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.payerEmail] })],
);

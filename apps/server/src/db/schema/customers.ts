/**
 * Customers (docs/invoices.md#customers): the people and businesses a merchant bills or is paid by,
 * created by hand or found-or-created from payers by a trigger on `payments` in the same transaction
 * as a payment's capture (migration `0026_customers_invoices.sql`), with lifetime totals per currency.
 * @module
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './accounts';
import { timestamptz } from './columns';

/** How a customer came to be: entered by the merchant, or created from a paying payer. */
export const CUSTOMER_SOURCES = ['manual', 'payer'] as const;

/**
 * A customer of one merchant row (its mode's), `cus_…`. `email` is stored lower-cased and `phone` in
 * E.164; each is unique per merchant when present (docs/invoices.md#customers).
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** ISO 3166-1 alpha-2, upper-case. */
    country: text('country'),
    notes: text('notes').notNull().default(''),
    source: text('source', { enum: CUSTOMER_SOURCES }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('customers_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    uniqueIndex('customers_merchant_email_idx')
      .on(t.merchantId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('customers_merchant_phone_idx')
      .on(t.merchantId, t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);

/**
 * A customer's lifetime captured payments in one currency (docs/invoices.md#customer-totals): the
 * amount net of succeeded refunds (minor units) and the count, kept by the payment and refund
 * triggers.
 */
export const customerTotals = pgTable(
  'customer_totals',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull(),
    paymentsCount: integer('payments_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.currency] })],
);

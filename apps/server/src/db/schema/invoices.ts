/**
 * Invoices (docs/invoices.md): a merchant's numbered bills to a customer, their lines, and each
 * merchant's numbering settings. Amounts in minor units of the invoice's currency.
 * @module
 */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { InvoiceStatus } from '@malipo/contracts/invoices';
import { merchants } from './accounts';
import { timestamptz } from './columns';
import { customers } from './customers';

/**
 * A merchant row's invoice numbering (docs/invoices.md#numbering): `prefix` + `next_number` padded to
 * 4 digits; the row is created on the first invoice and bumped with `UPDATE … RETURNING`.
 */
export const invoiceSettings = pgTable('invoice_settings', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  prefix: text('prefix').notNull(),
  nextNumber: integer('next_number').notNull(),
  /** Whether reminders are emailed (docs/invoices.md#reminders). */
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  /** Reminder days relative to the due date: negative before it, 0 on it, positive after it. */
  reminderOffsets: integer('reminder_offsets')
    .array()
    .notNull()
    .default(sql`'{-3,0,3,7}'`),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * An invoice, `inv_…` (docs/invoices.md#model). `status` is stored; `overdue` is derived from
 * `due_date` in the merchant's time zone. Totals follow docs/invoices.md#rounding.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    number: text('number').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    amountPaidMinor: bigint('amount_paid_minor', { mode: 'number' }).notNull(),
    allowPartialPayment: boolean('allow_partial_payment').notNull(),
    /** The voided invoice this draft was revised from (`POST /api/invoices/:id/revise`). */
    revisedFromId: text('revised_from_id'),
    issuedAt: timestamptz('issued_at'),
    paidAt: timestamptz('paid_at'),
    voidedAt: timestamptz('voided_at'),
    uncollectibleAt: timestamptz('uncollectible_at'),
    /** When the invoice was last emailed by `POST /api/invoices/:id/send` (docs/invoices.md#sending). */
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_merchant_number_idx').on(t.merchantId, t.number),
    index('invoices_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    index('invoices_merchant_status_due_idx').on(t.merchantId, t.status, t.dueDate),
    index('invoices_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * One line of an invoice, at `position` 0…n-1. `quantity` is a whole number; `tax_rate_bps` in basis
 * points (null: untaxed); the line amounts are computed by docs/invoices.md#rounding.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    taxRateBps: integer('tax_rate_bps'),
    lineSubtotalMinor: bigint('line_subtotal_minor', { mode: 'number' }).notNull(),
    lineTaxMinor: bigint('line_tax_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);

/**
 * What the daily chase job did once per invoice (docs/invoices.md#reminders): a `reminder` emailed
 * `offset_days` from the due date, or the `overdue` event (offset 0). The primary key makes each
 * happen at most once, whichever worker gets there first.
 */
export const invoiceNotices = pgTable(
  'invoice_notices',
  {
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reminder', 'overdue'] }).notNull(),
    offsetDays: integer('offset_days').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.kind, t.offsetDays] })],
);

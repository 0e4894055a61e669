/**
 * Product catalogues, their products, and the orders placed on them (docs/product.md#entities "Catalogue",
 * "Catalogue item"). An order's lines freeze each product's name and unit price at the time of
 * sale, so editing or removing a product never changes a past order. Amounts in minor units.
 * @module
 */
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { merchants } from './accounts';
import { payments } from './payments';

/** A storefront at `/catalogue/{id}`. Deleting sets `deleted_at`. */
export const catalogues = pgTable(
  'catalogues',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['active', 'paused'] }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('catalogues_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** A product of a catalogue, priced in the catalogue's currency. */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: text('id').primaryKey(),
    catalogueId: text('catalogue_id')
      .notNull()
      .references(() => catalogues.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    inStock: boolean('in_stock').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('catalogue_items_catalogue_idx').on(t.catalogueId, t.position)],
);

/** An order: the payment that pays it and the shipping address. Its status is its payment's. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    catalogueId: text('catalogue_id')
      .notNull()
      .references(() => catalogues.id),
    paymentId: text('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    shippingAddress: text('shipping_address'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('orders_catalogue_idx').on(t.catalogueId)],
);

/** A line of an order, frozen at the time of sale. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

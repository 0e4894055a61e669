/**
 * Payment links (docs/product.md#entities). `status` stores the merchant's choice (active/paused); `expired` is
 * derived from `expires_at`. Deleting sets `deleted_at` so past payments keep their source.
 * @module
 */
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { merchants } from './accounts';

/** A shareable `/pay/{id}` link for a fixed amount. `amount_minor` in minor units of `currency`. */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    productName: text('product_name').notNull(),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    thankYouMessage: text('thank_you_message').notNull(),
    redirectUrl: text('redirect_url'),
    status: text('status', { enum: ['active', 'paused'] }).notNull(),
    expiresAt: timestamptz('expires_at'),
    createdAt: timestamptz('created_at').notNull(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('payment_links_merchant_idx').on(t.merchantId, t.createdAt)],
);

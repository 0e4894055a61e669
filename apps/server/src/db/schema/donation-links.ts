/**
 * Donation links (docs/product.md#entities "Donation link"). Raised amount and donor count are derived from the
 * link's succeeded payments (source `donation_link`), never stored. Deleting sets `deleted_at`.
 * @module
 */
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { merchants } from './accounts';

/** A shareable `/donate/{id}` campaign. `goal_minor` in minor units of `currency`. */
export const donationLinks = pgTable(
  'donation_links',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    goalMinor: bigint('goal_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    thankYouMessage: text('thank_you_message').notNull(),
    redirectUrl: text('redirect_url'),
    status: text('status', { enum: ['active', 'paused'] }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('donation_links_merchant_idx').on(t.merchantId, t.createdAt)],
);

/**
 * Virtual cards Malipo issues to its users, funded by the holder's wallet. The
 * card number and security code are never stored: they are derived on demand from the issuer
 * secret and the card id (see `modules/virtual-cards/card-numbers.ts`); the table keeps the last 4,
 * the expiry and an HMAC fingerprint of the number, by which a payment's card is recognized.
 * @module
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { merchants } from './accounts';

/** One virtual card per merchant; `frozen` cards decline every charge. */
export const virtualCards = pgTable('virtual_cards', {
  id: text('id').primaryKey(),
  merchantId: text('merchant_id')
    .notNull()
    .unique()
    .references(() => merchants.id),
  holderName: text('holder_name').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  panFingerprint: text('pan_fingerprint').notNull().unique(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  status: text('status', { enum: ['active', 'frozen'] }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

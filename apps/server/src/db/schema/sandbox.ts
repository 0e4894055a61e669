/**
 * The sandbox provider's own records (docs/payments.md). It stands in for an external provider, so it
 * keeps its state apart from Malipo's tables. Tokens keep brand, last 4 and expiry — never the
 * card number or CVV — plus the test scenario the number selected.
 * @module
 */
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** A tokenized sandbox card. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  scenario: text('scenario', {
    enum: ['success', 'declined', 'insufficient_funds', 'otp', 'virtual_card'],
  }).notNull(),
  /** For a Malipo virtual card: the card, whose issuer authorizes each charge. */
  virtualCardId: text('virtual_card_id'),
  createdAt: timestamptz('created_at').notNull(),
});

/**
 * A charge or mobile money request at the sandbox, keyed by its merchant-side `reference`. Its id is
 * the reference behind `sbx_ch_` (`sandbox-charge-ids.ts`); a charge made before migration 0044
 * keeps the random id it was given in `legacy_id`, which a partial index holds for those alone.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    reference: text('reference').primaryKey(),
    legacyId: text('legacy_id'),
    method: text('method', { enum: ['card', 'mobile_money', 'bank_transfer'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_otp', 'pending', 'succeeded', 'failed'] }).notNull(),
    scenario: text('scenario').notNull(),
    failureCode: text('failure_code'),
    decideAt: timestamptz('decide_at'),
    /** What a bank transfer brought in, minor units (set by the test-mode "transfer received" action). */
    receivedMinor: bigint('received_minor', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_legacy_id_idx')
      .on(t.legacyId)
      .where(sql`${t.legacyId} is not null`),
  ],
);

/**
 * A payout (bank transfer or mobile money disbursement) at the sandbox, unique per Malipo
 * `reference` (the payout id). It settles at `decide_at`: paid, or failed for the documented
 * account numbers and phones ending 0002.
 */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  scenario: text('scenario', { enum: ['pay', 'fail'] }).notNull(),
  decideAt: timestamptz('decide_at').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

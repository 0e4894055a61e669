/**
 * The demo merchant's lived-in history (docs/product.md#demo-data): about three months of its own
 * links being paid — a few hundred payments by card, mobile money and bank transfer, donations,
 * catalogue orders and subscription charges, some failed, a few refunded — and the withdrawals,
 * Direct Pay and conversions they pay for, dated relative to the day of seeding. Made by the volume
 * generator (docs/testing.md#volume-data), so it obeys every ledger rule real movements do.
 * @module
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { paymentOfMerchant } from '../../db/schema';
import { generateVolume } from './volume-generate';
import type { VolumeMerchant } from './volume-merchants';

/** Days of history the demo merchant starts with, ending at the seed. */
export const DEMO_HISTORY_DAYS = 90;

/** Payments the demo merchant starts with. */
export const DEMO_HISTORY_PAYMENTS = 300;

/**
 * Gives `merchant` its history, unless it already has payments (a second start, or people have
 * paid its links): {@link DEMO_HISTORY_PAYMENTS} payments over the {@link DEMO_HISTORY_DAYS} days
 * before `now` on its own links, which must exist and be open then. Throws what the generator throws.
 */
export async function seedDemoHistory(db: Db, input: { merchant: VolumeMerchant; now: Date }): Promise<void> {
  const [paid] = await queryRows<{ id: string }>(
    db,
    sql`select id from payments where ${paymentOfMerchant(input.merchant.merchantId)} limit 1`,
  );
  if (paid) return;
  await generateVolume(db, {
    payments: DEMO_HISTORY_PAYMENTS,
    days: DEMO_HISTORY_DAYS,
    now: input.now,
    merchants: [input.merchant],
    standardSources: false,
  });
}

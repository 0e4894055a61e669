/**
 * Reading a payment source's running totals (`payment_source_totals`, kept by triggers in the same
 * transaction as each payment and refund; docs/architecture.md#scale): captured payments counted as
 * `captured-payments.ts` defines them, amounts in minor units net of succeeded refunds. A source's
 * totals are spread over a few slot rows (so concurrent captures do not queue on one row lock) and
 * summed here: one primary-key range per source, whatever its history.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';

/** Kinds of payment source with running totals; `subscription_link` sums all its subscriptions. */
export type TotalledSource = 'payment_link' | 'donation_link' | 'catalogue' | 'subscription_link';

/** What a source's totals hold: captured payments, their net amount, distinct payer emails (links). */
export type SourceTotal = 'count' | 'amount_minor' | 'payers';

/**
 * A scalar SQL expression, the `total` of source `sourceType` whose id is `idColumn` (a column of
 * the outer query), 0 for a source never paid.
 */
export function sourceTotalSql(sourceType: TotalledSource, idColumn: SQL, total: SourceTotal): SQL<number> {
  return sql<number>`coalesce((select sum(t.${sql.raw(total)}) from payment_source_totals t
    where t.source_type = ${sourceType} and t.source_id = ${idColumn}), 0)`.mapWith(Number);
}

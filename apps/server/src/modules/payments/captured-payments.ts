/**
 * What the dashboard's figures (income, revenue by link type, each link's collected amount) count as
 * money received: payments whose money was captured — `succeeded`, or refunded in part or in full
 * since (docs/payments.md#payment-states) — at their amount net of succeeded refunds
 * (docs/refunds.md#states), in minor units. A fully refunded payment still counts as a customer or
 * an order but adds nothing to totals.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';

/** `status in (…)` for the captured states; `alias` is the payments table's alias in the query. */
export function isCapturedSql(alias: string): SQL {
  return sql.raw(`${alias}.status in ('succeeded', 'partially_refunded', 'refunded')`);
}

/** A payment's amount less its succeeded refunds, in minor units; `alias` as above. */
export function netAmountSql(alias: string): SQL {
  return sql.raw(
    `(${alias}.amount_minor - coalesce((select sum(r.amount_minor) from refunds r
      where r.payment_id = ${alias}.id and r.status = 'succeeded'), 0))`,
  );
}

/**
 * The last step of `npm run seed:volume` (docs/testing.md#volume-data): rewrites the running totals
 * that the database's triggers keep, so the seeded database has the size a live one would.
 *
 * A batch is one transaction, and the triggers update a running total's row once for each of the
 * batch's statements that touches it, so a batch leaves tens of thousands of dead row versions in
 * these small tables (a daily total can be rewritten hundreds of times). A live server writes each
 * payment in transactions of its own, where page pruning and autovacuum reuse that space as it
 * goes; `VACUUM FULL` gives the seeded tables the size they would have there. Only these tables are
 * rewritten: the seeder only inserts into the others, so their layout is the one live writes make.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Rewrites the trigger-kept running totals (`payment_daily_totals`, `payment_source_totals`,
 * `payment_link_payers`, `customer_totals`, `ledger_account_balances`) without their dead rows, and
 * refreshes their statistics. Run outside any transaction (`VACUUM` cannot run in one); it takes
 * each table's exclusive lock for the moment of its rewrite. Throws what the database throws.
 */
export async function compactRunningTotals(db: Db): Promise<void> {
  await db.execute(sql`vacuum (full, analyze) payment_daily_totals, payment_source_totals,
    payment_link_payers, customer_totals, ledger_account_balances`);
}

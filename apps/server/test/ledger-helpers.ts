/**
 * Reads the ledger straight from the database, to check its invariants independently of the
 * code that wrote it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';

/** Ledger transactions posted for `paymentId`, with their entry count. */
export async function ledgerTransactionsForPayment(db: Db, paymentId: string) {
  return queryRows<{ id: string; entries: number }>(
    db,
    sql`select t.id, (select count(*) from ledger_entries e where e.transaction_id = t.id)::int as entries
        from ledger_transactions t where t.payment_id = ${paymentId}`,
  );
}

/** Transactions whose entries do not sum to zero in some currency (should always be empty). */
export async function unbalancedTransactions(db: Db) {
  return queryRows<{ transaction_id: string }>(
    db,
    sql`select transaction_id from ledger_entries group by transaction_id, currency having sum(amount_minor) <> 0`,
  );
}

/** Number of rows in `payments` for a link. */
export async function paymentCount(db: Db, linkId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payments where source_id = ${linkId}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Reads the ledger straight from the database, to check its invariants independently of the
 * code that wrote it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';
import { ledgerTransactionId } from '../src/db/schema';

/** Ledger transactions posted for `paymentId`, with their entry count. */
export async function ledgerTransactionsForPayment(db: Db, paymentId: string) {
  return queryRows<{ id: string; entries: number }>(
    db,
    sql`select ${ledgerTransactionId('t')} as id,
          (select count(*) from ledger_entries e where e.transaction_seq = t.seq)::int as entries
        from ledger_transactions t where t.payment_id = ${paymentId}`,
  );
}

/** Transactions whose entries do not sum to zero in some currency (should always be empty). */
export async function unbalancedTransactions(db: Db) {
  return queryRows<{ transaction_id: string }>(
    db,
    sql`select ${ledgerTransactionId('t')} as transaction_id
        from ledger_entries e join ledger_transactions t on t.seq = e.transaction_seq
        group by t.seq, e.currency having sum(e.amount_minor) <> 0`,
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

/**
 * Accounts whose running balance (`ledger_account_balances`, summed over slots) differs from the sum
 * of their entries, with both figures (should always be empty).
 */
export async function driftedBalances(db: Db) {
  return queryRows<{ key: string; entries: string; running: string }>(
    db,
    sql`select a.key, coalesce(e.total, 0)::text as entries, coalesce(b.total, 0)::text as running
        from ledger_accounts a
        left join (select account_seq, sum(amount_minor) as total from ledger_entries group by account_seq) e
          on e.account_seq = a.seq
        left join (select account_id, sum(balance_minor) as total from ledger_account_balances group by account_id) b
          on b.account_id = a.id
        where coalesce(e.total, 0) <> coalesce(b.total, 0)`,
  );
}

/**
 * History's rows, each with its merchant's text id as `merchant_id` (history keeps the merchant
 * row's `seq`), aliased `h`: to compare with the sources view, or count a merchant's rows.
 */
export const HISTORY_BY_MERCHANT_ID = sql`(select h.*, m.id as merchant_id from merchant_transactions h
  join merchants m on m.seq = h.merchant_seq) h`;

/**
 * How many movements merchant `merchantId`'s history holds: its payments and deposits, which
 * history reads in place, and its rows of `merchant_transactions`.
 */
export async function historyRowCount(db: Db, merchantId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from payments where merchant_id = ${merchantId})
          + (select count(*) from ${HISTORY_BY_MERCHANT_ID} where merchant_id = ${merchantId}))::int as n`,
  );
  return Number(row?.n);
}

/**
 * History rows that differ between the `merchant_transactions` table the triggers keep and the
 * `merchant_transaction_sources` view that defines them, each marked `missing` (in the view, not the
 * table) or `stale` (in the table, not the view). Should always be empty.
 */
export async function historyDrift(db: Db) {
  const columns = sql.raw(
    `id, merchant_id, type, status, description, counterparty, counterparty_email, amount_minor,
     currency, method_type, card_brand, card_last4, mobile_provider, phone, created_at`,
  );
  return queryRows<Record<string, unknown>>(
    db,
    sql`(select 'missing' as drift, * from (select ${columns} from merchant_transaction_sources
          except select ${columns} from ${HISTORY_BY_MERCHANT_ID}) m)
        union all
        (select 'stale' as drift, * from (select ${columns} from ${HISTORY_BY_MERCHANT_ID}
          except select ${columns} from merchant_transaction_sources) s)`,
  );
}

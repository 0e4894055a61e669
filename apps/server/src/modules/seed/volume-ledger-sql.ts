/**
 * The ledger of a volume batch (docs/money.md#the-ledger), written set-based exactly as the builders
 * of `ledger/postings.ts` shape each posting — same types, keys, descriptions, accounts and signs —
 * which `apps/server/test/seed-volume.test.ts` checks against the builders themselves:
 * - `payment_capture` per captured payment (`paymentCapturePosting`): provider clearing −amount,
 *   merchant wallet +amount, at `succeeded_at`;
 * - `refund` per refund (`refundPosting`): wallet −amount, clearing +amount, at its creation;
 * - `refund_reversal` per failed refund (`refundReversalPosting`): the negation, when it failed.
 * Accounts come from `vs_accounts` (`volume-accounts.ts`). The database's deferred trigger checks at
 * commit that every transaction balances.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Writes the staged payments' and refunds' ledger transactions and their entries. */
export async function insertBatchLedger(tx: Db): Promise<void> {
  // Transactions and entries in time order, as a live server writes them: their keys then land at
  // the end of the indexes (docs/architecture.md#scale). A capture stores no id, its payment naming
  // it (\`ledgerTransactionId\`), so each transaction is found again by its key (its payment's id or
  // its own) in what its insert returned, with the \`seq\` its entries name it by.
  await tx.execute(sql`
    with lt as (
      insert into ledger_transactions (id, type, payment_id, record_id, description, created_at)
      select id, type, payment_id, record_id, description, created_at from (
        select null::text, 'payment_capture', id, null, null::text, succeeded_at, id
        from volume_payments where succeeded_at is not null
        union all
        select ltx_id, 'refund', null, id, 'Refund ' || id || ' of payment ' || payment_id, created_at, ltx_id
        from volume_refunds
        union all
        select reversal_ltx_id, 'refund_reversal', null, id, 'Failed refund ' || id || ' returned to the wallet',
          updated_at, reversal_ltx_id
        from volume_refunds where status = 'failed'
      ) t (id, type, payment_id, record_id, description, created_at, key)
      order by created_at, key
      returning seq, coalesce(id, payment_id) as key
    )
    insert into ledger_entries (amount_minor, transaction_seq, account_seq, currency)
    select e.amount_minor, lt.seq, la.seq, e.currency
    from (
      select p.id as transaction_key, a.clearing_id as account_id, -p.amount_minor as amount_minor, p.currency
      from volume_payments p join vs_accounts a on a.merchant_id = p.merchant_id and a.currency = p.currency
      where p.succeeded_at is not null
      union all
      select p.id, a.wallet_id, p.amount_minor, p.currency
      from volume_payments p join vs_accounts a on a.merchant_id = p.merchant_id and a.currency = p.currency
      where p.succeeded_at is not null
      union all
      select r.ltx_id, a.wallet_id, -r.amount_minor, r.currency
      from volume_refunds r join vs_accounts a on a.merchant_id = r.merchant_id and a.currency = r.currency
      union all
      select r.ltx_id, a.clearing_id, r.amount_minor, r.currency
      from volume_refunds r join vs_accounts a on a.merchant_id = r.merchant_id and a.currency = r.currency
      union all
      select r.reversal_ltx_id, a.wallet_id, r.amount_minor, r.currency
      from volume_refunds r join vs_accounts a on a.merchant_id = r.merchant_id and a.currency = r.currency
      where r.status = 'failed'
      union all
      select r.reversal_ltx_id, a.clearing_id, -r.amount_minor, r.currency
      from volume_refunds r join vs_accounts a on a.merchant_id = r.merchant_id and a.currency = r.currency
      where r.status = 'failed'
    ) e
    join ledger_accounts la on la.id = e.account_id
    join lt on lt.key = e.transaction_key
    order by lt.seq`);
}

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
  // the end of the indexes (docs/architecture.md#scale). Entries name their transaction by the
  // `seq` its insert gave it.
  await tx.execute(sql`
    insert into ledger_transactions (id, type, payment_id, record_id, description, created_at)
    select * from (
      select ltx_id, 'payment_capture', id, null, null::text, succeeded_at
      from volume_payments where succeeded_at is not null
      union all
      select ltx_id, 'refund', null, id, 'Refund ' || id || ' of payment ' || payment_id, created_at
      from volume_refunds
      union all
      select reversal_ltx_id, 'refund_reversal', null, id, 'Failed refund ' || id || ' returned to the wallet', updated_at
      from volume_refunds where status = 'failed'
    ) t (id, type, payment_id, record_id, description, created_at)
    order by created_at, id`);
  await tx.execute(sql`
    insert into ledger_entries (amount_minor, transaction_seq, account_seq, currency)
    select e.amount_minor, lt.seq, la.seq, e.currency
    from (
      select p.ltx_id as transaction_id, a.clearing_id as account_id, -p.amount_minor as amount_minor,
        p.currency, p.succeeded_at as at
      from volume_payments p join vs_accounts a on a.merchant_id = p.merchant_id and a.currency = p.currency
      where p.succeeded_at is not null
      union all
      select p.ltx_id, a.wallet_id, p.amount_minor, p.currency, p.succeeded_at
      from volume_payments p join vs_accounts a on a.merchant_id = p.merchant_id and a.currency = p.currency
      where p.succeeded_at is not null
      union all
      select r.ltx_id, a.wallet_id, -r.amount_minor, r.currency, r.created_at
      from volume_refunds r join vs_accounts a on a.merchant_id = r.merchant_id and a.currency = r.currency
      union all
      select r.ltx_id, a.clearing_id, r.amount_minor, r.currency, r.created_at
      from volume_refunds r join vs_accounts a on a.merchant_id = r.merchant_id and a.currency = r.currency
      union all
      select r.reversal_ltx_id, a.wallet_id, r.amount_minor, r.currency, r.updated_at
      from volume_refunds r join vs_accounts a on a.merchant_id = r.merchant_id and a.currency = r.currency
      where r.status = 'failed'
      union all
      select r.reversal_ltx_id, a.clearing_id, -r.amount_minor, r.currency, r.updated_at
      from volume_refunds r join vs_accounts a on a.merchant_id = r.merchant_id and a.currency = r.currency
      where r.status = 'failed'
    ) e
    join ledger_accounts la on la.id = e.account_id
    join ledger_transactions lt on lt.id = e.transaction_id
    order by lt.seq`);
}

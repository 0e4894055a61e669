/**
 * Ledger entries name their account by its 4-byte `seq` (migration 0047, docs/architecture.md#scale):
 * entries written before the migration keep their accounts and the balances they add up to, later
 * postings add to the same running balances, and an entry in another currency than its account's
 * is still refused. What an entry's row takes now is in ledger-entries-by-transaction-seq.test.ts.
 */
import { expect, it } from 'vitest';
import {
  accountBalances,
  insertWalletAndClearing,
  ledgerEntryRows,
  migratedBefore,
} from './migration-helpers';

/** The journal index of `0047_ledger_entries_by_account_seq`. */
const ENTRIES_BY_ACCOUNT_SEQ = 47;

it('keeps each entry on its account and each balance, and later postings add to the same balances', async () => {
  const database = await migratedBefore(ENTRIES_BY_ACCOUNT_SEQ);
  const { pg } = database;
  await insertWalletAndClearing(pg);
  await pg.exec(`
    begin;
    insert into ledger_transactions (id, type, description, created_at)
      values ('ltx_1', 'payment_capture', 'Payment: Tea', now());
    insert into ledger_entries (transaction_id, account_id, amount_minor, currency)
      values ('ltx_1', 'lacc_clearing', -1000, 'USD'), ('ltx_1', 'lacc_wallet', 1000, 'USD');
    commit;
  `);
  await database.migrateRest();

  expect(await ledgerEntryRows(pg)).toEqual([
    { transaction_id: 'ltx_1', account: 'lacc_clearing', amount_minor: '-1000' },
    { transaction_id: 'ltx_1', account: 'lacc_wallet', amount_minor: '1000' },
  ]);
  expect(await accountBalances(pg)).toEqual([
    { account_id: 'lacc_clearing', balance: '-1000' },
    { account_id: 'lacc_wallet', balance: '1000' },
  ]);

  // 500 from clearing to the wallet in `currency`, as transaction `id`, naming accounts by seq.
  const post = (id: string, currency: string) =>
    pg.exec(`
      begin;
      insert into ledger_transactions (id, type, description, created_at)
        values ('${id}', 'payment_capture', 'Payment: Coffee', now());
      insert into ledger_entries (transaction_seq, account_seq, amount_minor, currency)
        select (select seq from ledger_transactions where id = '${id}'), seq, case when id = 'lacc_wallet' then 500 else -500 end, '${currency}' from ledger_accounts;
      commit;
    `);
  await post('ltx_2', 'USD');
  expect(await accountBalances(pg)).toEqual([
    { account_id: 'lacc_clearing', balance: '-1500' },
    { account_id: 'lacc_wallet', balance: '1500' },
  ]);
  await expect(post('ltx_3', 'KES')).rejects.toThrow(/ledger_entries_account_currency_fk/);
  await pg.exec('rollback');
  await database.close();
});

/**
 * Ledger entries name their transaction by its 8-byte `seq` (migration 0051,
 * docs/architecture.md#scale): entries written before the migration stay on their transactions and
 * balances, a transaction that does not balance is still refused at commit and named by its id, an
 * entry cannot name a transaction that does not exist, and an entry takes about 52 bytes of row and
 * 20 of index where its transaction's text id made them 76 and 44.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { relationBytes } from './index-helpers';
import {
  accountBalances,
  insertWalletAndClearing,
  ledgerEntryRows,
  migratedBefore,
} from './migration-helpers';
import { createTestApp } from './test-app';

/** The journal index of `0051_ledger_entries_by_transaction_seq`. */
const ENTRIES_BY_TRANSACTION_SEQ = 51;

it('keeps each entry on its transaction and each balance, and still refuses what does not balance', async () => {
  const database = await migratedBefore(ENTRIES_BY_TRANSACTION_SEQ);
  const { pg } = database;
  await insertWalletAndClearing(pg);
  await pg.exec(`
    begin;
    insert into ledger_transactions (id, type, description, created_at) values
      ('ltx_1', 'payment_capture', 'Payment: Tea', now()), ('ltx_2', 'payment_capture', 'Payment: Mug', now());
    insert into ledger_entries (amount_minor, account_seq, transaction_id, currency)
      select e.amount, a.seq, e.tx, 'USD' from (values
        ('ltx_1', 'lacc_clearing', -1000), ('ltx_1', 'lacc_wallet', 1000),
        ('ltx_2', 'lacc_clearing', -250), ('ltx_2', 'lacc_wallet', 250)) e(tx, account, amount)
      join ledger_accounts a on a.id = e.account;
    commit;
  `);
  await database.migrateRest();

  expect(await ledgerEntryRows(pg)).toEqual([
    { transaction_id: 'ltx_1', account: 'lacc_clearing', amount_minor: '-1000' },
    { transaction_id: 'ltx_1', account: 'lacc_wallet', amount_minor: '1000' },
    { transaction_id: 'ltx_2', account: 'lacc_clearing', amount_minor: '-250' },
    { transaction_id: 'ltx_2', account: 'lacc_wallet', amount_minor: '250' },
  ]);
  expect(await accountBalances(pg)).toEqual([
    { account_id: 'lacc_clearing', balance: '-1250' },
    { account_id: 'lacc_wallet', balance: '1250' },
  ]);

  await expect(
    pg.exec(`
      begin;
      insert into ledger_transactions (id, type, description, created_at)
        values ('ltx_unbalanced', 'payment_capture', 'Payment: Coffee', now());
      insert into ledger_entries (transaction_seq, account_seq, amount_minor, currency)
        select t.seq, a.seq, case when a.id = 'lacc_wallet' then 500 else -400 end, 'USD'
        from ledger_transactions t cross join ledger_accounts a where t.id = 'ltx_unbalanced';
      commit;
    `),
  ).rejects.toThrow('ledger transaction ltx_unbalanced does not balance');
  await pg.exec('rollback');
  await expect(
    pg.exec(`insert into ledger_entries (transaction_seq, account_seq, amount_minor, currency)
      select 999999, seq, 1, 'USD' from ledger_accounts where id = 'lacc_wallet'`),
  ).rejects.toThrow(/foreign key/);
  await database.close();
});

it('takes about 52 bytes a ledger entry and 20 of index, where the transaction id made them 76 and 44', async () => {
  const t = await createTestApp();
  try {
    const [wallet, clearing] = await queryRows<{ seq: number }>(
      t.db,
      sql`insert into ledger_accounts (id, key, type, currency, created_at) values
            ('lacc_size_a', 'fx:size-a:USD', 'fx', 'USD', now()), ('lacc_size_b', 'fx:size-b:USD', 'fx', 'USD', now())
          returning seq`,
    );
    const before = {
      rows: await relationBytes(t.db, 'ledger_entries'),
      index: await relationBytes(t.db, 'ledger_entries_tx_idx'),
    };
    const transactions = 10_000;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger_transactions (id, type, description, created_at)
        select 'ltx_' || lpad(g::text, 26, '0'), 'conversion', 'Size', now()
        from generate_series(1, ${transactions}) g`);
      await tx.execute(sql`insert into ledger_entries (amount_minor, transaction_seq, account_seq, currency)
        select s.sign * 1000, t.seq, case when s.sign > 0 then ${wallet?.seq}::int else ${clearing?.seq}::int end, 'USD'
        from ledger_transactions t cross join (values (1), (-1)) s(sign)
        where t.type = 'conversion' and t.description = 'Size'
        order by t.seq`);
    });
    const entries = 2 * transactions;
    const perRow = ((await relationBytes(t.db, 'ledger_entries')) - before.rows) / entries;
    const perIndexEntry = ((await relationBytes(t.db, 'ledger_entries_tx_idx')) - before.index) / entries;
    // 24 bytes of row header, 8 + 8 + 4 of amount, transaction and account, 4 of currency, and a
    // 4-byte line pointer: 52. With the transaction's 31-byte id, 76.
    expect(perRow).toBeLessThan(56);
    // 8 bytes of index tuple header, 8 of key and a 4-byte line pointer, in pages about 90 % full
    // (keys arrive in order): about 22. With the id, 44.
    expect(perIndexEntry).toBeLessThan(26);
  } finally {
    await t.close();
  }
});

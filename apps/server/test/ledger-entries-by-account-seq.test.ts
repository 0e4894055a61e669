/**
 * Ledger entries name their account by its 4-byte `seq` (migration 0047, docs/architecture.md#scale):
 * entries written before the migration keep their accounts and the balances they add up to, later
 * postings add to the same running balances, an entry in another currency than its account's is
 * still refused, and an entry's row is about 76 bytes where it was 108.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { relationBytes } from './index-helpers';
import { insertMerchants, migratedBefore } from './migration-helpers';
import { createTestApp } from './test-app';

/** The journal index of `0047_ledger_entries_by_account_seq`. */
const ENTRIES_BY_ACCOUNT_SEQ = 47;

it('keeps each entry on its account and each balance, and later postings add to the same balances', async () => {
  const database = await migratedBefore(ENTRIES_BY_ACCOUNT_SEQ);
  const { pg } = database;
  await insertMerchants(pg, ['mer_A']);
  await pg.exec(`
    insert into ledger_accounts (id, key, type, merchant_id, currency, created_at) values
      ('lacc_wallet', 'merchant_wallet:mer_A:USD', 'merchant_wallet', 'mer_A', 'USD', now()),
      ('lacc_clearing', 'provider_clearing:sandbox:USD', 'provider_clearing', null, 'USD', now());
    begin;
    insert into ledger_transactions (id, type, description, created_at)
      values ('ltx_1', 'payment_capture', 'Payment: Tea', now());
    insert into ledger_entries (transaction_id, account_id, amount_minor, currency)
      values ('ltx_1', 'lacc_clearing', -1000, 'USD'), ('ltx_1', 'lacc_wallet', 1000, 'USD');
    commit;
  `);
  await database.migrateRest();

  const entries = async () =>
    (
      await pg.query<{ transaction_id: string; account: string; amount_minor: string }>(
        `select e.transaction_id, a.id as account, e.amount_minor::text from ledger_entries e
         join ledger_accounts a on a.seq = e.account_seq order by e.transaction_id, e.amount_minor`,
      )
    ).rows;
  const balances = async () =>
    (
      await pg.query<{ account_id: string; balance: string }>(
        `select account_id, sum(balance_minor)::text as balance from ledger_account_balances
         group by account_id order by account_id`,
      )
    ).rows;
  expect(await entries()).toEqual([
    { transaction_id: 'ltx_1', account: 'lacc_clearing', amount_minor: '-1000' },
    { transaction_id: 'ltx_1', account: 'lacc_wallet', amount_minor: '1000' },
  ]);
  expect(await balances()).toEqual([
    { account_id: 'lacc_clearing', balance: '-1000' },
    { account_id: 'lacc_wallet', balance: '1000' },
  ]);

  // 500 from clearing to the wallet in `currency`, as transaction `id`, naming accounts by seq.
  const post = (id: string, currency: string) =>
    pg.exec(`
      begin;
      insert into ledger_transactions (id, type, description, created_at)
        values ('${id}', 'payment_capture', 'Payment: Coffee', now());
      insert into ledger_entries (transaction_id, account_seq, amount_minor, currency)
        select '${id}', seq, case when id = 'lacc_wallet' then 500 else -500 end, '${currency}' from ledger_accounts;
      commit;
    `);
  await post('ltx_2', 'USD');
  expect(await balances()).toEqual([
    { account_id: 'lacc_clearing', balance: '-1500' },
    { account_id: 'lacc_wallet', balance: '1500' },
  ]);
  await expect(post('ltx_3', 'KES')).rejects.toThrow(/currency KES does not match account/);
  await pg.exec('rollback');
  await database.close();
});

it('takes about 76 bytes a ledger entry, where the account id made it 108', async () => {
  const t = await createTestApp();
  try {
    const [wallet, clearing] = await queryRows<{ seq: number }>(
      t.db,
      sql`insert into ledger_accounts (id, key, type, currency, created_at) values
            ('lacc_size_a', 'fx:size-a:USD', 'fx', 'USD', now()), ('lacc_size_b', 'fx:size-b:USD', 'fx', 'USD', now())
          returning seq`,
    );
    const before = await relationBytes(t.db, 'ledger_entries');
    const transactions = 10_000;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger_transactions (id, type, description, created_at)
        select 'ltx_' || lpad(g::text, 26, '0'), 'conversion', 'Size', now()
        from generate_series(1, ${transactions}) g`);
      await tx.execute(sql`insert into ledger_entries (amount_minor, account_seq, transaction_id, currency)
        select s.sign * 1000, case when s.sign > 0 then ${wallet?.seq}::int else ${clearing?.seq}::int end,
          'ltx_' || lpad(g::text, 26, '0'), 'USD'
        from generate_series(1, ${transactions}) g cross join (values (1), (-1)) s(sign)
        order by g`);
    });
    const perEntry = ((await relationBytes(t.db, 'ledger_entries')) - before) / (2 * transactions);
    // 24 bytes of row header, 8 + 4 of amount and account, 35 of transaction id (`ltx_` and 26) and currency,
    // aligned to 8, and a 4-byte line pointer: 76. With the account's 29-byte id, 108.
    expect(perEntry).toBeLessThan(80);
  } finally {
    await t.close();
  }
});

/**
 * A payment's capture is named by its payment (migration 0056, docs/architecture.md#scale): it
 * stores no id of its own, reads as `ltx_` and the payment id's ULID (`ledgerTransactionId`), and
 * takes that much less room; every other transaction, and the captures posted before, keep their
 * stored id, and a transaction named by neither is refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { insertWalletAndClearing, migratedBefore } from './migration-helpers';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

/** The journal index of `0056_ledger_captures_named_by_payment`. */
const CAPTURES_NAMED = 56;

describe('a capture named by its payment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores no id and shows its payment's in the ledger entries of the payment's detail", async () => {
    const shop = await t.signUp('Named Capture Shop');
    const link = await createLink(t, shop.cookie, { productName: 'Tea', amountMinor: 1_500 });
    const payment = (await pay(t, link, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json();
    expect(payment.status).toBe('succeeded');
    const stored = await queryRows<{ id: string | null }>(
      t.db,
      sql`select id from ledger_transactions where payment_id = ${payment.id}`,
    );
    expect(stored).toEqual([{ id: null }]);

    const detail = await t.request('GET', `/api/transactions/${payment.id}`, { cookie: shop.cookie });
    expect(detail.statusCode).toBe(200);
    const entries = detail.json().ledgerEntries as { transactionId: string; amountMinor: number }[];
    const named = `ltx_${String(payment.id).slice('pay_'.length)}`;
    expect(entries.map((e) => [e.transactionId, e.amountMinor])).toEqual([
      [named, -1_500],
      [named, 1_500],
    ]);
  });

  it('takes about 80 bytes less a capture than with an id of its own', async () => {
    const tableBytes = async () => {
      const [row] = await queryRows<{ bytes: string }>(
        t.db,
        sql`select pg_total_relation_size('ledger_transactions')::text as bytes`,
      );
      return Number(row?.bytes);
    };
    // Captures one at a time in time order, as a live server posts them, with or without an id.
    const post = async (withId: boolean, from: number, count: number) => {
      const before = await tableBytes();
      for (let g = from; g < from + count; g += 500) {
        await t.db.execute(sql`
          insert into ledger_transactions (id, type, payment_id, created_at)
          select case when ${withId} then 'ltx_' || lpad(n::text, 26, '0') end, 'payment_capture',
            'pay_' || lpad(n::text, 26, '0'), timestamptz '2026-01-01' + n * interval '1 second'
          from generate_series(${g}::bigint, ${g + 499}) n order by n`);
      }
      return ((await tableBytes()) - before) / count;
    };
    const count = 10_000;
    const withId = await post(true, 1_000_000, count);
    const named = await post(false, 2_000_000, count);
    // The id's 32 bytes in the row, and its entry of about 48 in the index of ids.
    expect(withId - named).toBeGreaterThan(64);
  });

  it('refuses a transaction that has neither an id nor a payment', async () => {
    await expect(
      t.db.execute(sql`insert into ledger_transactions (type, record_id, description, created_at)
        values ('refund', 're_unnamed', 'Unnamed', now())`),
    ).rejects.toMatchObject({ cause: { constraint: 'ledger_transactions_named' } });
  });
});

it('keeps the ids of the captures posted before it, and names the later ones by their payment', async () => {
  const database = await migratedBefore(CAPTURES_NAMED);
  const { pg } = database;
  await insertWalletAndClearing(pg);
  const capture = (txId: string | null, paymentId: string) => `
    insert into ledger_transactions (id, type, payment_id, created_at)
      values (${txId ? `'${txId}'` : 'null'}, 'payment_capture', '${paymentId}', now());
    insert into ledger_entries (amount_minor, transaction_seq, account_seq, currency)
      select e.amount, (select seq from ledger_transactions where payment_id = '${paymentId}'), a.seq, 'USD'
      from (values ('lacc_clearing', -900), ('lacc_wallet', 900)) e (account, amount)
      join ledger_accounts a on a.id = e.account;`;
  await pg.exec(capture('ltx_01BEFORE0000000000000000AA', 'pay_01BEFORE0000000000000000ZZ'));
  await database.migrateRest();
  await pg.exec(capture(null, 'pay_01AFTER00000000000000000ZZ'));

  const named = await pg.query<{ id: string; entries: number }>(
    `select coalesce(t.id, 'ltx_' || substr(t.payment_id, 5)) as id,
       (select count(*)::int from ledger_entries e where e.transaction_seq = t.seq) as entries
     from ledger_transactions t order by t.seq`,
  );
  expect(named.rows).toEqual([
    { id: 'ltx_01BEFORE0000000000000000AA', entries: 2 },
    { id: 'ltx_01AFTER00000000000000000ZZ', entries: 2 },
  ]);
  const key = await pg.query<{ columns: string }>(
    `select pg_get_constraintdef(oid) as columns from pg_constraint
     where conrelid = 'ledger_transactions'::regclass and contype = 'p'`,
  );
  expect(key.rows).toEqual([{ columns: 'PRIMARY KEY (seq)' }]);
  // An entry still names a transaction that exists.
  await expect(
    pg.exec(`insert into ledger_entries (amount_minor, transaction_seq, account_seq, currency)
      select 1, 999999, seq, 'USD' from ledger_accounts where id = 'lacc_wallet'`),
  ).rejects.toThrow(/foreign key/);
  await database.close();
});

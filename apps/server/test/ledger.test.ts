import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { assertBalanced, postLedgerTransaction } from '../src/modules/ledger/ledger.service';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { driftedBalances } from './ledger-helpers';
import { balances, cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { walletPost } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const wallet = (merchantId: string, currency = 'USD') => ({
  type: 'merchant_wallet' as const,
  merchantId,
  currency,
});
const clearing = (currency = 'USD') => ({
  type: 'provider_clearing' as const,
  provider: 'sandbox',
  currency,
});

/** A new merchant whose USD wallet and the sandbox's USD clearing account exist, by a posting of 1. */
async function merchantWithAccounts() {
  const { user } = await t.signUp();
  await postLedgerTransaction(t.db, {
    type: 'payment_capture',
    paymentId: null,
    description: 'setup',
    createdAt: t.clock.now(),
    entries: [
      { account: clearing(), amountMinor: -1 },
      { account: wallet(user.merchantId), amountMinor: 1 },
    ],
  });
  return user;
}

describe('ledger rules', () => {
  it('refuses unbalanced, single-entry, zero and fractional entries before touching the database', () => {
    expect(() => assertBalanced([{ account: clearing(), amountMinor: -100 }])).toThrow(/two entries/);
    expect(() =>
      assertBalanced([
        { account: clearing(), amountMinor: -100 },
        { account: wallet('m'), amountMinor: 99 },
      ]),
    ).toThrow(/does not balance in USD/);
    expect(() =>
      assertBalanced([
        { account: clearing(), amountMinor: 0 },
        { account: wallet('m'), amountMinor: 0 },
      ]),
    ).toThrow(/non-zero integer/);
    expect(() =>
      assertBalanced([
        { account: clearing(), amountMinor: -1.5 },
        { account: wallet('m'), amountMinor: 1.5 },
      ]),
    ).toThrow(/non-zero integer/);
    expect(() =>
      assertBalanced([
        { account: clearing('USD'), amountMinor: -100 },
        { account: wallet('m', 'EUR'), amountMinor: 100 },
      ]),
    ).toThrow(/does not balance/);
  });

  it('the database itself refuses a transaction whose entries do not sum to zero', async () => {
    await merchantWithAccounts();
    const [account] = await queryRows<{ seq: number }>(t.db, sql`select seq from ledger_accounts limit 1`);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ledger_transactions (id, type, description, created_at)
          values ('ltx_bad', 'payment_capture', 'bad', now())`);
        await tx.execute(sql`insert into ledger_entries (transaction_seq, account_seq, amount_minor, currency)
          select t.seq, ${account?.seq}::int, e.amount, 'USD'
          from ledger_transactions t cross join (values (500), (-400)) e(amount) where t.id = 'ltx_bad'`);
      }),
    ).rejects.toThrow();
    expect(await queryRows(t.db, sql`select id from ledger_transactions where id = 'ltx_bad'`)).toEqual([]);
  });

  it('the database refuses an entry in another currency than its account', async () => {
    const user = await merchantWithAccounts();
    // Balanced in KES, on the merchant's USD wallet and the USD clearing account.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ledger_transactions (id, type, description, created_at)
          values ('ltx_wrong_currency', 'payment_capture', 'wrong currency', now())`);
        await tx.execute(sql`insert into ledger_entries (transaction_seq, account_seq, amount_minor, currency)
          select t.seq, a.seq, case when a.type = 'merchant_wallet' then 500 else -500 end, 'KES'
          from ledger_transactions t cross join ledger_accounts a
          where t.id = 'ltx_wrong_currency' and a.currency = 'USD'
            and (a.merchant_id = ${user.merchantId} or a.type = 'provider_clearing')`);
      }),
    ).rejects.toMatchObject({ cause: { constraint: 'ledger_entries_account_currency_fk' } });
    expect(
      await queryRows(t.db, sql`select id from ledger_transactions where id = 'ltx_wrong_currency'`),
    ).toEqual([]);
  });

  it('ledger rows cannot be updated or deleted', async () => {
    const { user } = await t.signUp();
    const id = await postLedgerTransaction(t.db, {
      type: 'payment_capture',
      paymentId: null,
      description: 'append only',
      createdAt: t.clock.now(),
      entries: [
        { account: clearing(), amountMinor: -250 },
        { account: wallet(user.merchantId), amountMinor: 250 },
      ],
    });
    await expect(
      t.db.execute(
        sql`update ledger_entries set amount_minor = 1 where transaction_seq = (select seq from ledger_transactions where id = ${id})`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`delete from ledger_entries where transaction_seq = (select seq from ledger_transactions where id = ${id})`,
      ),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_transactions where id = ${id}`)).rejects.toThrow();
  });

  it('a payment is never captured twice in the ledger', async () => {
    const { user } = await t.signUp();
    const post = () =>
      postLedgerTransaction(t.db, {
        type: 'payment_capture',
        paymentId: 'pay_TWICE',
        description: 'capture',
        createdAt: t.clock.now(),
        entries: [
          { account: clearing(), amountMinor: -10 },
          { account: wallet(user.merchantId), amountMinor: 10 },
        ],
      });
    await post();
    await expect(post()).rejects.toMatchObject({ code: 'conflict' });
  });

  it('running balances equal the sum of entries under concurrent payments and sends', async () => {
    const [seller, buyer] = await Promise.all([t.signUp('Seller'), t.signUp('Buyer')]);
    const linkId = await createLink(t, seller.cookie, { amountMinor: 700 });
    const paid = await Promise.all(
      Array.from({ length: 16 }, async () =>
        pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success))),
      ),
    );
    expect(paid.map((res) => res.json().status)).toEqual(Array(16).fill('succeeded'));
    const sent = await Promise.all(
      Array.from({ length: 6 }, () =>
        walletPost(t, seller.cookie, '/api/wallet/transfers', {
          recipient: buyer.email,
          amountMinor: 2_000,
          currency: 'USD',
        }),
      ),
    );
    // 16 × 700 = 11,200 covers five sends of 2,000 and never a sixth: the wallet lock orders them.
    expect(sent.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 422]);
    expect(await driftedBalances(t.db)).toEqual([]);
    expect((await balances(t, seller.cookie)).USD).toBe(1_200);
    expect((await balances(t, buyer.cookie)).USD).toBe(10_000);
  });
});

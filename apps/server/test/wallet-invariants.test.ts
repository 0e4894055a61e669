/**
 * Property-based test of the ledger under random sequences of money movements:
 * deposits, link payments, sends, conversions, withdrawals that are paid or fail. After every step:
 * every ledger transaction sums to zero per currency, no wallet is negative, every account's running
 * balance equals the sum of its entries, history holds exactly the rows its sources define, and each wallet's balance equals both the sum of its entries
 * and a model kept from the API's answers.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './test-app';
import { balances, cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { driftedBalances, historyDrift, unbalancedTransactions } from './ledger-helpers';
import { depositByCard, walletPost } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYOUT_DELAY_MS: '1000' } });
});
afterAll(async () => {
  await t.close();
});

const CURRENCIES = ['USD', 'RWF', 'EUR'] as const;
type Currency = (typeof CURRENCIES)[number];
type Model = Record<string, Record<string, number>>;

const amount = fc.integer({ min: 1, max: 20_000 });
const who = fc.integer({ min: 0, max: 1 });
const currency = fc.constantFrom(...CURRENCIES);

const step = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), who, amount, currency }),
  fc.record({ kind: fc.constant('linkPayment' as const), who, amount }),
  fc.record({ kind: fc.constant('send' as const), who, amount, currency }),
  fc.record({ kind: fc.constant('convert' as const), who, amount, from: currency, to: currency }),
  fc.record({ kind: fc.constant('withdraw' as const), who, amount, currency, fails: fc.boolean() }),
  fc.record({ kind: fc.constant('settle' as const) }),
);

async function checkInvariants(users: { cookie: string; merchantId: string }[], model: Model) {
  expect(await unbalancedTransactions(t.db)).toEqual([]);
  expect(await driftedBalances(t.db)).toEqual([]);
  expect(await historyDrift(t.db)).toEqual([]);
  const negative = await queryRows<{ key: string }>(
    t.db,
    sql`select a.key from ledger_accounts a join ledger_entries e on e.account_seq = a.seq
        where a.type = 'merchant_wallet' group by a.key having sum(e.amount_minor) < 0`,
  );
  expect(negative).toEqual([]);
  for (const user of users) {
    const api = await balances(t, user.cookie);
    const entries = await queryRows<{ currency: string; sum: number }>(
      t.db,
      sql`select a.currency, coalesce(sum(e.amount_minor), 0)::bigint as sum from ledger_accounts a
          left join ledger_entries e on e.account_seq = a.seq
          where a.type = 'merchant_wallet' and a.merchant_id = ${user.merchantId} group by a.currency`,
    );
    const fromEntries = Object.fromEntries(entries.map((r) => [r.currency, Number(r.sum)]));
    expect(api).toEqual(fromEntries);
    const expected = model[user.merchantId] ?? {};
    for (const c of CURRENCIES) expect(api[c] ?? 0).toBe(expected[c] ?? 0);
  }
}

describe('ledger invariants under random money movements', () => {
  it('hold after every step of random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const users = await Promise.all([t.signUp('A'), t.signUp('B')]).then((us) =>
          us.map((u) => ({ cookie: u.cookie, email: u.email, merchantId: u.user.merchantId })),
        );
        const linkId = await createLink(t, users[0]!.cookie, { amountMinor: 1_500 });
        const model: Model = Object.fromEntries(users.map((u) => [u.merchantId, {}]));
        const add = (merchantId: string, c: string, delta: number) => {
          const wallet = model[merchantId]!;
          wallet[c] = (wallet[c] ?? 0) + delta;
        };
        const have = (merchantId: string, c: string) => model[merchantId]?.[c] ?? 0;

        for (const s of steps) {
          if (s.kind === 'deposit') {
            const u = users[s.who]!;
            await depositByCard(t, u.cookie, s.amount, s.currency);
            add(u.merchantId, s.currency, s.amount);
          } else if (s.kind === 'linkPayment') {
            const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
            expect(res.json().status).toBe('succeeded');
            add(users[0]!.merchantId, 'USD', 1_500);
          } else if (s.kind === 'send') {
            const from = users[s.who]!;
            const to = users[1 - s.who]!;
            const res = await walletPost(t, from.cookie, '/api/wallet/transfers', {
              recipient: to.email,
              amountMinor: s.amount,
              currency: s.currency,
            });
            if (have(from.merchantId, s.currency) >= s.amount) {
              expect(res.statusCode).toBe(201);
              add(from.merchantId, s.currency, -s.amount);
              add(to.merchantId, s.currency, s.amount);
            } else expect(res.json().error.code).toBe('insufficient_funds');
          } else if (s.kind === 'convert') {
            const u = users[s.who]!;
            const res = await walletPost(t, u.cookie, '/api/wallet/conversions', {
              amountMinor: s.amount,
              fromCurrency: s.from,
              toCurrency: s.to,
            });
            if (res.statusCode === 201) {
              add(u.merchantId, s.from, -s.amount);
              add(u.merchantId, s.to, res.json().toAmountMinor as number);
            } else if (s.from !== s.to && have(u.merchantId, s.from) < s.amount) {
              expect(['insufficient_funds', 'validation_failed']).toContain(res.json().error.code);
            } else {
              expect(res.json().error.code).toBe('validation_failed');
            }
          } else if (s.kind === 'withdraw') {
            const u = users[s.who]!;
            const res = await walletPost(t, u.cookie, '/api/wallet/payouts', {
              amountMinor: s.amount,
              currency: s.currency as Currency,
              destination: {
                type: 'mobile_money',
                provider: 'mtn',
                country: 'RW',
                phone: s.fails ? '0788120002' : '0788123456',
              },
            });
            if (res.statusCode === 201) {
              add(u.merchantId, s.currency, -s.amount);
              if (s.fails) add(u.merchantId, s.currency, s.amount); // returned once settled below
            } else {
              expect(['insufficient_funds', 'validation_failed']).toContain(res.json().error.code);
            }
            if (res.statusCode === 201 && s.fails) {
              await t.jobs.runDue();
              t.clock.advance(2_000);
              await t.jobs.runDue();
            }
          } else {
            await t.jobs.runDue();
            t.clock.advance(2_000);
            await t.jobs.runDue();
          }
          await checkInvariants(users, model);
        }
      }),
      { numRuns: 12 },
    );
  });
});

/**
 * The volume generator (docs/testing.md#volume-data) on a real database: a small run into two new
 * merchants, checked against the ledger's rules independently of the code that wrote it, then a
 * refund through the real flow and a second run. What the run shows through the history and
 * dashboard APIs is in `seed-volume-views.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeTime } from 'ulidx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directPayFigures, withdrawalFigures } from '@malipo/contracts/fees';
import { convertMinor } from '@malipo/contracts/fx';
import { queryRows } from '../src/db/client';
import { conversions, payments, payouts, refunds } from '../src/db/schema';
import { rateFor } from '../src/modules/fx/fx.service';
import { generateVolume, type VolumeSummary } from '../src/modules/seed/volume-generate';
import type { VolumeTargets } from '../src/modules/seed/volume-targets';
import { unbalancedTransactions } from './ledger-helpers';
import { expectedTransactions, postedTransactions } from './seed-volume-ledger';
import { DAYS, PAYMENTS, seedVolumeApp, signIn } from './seed-volume-setup';
import type { TestApp } from './test-app';

const DAY_MS = 24 * 3600_000;

let t: TestApp;
let now: Date;
let targets: VolumeTargets;
let summary: VolumeSummary;

beforeAll(async () => {
  ({ t, now, targets, summary } = await seedVolumeApp());
}, 120_000);
afterAll(async () => {
  await t.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

/** Every wallet's balance from its entries, by `merchantId:currency`, in minor units. */
async function walletBalances(): Promise<Map<string, number>> {
  const found = await rows<{ merchant_id: string; currency: string; balance: number | string }>(
    sql`select a.merchant_id, a.currency, coalesce(sum(e.amount_minor), 0) as balance
        from ledger_accounts a left join ledger_entries e on e.account_seq = a.seq
        where a.type = 'merchant_wallet' group by 1, 2`,
  );
  return new Map(found.map((r) => [`${r.merchant_id}:${r.currency}`, Number(r.balance)]));
}

/** Every wallet's balance from the records that moved money (not the ledger), like {@link walletBalances}. */
async function recordBalances(): Promise<Map<string, number>> {
  const found = await rows<{ merchant_id: string; currency: string; balance: number | string }>(
    sql`select merchant_id, currency, sum(amount) as balance from (
          select merchant_id, currency, amount_minor as amount from payments where succeeded_at is not null
          union all select merchant_id, currency, -amount_minor from refunds where status <> 'failed'
          union all select merchant_id, currency, -debited_minor from payouts where status <> 'failed'
          union all select from_merchant_id, currency, -amount_minor from transfers
          union all select to_merchant_id, currency, amount_minor from transfers
          union all select merchant_id, from_currency, -from_amount_minor from conversions
          union all select merchant_id, to_currency, to_amount_minor from conversions
        ) m group by 1, 2`,
  );
  return new Map(found.map((r) => [`${r.merchant_id}:${r.currency}`, Number(r.balance)]));
}

/** The lowest balance each wallet ever had, replaying its entries in time order. */
async function lowestBalances() {
  return rows<{ key: string; lowest: number | string }>(
    sql`select a.key, min(x.balance) as lowest from (
          select e.account_seq, sum(e.amount_minor) over (partition by e.account_seq order by t.created_at, t.id) as balance
          from ledger_entries e join ledger_transactions t on t.seq = e.transaction_seq
        ) x join ledger_accounts a on a.seq = x.account_seq
        where a.type = 'merchant_wallet' group by a.key`,
  );
}

describe('the volume generator (docs/testing.md#volume-data)', () => {
  it('writes exactly the payments asked, of every kind, method and outcome', async () => {
    expect(summary.payments).toBe(PAYMENTS);
    const counts = await rows<{ source_type: string; method_type: string; status: string; n: number }>(
      sql`select source_type, method_type, status, count(*)::int as n from payments group by 1, 2, 3`,
    );
    expect(counts.reduce((sum, c) => sum + c.n, 0)).toBe(PAYMENTS);
    const has = (where: (c: (typeof counts)[number]) => boolean) => counts.some((c) => where(c) && c.n > 0);
    for (const kind of ['payment_link', 'donation_link', 'catalogue', 'subscription']) {
      const methods =
        kind === 'subscription' ? ['card', 'mobile_money'] : ['card', 'mobile_money', 'bank_transfer'];
      for (const method of methods) {
        expect(
          has((c) => c.source_type === kind && c.method_type === method && c.status === 'succeeded'),
        ).toBe(true);
      }
      if (kind !== 'subscription')
        expect(has((c) => c.source_type === kind && c.status === 'failed')).toBe(true);
    }
    for (const method of ['card', 'mobile_money', 'bank_transfer']) {
      expect(has((c) => c.method_type === method && c.status === 'failed')).toBe(true);
    }
    for (const status of ['refunded', 'partially_refunded'])
      expect(has((c) => c.status === status)).toBe(true);
    const movements = await rows<{ what: string; n: number }>(
      sql`select kind || ':' || status as what, count(*)::int as n from payouts group by 1
          union all select 'transfer', count(*)::int from transfers
          union all select 'conversion', count(*)::int from conversions
          union all select 'subscription:' || status, count(*)::int from subscriptions group by status
          union all select 'order', count(*)::int from orders`,
    );
    const names = movements.filter((m) => m.n > 0).map((m) => m.what);
    for (const name of [
      'withdrawal:paid',
      'withdrawal:failed',
      'direct_pay:paid',
      'transfer',
      'conversion',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of ['subscription:active', 'subscription:canceled', 'order'])
      expect(names).toContain(name);
  });

  it("keeps only each payment's own method's details, as the payer pages and renewals save them", async () => {
    const mixed = await rows<{ source_type: string; method_type: string; n: number }>(
      sql`select source_type, method_type, count(*)::int as n from payments
          where (method_type = 'card') <> (card_last4 is not null)
             or (method_type = 'mobile_money') <> (mobile_provider is not null and payer_phone is not null)
          group by 1, 2`,
    );
    expect(mixed).toEqual([]);
  });

  it('spreads payments over the 13 months ending now, under ids that carry their creation time', async () => {
    const found = await t.db
      .select({ id: payments.id, createdAt: payments.createdAt, succeededAt: payments.succeededAt })
      .from(payments);
    const months = new Set<number>();
    for (const p of found) {
      expect(p.id).toMatch(/^pay_[0-9A-Z]{26}$/);
      expect(decodeTime(p.id.slice(4))).toBe(p.createdAt.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(now.getTime() - DAYS * DAY_MS);
      expect((p.succeededAt ?? p.createdAt).getTime()).toBeLessThan(now.getTime());
      months.add(Math.min(12, Math.floor((now.getTime() - p.createdAt.getTime()) / ((DAYS * DAY_MS) / 13))));
    }
    expect([...months].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const record of [...(await t.db.select().from(refunds)), ...(await t.db.select().from(payouts))]) {
      expect(decodeTime(record.id.split('_').at(-1) ?? '')).toBe(record.createdAt.getTime());
    }
  });

  it('writes each batch after the one before in time, as a live server writes its payments', async () => {
    // Each batch is one database transaction, so a payment's `xmin` names its batch. A one-off
    // payment's time of day may move it up to a day from its place on the time line.
    const batches = await rows<{ first_ms: number | string; last_ms: number | string }>(
      sql`select min(${sql.raw('extract(epoch from created_at) * 1000')}) as first_ms,
            max(${sql.raw('extract(epoch from created_at) * 1000')}) as last_ms
          from payments where merchant_id in ${targets.merchants.map((m) => m.merchantId)}
          group by xmin::text::bigint order by xmin::text::bigint`,
    );
    expect(batches).toHaveLength(3);
    for (let i = 1; i < batches.length; i += 1) {
      expect(Number(batches[i]?.first_ms)).toBeGreaterThan(Number(batches[i - 1]?.last_ms) - DAY_MS);
    }
  });

  it('posts each movement as one balanced ledger transaction, exactly as the postings builders do', async () => {
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    const posted = await postedTransactions(t.db);
    const expected = await expectedTransactions(t.db);
    expect(posted.size).toBe(expected.size);
    for (const [key, transaction] of expected) expect(posted.get(key), key).toEqual(transaction);
    const types = new Set([...posted.values()].map((p) => p.type));
    for (const type of ['payment_capture', 'refund', 'payout', 'payout_reversal', 'transfer', 'conversion']) {
      expect(types).toContain(type);
    }
  });

  it('takes the fees of the schedule and converts at the stored rates', async () => {
    for (const p of await t.db.select().from(payouts)) {
      if (p.kind === 'withdrawal') {
        expect(withdrawalFigures(p.debitedMinor)).toEqual({
          debitedMinor: p.debitedMinor,
          feeMinor: p.feeMinor,
          arrivesMinor: p.payoutMinor,
        });
        continue;
      }
      const amountMinor = p.debitedMinor - p.feeMinor;
      expect(directPayFigures(amountMinor)).toEqual({ feeMinor: p.feeMinor, totalMinor: p.debitedMinor });
      expect(p.rate).toBe(await rateFor(t.db, p.currency, p.payoutCurrency));
      expect(p.payoutMinor).toBe(convertMinor(amountMinor, p.currency, p.payoutCurrency, p.rate));
    }
    for (const c of await t.db.select().from(conversions)) {
      expect(c.rate).toBe(await rateFor(t.db, c.fromCurrency, c.toCurrency));
      expect(c.toAmountMinor).toBe(convertMinor(c.fromAmountMinor, c.fromCurrency, c.toCurrency, c.rate));
    }
  });

  it('never takes a wallet below zero, and each balance is both its entries and its records', async () => {
    for (const { key, lowest } of await lowestBalances())
      expect(Number(lowest), key).toBeGreaterThanOrEqual(0);
    const fromEntries = await walletBalances();
    expect(fromEntries).toEqual(await recordBalances());
    for (const [key, balance] of fromEntries) expect(balance, key).toBeGreaterThan(0);
    for (const merchant of targets.merchants) {
      const cookie = await signIn(t, merchant.email);
      const shown = (await t.request('GET', '/api/dashboard/balances', { cookie })).json().data;
      const own = [...fromEntries].filter(([key]) => key.startsWith(`${merchant.merchantId}:`));
      expect(shown).toHaveLength(own.length);
      for (const { currency, availableMinor } of shown) {
        expect(availableMinor).toBe(fromEntries.get(`${merchant.merchantId}:${currency}`));
      }
    }
  });

  it('leaves recent seeded card payments refundable through the real refund flow', async () => {
    const [merchant] = targets.merchants;
    const [payment] = await rows<{ id: string; amount_minor: number | string }>(
      sql`select id, amount_minor from payments where merchant_id = ${merchant?.merchantId ?? ''}
          and method_type = 'card' and status = 'succeeded' and source_type = 'payment_link'
          order by created_at desc limit 1`,
    );
    const cookie = await signIn(t, merchant?.email ?? '');
    const res = await t.request('POST', `/api/payments/${payment?.id}/refunds`, {
      cookie,
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded', amountMinor: Number(payment?.amount_minor) });
  });

  it('adds to the history on a second run without changing the first', async () => {
    const before = await rows<{ id: string; status: string; amount_minor: number | string }>(
      sql`select id, status, amount_minor from payments order by id`,
    );
    const [links] = await rows<{ n: number }>(sql`select count(*)::int as n from payment_links`);
    const again = await generateVolume(t.db, {
      payments: 500,
      days: DAYS,
      now: t.clock.now(),
      merchants: targets.merchants,
      standardSources: true,
      recipients: targets.recipients,
    });
    expect(again.payments).toBe(500);
    const after = await rows<{ id: string; status: string; amount_minor: number | string }>(
      sql`select id, status, amount_minor from payments order by id`,
    );
    expect(after).toHaveLength(before.length + 500);
    const afterById = new Map(after.map((p) => [p.id, p]));
    for (const p of before) expect(afterById.get(p.id)).toEqual(p);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from payment_links`))[0]).toEqual(links);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    expect(await walletBalances()).toEqual(await recordBalances());
    for (const { key, lowest } of await lowestBalances())
      expect(Number(lowest), key).toBeGreaterThanOrEqual(0);
  });
});

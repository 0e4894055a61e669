/**
 * History's type, status and method indexes hold a 4-byte hash of the text (`textKey`,
 * docs/architecture.md#scale): rows arriving in time order fill their pages instead of splitting
 * them in half, the filters' queries reach the rows through those indexes (the status index leaves
 * out the most common value, succeeded rows), and a text whose hash another text shares is never
 * taken for it. History's table holds every movement but payments, which it reads in place
 * (`history-reads-payments.test.ts`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { HISTORY_UNINDEXED, historyFilterIn, merchantTransactions } from '../src/db/schema';
import { relationBytes, indexPlan } from './index-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A merchant seq no merchant row has: history's rows here are written directly. */
const SEQ = 900_001;
const TYPES = [
  'refund',
  'refund',
  'withdrawal',
  'direct_pay',
  'transfer_in',
  'transfer_out',
  'conversion',
  'card_spend',
];
const STATUSES = ['succeeded', 'succeeded', 'succeeded', 'failed', 'pending', 'refunded', 'processing'];
const METHODS = ['card', 'card', 'mobile_money', 'bank_transfer', 'wallet'];

/** `values` as one SQL `text[]`. */
function textArray(values: string[]) {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

it('fills the pages of the type, status and method indexes as rows arrive one at a time in time order', async () => {
  const indexes = ['type', 'status', 'method'].map((name) => `merchant_transactions_${name}_idx`);
  const before = await Promise.all(indexes.map((index) => relationBytes(t.db, index)));
  const rows = 20_000;
  // One row at a time into each index, in time order with the values mixed, as a live server writes them.
  await t.db.execute(sql`
    insert into merchant_transactions (id, merchant_seq, type, status, description, amount_minor, currency,
      method_type, created_at)
    select 're_' || lpad(g::text, 26, '0'), ${SEQ}, (${textArray(TYPES)})[1 + (g * 7919 % ${TYPES.length})::int],
      (${textArray(STATUSES)})[1 + (g * 104729 % ${STATUSES.length})::int], 'Tea', 1000, 'USD',
      (${textArray(METHODS)})[1 + (g * 1299709 % ${METHODS.length})::int], timestamptz '2026-01-01' + g * interval '1 minute'
    from generate_series(1::bigint, ${rows}) g
    order by g`);
  const after = await Promise.all(indexes.map((index) => relationBytes(t.db, index)));
  // The rows each index holds: the status index leaves out succeeded rows.
  const held = [
    1,
    STATUSES.filter((status) => status !== HISTORY_UNINDEXED.status).length / STATUSES.length,
    1,
  ].map((share) => share * rows);
  // An entry with its line pointer is 28 bytes; pages filled to the 90 % fill factor hold it in about 31.
  // Keyed by the text, pages split in half and the indexes took 67 to 76 bytes a row.
  for (const [i, index] of indexes.entries()) {
    const bytesPerRow = ((after[i] ?? 0) - (before[i] ?? 0)) / (held[i] ?? rows);
    expect(bytesPerRow, `${index}: bytes a row`).toBeLessThan(40);
  }
  await t.db.execute(sql`delete from merchant_transactions where merchant_seq = ${SEQ}`);
});

it('finds the rows of a type, status or method through its index', async () => {
  const h = merchantTransactions;
  const plan = (condition: ReturnType<typeof historyFilterIn>) =>
    indexPlan(t.db, sql`select ${h.id} from ${h} where ${h.merchantSeq} = ${SEQ} and ${condition}`);
  expect(await plan(historyFilterIn(h.type, ['refund']))).toMatch(
    /merchant_transactions_type_idx[^]*Index Cond: \(\(merchant_seq = \d+\) AND \(hashtext\(type\) = /,
  );
  expect(await plan(historyFilterIn(h.status, ['processing', 'requires_action']))).toMatch(
    /merchant_transactions_status_idx[^]*Index Cond: \(\(merchant_seq = \d+\) AND \(hashtext\(status\) = ANY /,
  );
  expect(await plan(historyFilterIn(h.methodType, ['card']))).toMatch(
    /merchant_transactions_method_idx[^]*Index Cond: \(\(merchant_seq = \d+\) AND \(hashtext\(method_type\) = /,
  );
});

it('leaves succeeded rows out of the status index', async () => {
  const before = await relationBytes(t.db, 'merchant_transactions_status_idx');
  await t.db.execute(sql`
    insert into merchant_transactions (id, merchant_seq, type, status, description, amount_minor, currency,
      method_type, created_at)
    select 're_' || lpad(g::text, 26, '0'), ${SEQ}, 'refund', 'succeeded', 'Tea', 1000, 'USD', 'card',
      timestamptz '2026-01-01' + g * interval '1 minute'
    from generate_series(1::bigint, 5000) g`);
  expect(await relationBytes(t.db, 'merchant_transactions_status_idx')).toBe(before);
  // A filter on them still finds them all, from the other indexes.
  const h = merchantTransactions;
  const matching = async (condition: ReturnType<typeof historyFilterIn>) => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${h} where ${h.merchantSeq} = ${SEQ} and ${condition}`,
    );
    return row?.n;
  };
  expect(await matching(historyFilterIn(h.status, ['succeeded', 'paid']))).toBe(5000);
  expect(await matching(historyFilterIn(h.type, ['refund']))).toBe(5000);
  await t.db.execute(sql`delete from merchant_transactions where merchant_seq = ${SEQ}`);
});

it("finds a status through its partial index in a prepared statement's generic plan", async () => {
  // Named prepared statements switch to a generic plan after five runs (db/prepared-statements.ts);
  // a generic plan proves a partial index's predicate only from values written in the statement.
  const h = merchantTransactions;
  const lines = await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(
      sql`prepare history_failed (integer) as select ${h.id} from ${h}
          where ${h.merchantSeq} = $1 and ${historyFilterIn(h.status, ['failed'])}`,
    );
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      tx,
      sql.raw(`explain execute history_failed(${SEQ})`),
    );
    await tx.execute(sql`deallocate history_failed`);
    return plan.map((line) => line['QUERY PLAN']).join('\n');
  });
  expect(lines).toMatch(
    /merchant_transactions_status_idx[^]*Index Cond: \(\(merchant_seq = \$1\) AND \(hashtext\(status\) = /,
  );
});

it('never takes a text for another whose hash it shares', async () => {
  // Two texts with one hashtext, found by a search over generated strings.
  const [a, b] = ['type-61124', 'type-89272'];
  const [same] = await queryRows<{ same: boolean }>(
    t.db,
    sql`select hashtext(${a}) = hashtext(${b}) as same`,
  );
  expect(same?.same).toBe(true);
  await t.db.execute(sql`
    insert into merchant_transactions (id, merchant_seq, type, status, description, amount_minor, currency,
      method_type, created_at)
    values ('pay_A', ${SEQ}, ${a}, 'succeeded', 'Tea', 1000, 'USD', 'card', now()),
      ('pay_B', ${SEQ}, ${b}, 'succeeded', 'Tea', 1000, 'USD', 'card', now())`);
  const h = merchantTransactions;
  const found = await t.db
    .select({ id: h.id })
    .from(h)
    .where(sql`${h.merchantSeq} = ${SEQ} and ${historyFilterIn(h.type, [a])}`);
  expect(found).toEqual([{ id: 'pay_A' }]);
  await t.db.execute(sql`delete from merchant_transactions where merchant_seq = ${SEQ}`);
});

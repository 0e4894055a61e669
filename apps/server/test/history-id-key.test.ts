/**
 * History's unique key is each id's 16-byte digest with the merchant's seq (migration 0049,
 * docs/architecture.md#scale): it takes about 40 % fewer bytes a row than the (id, merchant_seq)
 * primary key took, a movement's row is found by id through it, and it still holds one row per id
 * and merchant while a transfer's id appears once for each side.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { merchantTransactions } from '../src/db/schema';
import { digestIs } from '../src/db/schema/columns';
import { indexPlan, relationBytes } from './index-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Merchant seqs no merchant row has: history's rows here are written directly. */
const SEQ = 900_101;
const OTHER_SEQ = 900_102;
const KEY = 'merchant_transactions_id_digest_idx';

/** Inserts history row `id` for merchant `seq`; resolves to whether it was written. */
async function insertRow(id: string, seq: number): Promise<boolean> {
  const written = await queryRows<{ id: string }>(
    t.db,
    sql`insert into merchant_transactions (id, merchant_seq, type, status, description, amount_minor, currency,
          method_type, created_at)
        values (${id}, ${seq}, 'transfer_out', 'succeeded', 'Rent', -1000, 'USD', 'wallet', now())
        on conflict do nothing
        returning id`,
  );
  return written.length === 1;
}

it('takes fewer bytes a row than the primary key on the id did, as movements of every kind arrive', async () => {
  const before = await relationBytes(t.db, KEY);
  const rows = 20_000;
  // One row at a time in time order, the kinds mixed as a live server writes them: each kind's ids
  // are in time order after its own prefix.
  await t.db.execute(sql`
    insert into merchant_transactions (id, merchant_seq, type, status, description, amount_minor, currency,
      method_type, created_at)
    select (array['pay_', 'pay_', 'pay_', 'po_', 'ref_', 'tr_'])[1 + g % 6] || lpad(g::text, 26, '0'), ${SEQ},
      'payment', 'succeeded', 'Tea', 1000, 'USD', 'card', timestamptz '2026-01-01' + g * interval '1 minute'
    from generate_series(1::bigint, ${rows}) g
    order by g`);
  const bytesPerRow = ((await relationBytes(t.db, KEY)) - before) / rows;
  // An entry with its line pointer is 36 bytes, 50 to 60 a row in pages 60 to 70 % full as the
  // digests arrive in no order. The primary key's entries were 48 bytes, and the pages of every
  // kind's range but the last split in half: 98 a row here, 105 at a million payments.
  expect(bytesPerRow).toBeLessThan(70);
  await t.db.execute(sql`delete from merchant_transactions where merchant_seq = ${SEQ}`);
});

it("finds a movement's row by its id through the key", async () => {
  const h = merchantTransactions;
  const plan = await indexPlan(
    t.db,
    sql`select ${h.description} from ${h} where ${h.merchantSeq} = ${SEQ} and ${digestIs(h.id, 'tr_rent')}`,
  );
  expect(plan).toMatch(
    new RegExp(
      `${KEY}[^]*Index Cond: \\(\\(\\(md5\\(id\\)\\)::uuid = .*\\) AND \\(merchant_seq = ${SEQ}\\)\\)`,
    ),
  );
  expect(plan).toMatch(/Filter: \(id = 'tr_rent'::text\)/);
});

it('holds one row per id and merchant, and a transfer once for each side', async () => {
  expect(await insertRow('tr_rent', SEQ)).toBe(true);
  expect(await insertRow('tr_rent', SEQ)).toBe(false);
  expect(await insertRow('tr_rent', OTHER_SEQ)).toBe(true);
  const h = merchantTransactions;
  const found = await t.db
    .select({ seq: h.merchantSeq })
    .from(h)
    .where(digestIs(h.id, 'tr_rent'))
    .orderBy(h.merchantSeq);
  expect(found).toEqual([{ seq: SEQ }, { seq: OTHER_SEQ }]);
});

/**
 * The ledger transactions' unique indexes of payments (the payment id's digest) and of records
 * (record_id, type) hold only the rows with that id (migrations 0046 and 0049,
 * docs/architecture.md#scale): a payment's capture adds nothing to the record index, the payment
 * index takes about 40 bytes a capture, and the indexes still refuse a second transaction for one
 * payment, or of one type for one record.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { relationBytes } from './index-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Inserts `count` ledger transactions `kind` (`capture` or `refund`) numbered from `from`, one at a time in time order. */
async function insertTransactions(kind: 'capture' | 'refund', from: number, count: number) {
  const capture = kind === 'capture';
  await t.db.execute(sql`
    insert into ledger_transactions (id, type, payment_id, record_id, description, created_at)
    select 'ltx_' || lpad(g::text, 26, '0'), ${capture ? 'payment_capture' : 'refund'},
      case when ${capture} then 'pay_' || lpad(g::text, 26, '0') end,
      case when not ${capture} then 'ref_' || lpad(g::text, 26, '0') end,
      'Payment: Tea', timestamptz '2026-01-01' + g * interval '1 minute'
    from generate_series(${from}::bigint, ${from + count - 1}) g
    order by g`);
}

it('gives a capture no entry in the record index and a small one in the payment index', async () => {
  // Refunds' transactions, which have no payment id, are in the table before the captures arrive.
  await insertTransactions('refund', 1, 500);
  const indexes = ['ledger_transactions_payment_digest_idx', 'ledger_transactions_record_type_idx'];
  const [paymentBefore, recordBefore] = await Promise.all(indexes.map((index) => relationBytes(t.db, index)));
  const captures = 20_000;
  await insertTransactions('capture', 1_000, captures);
  const [paymentAfter, recordAfter] = await Promise.all(indexes.map((index) => relationBytes(t.db, index)));
  expect(recordAfter).toBe(recordBefore);
  // An entry with its line pointer is 28 bytes: about 40 a row in pages about 70 % full, as the
  // digests arrive in no order. With the payment id and type it was 60 bytes, 71 a row at the
  // 90 % fill factor, and about 120 with the refunds' null keys after it.
  expect(((paymentAfter ?? 0) - (paymentBefore ?? 0)) / captures).toBeLessThan(48);
});

it('still refuses a second transaction for a payment, or of one type for a record', async () => {
  const post = (id: string, type: string, key: { paymentId: string } | { recordId: string }) =>
    t.db.execute(sql`
      insert into ledger_transactions (id, type, payment_id, record_id, description, created_at)
      values (${id}, ${type}, ${'paymentId' in key ? key.paymentId : null},
        ${'recordId' in key ? key.recordId : null}, 'Twice', now())
      on conflict do nothing`);
  await post('ltx_twice_1', 'payment_capture', { paymentId: 'pay_twice' });
  await post('ltx_twice_2', 'payment_capture', { paymentId: 'pay_twice' });
  await post('ltx_twice_3', 'refund', { paymentId: 'pay_twice' });
  await post('ltx_twice_4', 'refund', { recordId: 'ref_twice' });
  await post('ltx_twice_5', 'refund', { recordId: 'ref_twice' });
  await post('ltx_twice_6', 'refund_reversal', { recordId: 'ref_twice' });
  const posted = await queryRows<{ id: string }>(
    t.db,
    sql`select id from ledger_transactions where description = 'Twice' order by id`,
  );
  expect(posted.map((row) => row.id)).toEqual(['ltx_twice_1', 'ltx_twice_4', 'ltx_twice_6']);
});

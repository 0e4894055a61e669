/**
 * Payments' idempotency index on a digest of scope and key (docs/architecture.md#scale): after the
 * migration a key spent before it is still found and still spent once per scope, and the lookup the
 * key's claim makes (`paymentKeyIs`) is one the index answers.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { payments } from '../src/db/schema';
import { paymentKeyIs } from '../src/modules/payments/payments.repo';
import { indexPlan } from './index-helpers';
import { insertMerchants, migratedBefore } from './migration-helpers';

/** The journal index of `0039_payments_idempotency_digest`. */
const IDEMPOTENCY_DIGEST = 39;

/** A payment of merchant `mer_A` under `scope` and `key` (or none), as the inserts below need it. */
function payment(id: string, scope: string | null, key: string | null): string {
  const text = (value: string | null) => (value === null ? 'null' : `'${value}'`);
  return `('${id}', 'mer_A', 'payment_link', 'pl_1', 'Tea', 1000, 'USD', 'succeeded', 'card', 'sandbox',
    'payer@example.com', ${text(scope)}, ${text(key)}, now(), now(), 'rcpt_${id}')`;
}

const INSERT = `insert into payments (id, merchant_id, source_type, source_id, description, amount_minor,
  currency, status, method_type, provider, payer_email, idempotency_scope, idempotency_key, created_at,
  updated_at, receipt_id) values`;

it('finds the payments made under a key before the migration, and keeps each key spent once per scope', async () => {
  const database = await migratedBefore(IDEMPOTENCY_DIGEST);
  const { pg } = database;
  await insertMerchants(pg, ['mer_A']);
  await pg.exec(`${INSERT} ${payment('pay_1', 'payment_link:pl_1', 'key-1')},
    ${payment('pay_2', 'payment_link:pl_1', 'line\nbreak')}, ${payment('pay_3', null, null)},
    ${payment('pay_4', null, null)}`);
  await database.migrateRest();

  const db = drizzle(pg) as unknown as Db;
  const under = async (scope: string, key: string) =>
    (await db.select({ id: payments.id }).from(payments).where(paymentKeyIs({ scope, key }))).map(
      (row) => row.id,
    );
  expect(await under('payment_link:pl_1', 'key-1')).toEqual(['pay_1']);
  expect(await under('payment_link:pl_1', 'line\nbreak')).toEqual(['pay_2']);
  expect(await under('payment_link:pl_2', 'key-1')).toEqual([]);
  // Same digest, other texts: the lookup compares the texts too, so it is not taken for pay_2.
  expect(await under('payment_link:pl_1\nline', 'break')).toEqual([]);

  await expect(pg.exec(`${INSERT} ${payment('pay_5', 'payment_link:pl_1', 'key-1')}`)).rejects.toThrow(
    /payments_idempotency_idx/,
  );
  await pg.exec(
    `${INSERT} ${payment('pay_6', 'payment_link:pl_2', 'key-1')}, ${payment('pay_7', null, null)}`,
  );
  expect(await under('payment_link:pl_2', 'key-1')).toEqual(['pay_6']);

  // With sequential scans ruled out, the lookup is answered by the index, through the digest.
  const plan = await indexPlan(
    db,
    sql`select id from payments where ${paymentKeyIs({ scope: 'payment_link:pl_1', key: 'key-1' })}`,
  );
  expect(plan).toMatch(/using payments_idempotency_idx[^]*Index Cond: \(\(md5\(/);
  await database.close();
});

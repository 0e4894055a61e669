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

/**
 * A payment of merchant `mer_A` in `status` under `scope` and `key` (or none), as the inserts below
 * need it; `digest` adds the key's digest, as payments are written since migration 0050.
 */
function payment(
  id: string,
  scope: string | null,
  key: string | null,
  { status = 'succeeded', digest = false } = {},
): string {
  const text = (value: string | null) => (value === null ? 'null' : `'${value}'`);
  const digestOf = scope && key ? `, md5(${text(scope)} || E'\\n' || ${text(key)})::uuid` : ', null';
  return `('${id}', 'mer_A', 'payment_link', 'pl_1', 'Tea', 1000, 'USD', '${status}', 'card', 'sandbox',
    'payer@example.com', ${text(scope)}, ${text(key)}, now(), now(), 'rcpt_${id}'${digest ? digestOf : ''})`;
}

const COLUMNS = `id, merchant_id, source_type, source_id, description, amount_minor, currency, status,
  method_type, provider, payer_email, idempotency_scope, idempotency_key, created_at, updated_at, receipt_id`;
const INSERT = `insert into payments (${COLUMNS}) values`;
const INSERT_WITH_DIGEST = `insert into payments (${COLUMNS}, idempotency_key_digest) values`;

it('finds the payments made under a key before the migration, and keeps each key spent once per scope', async () => {
  const database = await migratedBefore(IDEMPOTENCY_DIGEST);
  const { pg } = database;
  await insertMerchants(pg, ['mer_A']);
  await pg.exec(`${INSERT} ${payment('pay_1', 'payment_link:pl_1', 'key-1')},
    ${payment('pay_2', 'payment_link:pl_1', 'line\nbreak', { status: 'processing' })}, ${payment('pay_3', null, null)},
    ${payment('pay_4', null, null)}`);
  await database.migrateRest();

  // Since 0050 a settled payment keeps only the key's digest; one still processing keeps its texts.
  const kept = await pg.query<{ id: string; texts: boolean; digest: boolean }>(
    `select id, idempotency_key is not null as texts,
            idempotency_key_digest = md5(idempotency_scope || E'\\n' || idempotency_key)::uuid as digest
     from payments order by id`,
  );
  expect(kept.rows.slice(0, 2)).toEqual([
    { id: 'pay_1', texts: false, digest: null },
    { id: 'pay_2', texts: true, digest: true },
  ]);

  const db = drizzle(pg) as unknown as Db;
  const under = async (scope: string, key: string) =>
    (await db.select({ id: payments.id }).from(payments).where(paymentKeyIs({ scope, key }))).map(
      (row) => row.id,
    );
  expect(await under('payment_link:pl_1', 'key-1')).toEqual(['pay_1']);
  expect(await under('payment_link:pl_1', 'line\nbreak')).toEqual(['pay_2']);
  expect(await under('payment_link:pl_2', 'key-1')).toEqual([]);
  // Same digest, other texts: while a payment keeps its texts (it is not settled), the lookup
  // compares them too, so it is not taken for pay_2.
  expect(await under('payment_link:pl_1\nline', 'break')).toEqual([]);

  const withDigest = { digest: true };
  await expect(
    pg.exec(`${INSERT_WITH_DIGEST} ${payment('pay_5', 'payment_link:pl_1', 'key-1', withDigest)}`),
  ).rejects.toThrow(/payments_idempotency_idx/);
  await pg.exec(
    `${INSERT_WITH_DIGEST} ${payment('pay_6', 'payment_link:pl_2', 'key-1', withDigest)},
      ${payment('pay_7', null, null, withDigest)}`,
  );
  expect(await under('payment_link:pl_2', 'key-1')).toEqual(['pay_6']);

  // With sequential scans ruled out, the lookup is answered by the index, through the digest.
  const plan = await indexPlan(
    db,
    sql`select id from payments where ${paymentKeyIs({ scope: 'payment_link:pl_1', key: 'key-1' })}`,
  );
  expect(plan).toMatch(/using payments_idempotency_idx[^]*Index Cond: \(idempotency_key_digest = /);
  await database.close();
});

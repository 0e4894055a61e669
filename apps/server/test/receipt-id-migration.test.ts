/**
 * Receipt ids given at creation (docs/payments.md#payment-states): the migration that makes every
 * payment hold one gives the payments made before it that never succeeded an id of their own, and
 * leaves a succeeded payment's id, which its payer may already have, as it was.
 */
import { expect, it } from 'vitest';
import { insertMerchants, migratedBefore } from './migration-helpers';

/** The journal index of `0037_payments_receipt_id_not_null`. */
const RECEIPT_ID_NOT_NULL = 37;

it('gives the payments without a receipt id one each, and keeps the ids already given', async () => {
  const database = await migratedBefore(RECEIPT_ID_NOT_NULL);
  const { pg } = database;
  await insertMerchants(pg, ['mer_OLD1']);
  await pg.exec(`
    insert into payments (id, merchant_id, source_type, source_id, description, amount_minor, currency, status,
      method_type, provider, payer_email, created_at, updated_at, succeeded_at, receipt_id)
    values
      ('pay_PAID', 'mer_OLD1', 'payment_link', 'pl_1', 'Paid', 1000, 'USD', 'succeeded', 'card', 'sandbox',
       'a@example.com', now(), now(), now(), 'rcpt_KEPTKEPTKEPTKEPTKEPTKEPT'),
      ('pay_FAILED', 'mer_OLD1', 'payment_link', 'pl_1', 'Failed', 1000, 'USD', 'failed', 'card', 'sandbox',
       'b@example.com', now(), now(), null, null),
      ('pay_WAITING', 'mer_OLD1', 'payment_link', 'pl_1', 'Waiting', 1000, 'USD', 'requires_action', 'card',
       'sandbox', 'c@example.com', now(), now(), null, null);
  `);
  await database.migrateRest();

  const { rows } = await pg.query<{ id: string; receipt_id: string }>(
    'select id, receipt_id from payments order by id',
  );
  expect(rows.map((row) => row.id)).toEqual(['pay_FAILED', 'pay_PAID', 'pay_WAITING']);
  expect(rows.find((row) => row.id === 'pay_PAID')?.receipt_id).toBe('rcpt_KEPTKEPTKEPTKEPTKEPTKEPT');
  const given = rows.filter((row) => row.id !== 'pay_PAID').map((row) => row.receipt_id);
  for (const id of given) expect(id).toMatch(/^rcpt_[0-9A-Za-z]{24}$/);
  expect(new Set(given).size).toBe(2);
  await expect(pg.exec(`update payments set receipt_id = null where id = 'pay_FAILED'`)).rejects.toThrow(
    /receipt_id/,
  );
  await database.close();
});

/**
 * History keyed by the merchant row's `seq` (docs/architecture.md#scale): the migration that moves
 * history from the merchant's text id to its seq keeps every row with its merchant, and the copies
 * the payment triggers made afterwards (a new payment, then its capture), until migration 0057 had
 * history read payments in place, land on the same key.
 */
import { expect, it } from 'vitest';
import { insertMerchants, migratedBefore } from './migration-helpers';

/** The journal index of `0038_history_merchant_seq`. */
const HISTORY_MERCHANT_SEQ = 38;
/** The journal index of the last migration that copied payments into history (0057 reads them in place). */
const LAST_PAYMENT_COPIES = 56;

/** A payment of `merchantId` in the column order the inserts below use. */
function paymentValues(id: string, merchantId: string, status: string): string {
  return `('${id}', '${merchantId}', 'payment_link', 'pl_1', 'Tea', 1000, 'USD', '${status}', 'card', 'sandbox',
    'payer@example.com', now(), now(), 'rcpt_${id}')`;
}

const PAYMENT_COLUMNS = `id, merchant_id, source_type, source_id, description, amount_minor, currency, status,
  method_type, provider, payer_email, created_at, updated_at, receipt_id`;

it('keeps each history row with its merchant, and later copies use the same key', async () => {
  const database = await migratedBefore(HISTORY_MERCHANT_SEQ);
  const { pg } = database;
  await insertMerchants(pg, ['mer_A', 'mer_B']);
  await pg.exec(`
    insert into payments (${PAYMENT_COLUMNS}) values
      ${paymentValues('pay_A1', 'mer_A', 'succeeded')}, ${paymentValues('pay_A2', 'mer_A', 'failed')},
      ${paymentValues('pay_B1', 'mer_B', 'succeeded')};
  `);
  await database.migrateThrough(LAST_PAYMENT_COPIES);

  const history = async () =>
    (
      await pg.query<{ id: string; merchant: string; status: string }>(
        `select h.id, m.id as merchant, h.status from merchant_transactions h
         join merchants m on m.seq = h.merchant_seq order by h.id`,
      )
    ).rows;
  expect(await history()).toEqual([
    { id: 'pay_A1', merchant: 'mer_A', status: 'succeeded' },
    { id: 'pay_A2', merchant: 'mer_A', status: 'failed' },
    { id: 'pay_B1', merchant: 'mer_B', status: 'succeeded' },
  ]);

  await pg.exec(
    `insert into payments (${PAYMENT_COLUMNS}) values ${paymentValues('pay_B2', 'mer_B', 'processing')}`,
  );
  await pg.exec(`update payments set status = 'succeeded', succeeded_at = now() where id = 'pay_B2'`);
  expect((await history()).filter((row) => row.merchant === 'mer_B')).toEqual([
    { id: 'pay_B1', merchant: 'mer_B', status: 'succeeded' },
    { id: 'pay_B2', merchant: 'mer_B', status: 'succeeded' },
  ]);
  await database.close();
});

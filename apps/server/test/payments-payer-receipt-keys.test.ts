/**
 * Payments' receipt and payer indexes hold short keys (migrations 0048 and 0049,
 * docs/architecture.md#scale): a receipt id's 16-byte digest, and a merchant id's and a payer
 * email's 4-byte `hashtext`. Lookups reach rows through them, two payers whose emails share a key
 * are never taken for each other, and each index takes fewer bytes a payment than it did with the
 * texts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { payerEmailIs, payerPhoneIs, paymentOfMerchant, receiptIs } from '../src/db/schema';
import { indexPlan, relationBytes } from './index-helpers';
import { createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Two emails with one `hashtext` of their lower case (found by search over `payer{n}@example.com`). */
const COLLIDING = ['payer12099@example.com', 'payer254903@example.com'] as const;

it('shows a customer only the payments of their own email when another email shares its key', async () => {
  const [keys] = await queryRows<{ same: boolean }>(
    t.db,
    sql`select hashtext(lower(${COLLIDING[0]})) = hashtext(lower(${COLLIDING[1]})) as same`,
  );
  expect(keys?.same).toBe(true);
  const { cookie } = await t.signUp();
  const linkId = await createLink(t, cookie, { amountMinor: 4_000, currency: 'USD' });
  for (const email of [COLLIDING[0], COLLIDING[1].toUpperCase(), COLLIDING[1]]) {
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    const res = await pay(t, linkId, {
      payer: { name: 'Ada Payer', email },
      paymentMethod: { type: 'card', token },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const customers = (await t.request('GET', '/api/customers', { cookie })).json().data as {
    id: string;
    email: string;
  }[];
  const recent = async (email: string) => {
    const customer = customers.find((c) => c.email === email);
    return (await t.request('GET', `/api/customers/${customer?.id}`, { cookie })).json()
      .recentPayments as unknown[];
  };
  expect(await recent(COLLIDING[0])).toHaveLength(1);
  expect(await recent(COLLIDING[1])).toHaveLength(2);
});

it('finds a receipt by its digest and a merchant’s payer by the email’s or phone’s key, through the indexes', async () => {
  const receipt = await indexPlan(t.db, sql`select id from payments where ${receiptIs('rcpt_x')}`);
  expect(receipt).toMatch(/payments_receipt_digest_idx/);
  expect(receipt).toMatch(/Index Cond: .*md5\(receipt_id\).*::uuid = /);
  const payer = await indexPlan(
    t.db,
    sql`select id from payments where ${paymentOfMerchant('mer_x')} and ${payerEmailIs('Ada@Example.com')}`,
  );
  expect(payer).toMatch(/payments_merchant_payer_email_idx/);
  expect(payer).toMatch(/Index Cond: .*hashtext\(merchant_id\) = .*hashtext\(lower\(payer_email\)\) = /);
  const phone = await indexPlan(
    t.db,
    sql`select id from payments where ${paymentOfMerchant('mer_x')} and ${payerPhoneIs('+254700000001')}`,
  );
  expect(phone).toMatch(/payments_merchant_payer_phone_idx/);
  expect(phone).toMatch(/Index Cond: .*hashtext\(merchant_id\) = .*hashtext\(payer_phone\) = /);
});

it('takes fewer bytes a payment in the receipt and payer indexes than the texts took', async () => {
  const { user } = await t.signUp();
  const indexes = [
    'payments_receipt_digest_idx',
    'payments_merchant_payer_email_idx',
    'payments_merchant_payer_phone_idx',
  ];
  const before = await Promise.all(indexes.map((index) => relationBytes(t.db, index)));
  const rows = 10_000;
  // Payers and receipts arrive in no order, as on a live server.
  await t.db.execute(sql`
    insert into payments (id, merchant_id, source_type, source_id, description, amount_minor, currency, status,
      method_type, provider, payer_email, payer_phone, created_at, updated_at, receipt_id)
    select 'pay_' || lpad(g::text, 26, '0'), ${user.merchantId}, 'payment_link', 'pl_keys', 'Tea', 1000, 'USD', 'failed',
      'mobile_money', 'sandbox', 'first.last' || (g * 7919 % ${rows}) || '@example.com',
      '+2547' || lpad((g * 7919 % ${rows})::text, 8, '0'),
      timestamptz '2026-01-01' + g * interval '1 minute', timestamptz '2026-01-01' + g * interval '1 minute',
      'rcpt_' || substr(md5(g::text), 1, 24)
    from generate_series(1, ${rows}) g
    order by md5(g::text)`);
  const [receiptBytes, payerBytes, phoneBytes] = (
    await Promise.all(indexes.map((index) => relationBytes(t.db, index)))
  ).map((after, i) => (after - (before[i] ?? 0)) / rows);
  // With the texts, the same rows took 52 bytes each in the receipt index, 122 in the email index
  // and 97 in the phone index; with the keys 39, 40 and 40 (entries of 28 bytes in pages about
  // 70 % full).
  expect(receiptBytes).toBeLessThan(45);
  expect(payerBytes).toBeLessThan(50);
  expect(phoneBytes).toBeLessThan(50);
});

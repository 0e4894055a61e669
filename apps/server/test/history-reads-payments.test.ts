/**
 * History reads payments in place (migration 0057, `history-query.ts`, docs/architecture.md#scale):
 * a payment is no longer copied into `merchant_transactions`; history's pages merge the payments
 * with the other movements newest first, across pages; each filter reaches the payments through
 * their own history index; and the migration removes the copies it made before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import type { TransactionFilters } from '@malipo/contracts/history';
import { queryRows } from '../src/db/client';
import { historySearchText, payments } from '../src/db/schema';
import { historyWhere } from '../src/modules/history/history-query';
import { createHistoryService, historyMerchant } from '../src/modules/history/history.service';
import { insertMerchants, migratedBefore } from './migration-helpers';
import { indexPlan } from './index-helpers';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

/** The journal index of `0057_history_reads_payments_in_place`. */
const PAYMENTS_IN_PLACE = 57;

describe('history read from the payments in place', () => {
  let t: TestApp;
  let cookie: string;
  let merchantId: string;
  const made: { id: string; type: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-04-01T08:00:00Z'));
    const shop = await t.signUp('In Place Shop');
    cookie = shop.cookie;
    merchantId = shop.user.merchantId;
    const link = await createLink(t, cookie, { productName: 'Millet Flour', amountMinor: 2_000 });
    // Payments and refunds taking turns a minute apart, so every page mixes the two sides.
    for (let i = 0; i < 6; i += 1) {
      t.clock.set(new Date(Date.UTC(2026, 3, 1, 9, 2 * i)));
      const payment = (await pay(t, link, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json();
      made.push({ id: payment.id, type: 'payment' });
      t.clock.set(new Date(Date.UTC(2026, 3, 1, 9, 2 * i + 1)));
      const refund = await t.request('POST', `/api/payments/${payment.id}/refunds`, {
        cookie,
        headers: { 'idempotency-key': `refund-${i}` },
        body: { amountMinor: 500, reason: 'Short weight' },
      });
      expect(refund.statusCode).toBe(201);
      made.push({ id: refund.json().id, type: 'refund' });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps no copy of a payment in history, only its other movements', async () => {
    const copied = await queryRows<{ type: string; n: number }>(
      t.db,
      sql`select type, count(*)::int as n from merchant_transactions
          where merchant_seq = (select seq from merchants where id = ${merchantId}) group by type`,
    );
    expect(copied).toEqual([{ type: 'refund', n: 6 }]);
  });

  it('merges payments and refunds newest first, each once, across pages', async () => {
    const seen: { id: string; type: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.request('GET', `/api/transactions?limit=5${cursor ? `&cursor=${cursor}` : ''}`, {
        cookie,
      });
      expect(res.statusCode).toBe(200);
      seen.push(
        ...res.json().data.map((row: { id: string; type: string }) => ({ id: row.id, type: row.type })),
      );
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    const csv = await t.request('GET', '/api/transactions/export.csv', { cookie });
    expect(csv.headers['x-total-count']).toBe(String(made.length));
    expect(
      csv.body
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual([...made].reverse().map((row) => row.id));
    // In batches of 5 of each side, merged: the same rows in the same order.
    const small = await createHistoryService({ db: t.db, exportBatch: 5 }).exportCsv({
      merchantId,
      filters: {},
    });
    let text = '';
    for await (const chunk of small.stream) text += String(chunk);
    expect(text).toBe(csv.body);
  });

  it('shows only the side a type filter names, and a payment by its id', async () => {
    const ids = async (query: string) =>
      (await t.request('GET', `/api/transactions?${query}`, { cookie }))
        .json()
        .data.map((r: { id: string }) => r.id);
    expect(await ids('type=payment')).toEqual(
      made
        .filter((r) => r.type === 'payment')
        .map((r) => r.id)
        .reverse(),
    );
    expect(await ids('type=refund')).toEqual(
      made
        .filter((r) => r.type === 'refund')
        .map((r) => r.id)
        .reverse(),
    );
    expect(await ids('type=deposit')).toEqual([]);
    const first = made[0]?.id ?? '';
    expect(await ids(`q=${first}`)).toEqual([first]);
    const detail = await t.request('GET', `/api/transactions/${first}`, { cookie });
    expect(detail.json()).toMatchObject({ id: first, type: 'payment', status: 'partially_refunded' });
  });

  it("reaches the payments of each filter through the payments' history indexes", async () => {
    const merchant = await historyMerchant(t.db, merchantId);
    const plan = (filters: TransactionFilters) => {
      const where = historyWhere(merchant, filters).payments;
      if (!where) throw new Error('the filter reads no payments');
      return indexPlan(t.db, sql`select id from payments where ${where} order by created_at desc limit 50`);
    };
    expect(await plan({})).toMatch(/payments_history_created_idx/);
    expect(await plan({ method: 'mobile_money' })).toMatch(/payments_history_method_idx/);
    expect(await plan({ currency: 'KES' })).toMatch(/payments_history_currency_idx/);
    expect(await plan({ status: 'failed' })).toMatch(/payments_history_status_idx/);
    expect(await plan({ type: 'deposit' })).toMatch(/payments_history_deposit_idx/);
    // The search's text is the trigram index's expression: on a table this small the planner
    // prefers the merchant's range, so the text is asked for alone.
    const searchText = historySearchText({
      description: payments.description,
      counterparty: payments.payerName,
      counterpartyEmail: payments.payerEmail,
    });
    expect(await indexPlan(t.db, sql`select id from payments where ${searchText} ilike '%millet%'`)).toMatch(
      /payments_history_search_idx/,
    );
  });
});

it('removes the copies of payments that history held before', async () => {
  const database = await migratedBefore(PAYMENTS_IN_PLACE);
  const { pg } = database;
  await insertMerchants(pg, ['mer_A']);
  await pg.exec(`
    insert into payments (id, merchant_id, source_type, source_id, description, amount_minor, currency, status,
      method_type, provider, payer_email, created_at, updated_at, receipt_id)
    values ('pay_A1', 'mer_A', 'payment_link', 'pl_1', 'Tea', 1000, 'USD', 'succeeded', 'card', 'sandbox',
      'payer@example.com', now(), now(), 'rcpt_A1');
    insert into refunds (id, merchant_id, payment_id, amount_minor, currency, status, reason, method_type,
      created_at, updated_at)
    values ('re_A1', 'mer_A', 'pay_A1', 400, 'USD', 'succeeded', 'Spilled', 'card', now(), now());
  `);
  const history = async () =>
    (await pg.query<{ id: string }>(`select id from merchant_transactions order by id`)).rows.map(
      (r) => r.id,
    );
  expect(await history()).toEqual(['pay_A1', 're_A1']);
  await database.migrateRest();
  expect(await history()).toEqual(['re_A1']);
  // A payment's refunds still show what it shows when it changes.
  await pg.exec(`update payments set description = 'Green tea' where id = 'pay_A1'`);
  const refund = await pg.query<{ description: string }>(
    `select description from merchant_transactions where id = 're_A1'`,
  );
  expect(refund.rows).toEqual([{ description: 'Refund: Green tea' }]);
  await database.close();
});

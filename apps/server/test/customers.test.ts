/**
 * Customers (docs/invoices.md#customers): created by hand, edited, searched, exported; found or
 * created from paying payers by the payment triggers with their lifetime totals; scoped by merchant.
 */
import { sql } from 'drizzle-orm';
import { decodeTime } from 'ulidx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { recordIdIn } from '../src/lib/ids';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { createLink, pay, tokenizeCard } from './payment-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createCustomer(cookie: string, body: Record<string, unknown>) {
  return t.request('POST', '/api/customers', { cookie, body });
}

async function payByCard(linkId: string, email: string, name = 'Ada Payer') {
  const token = await tokenizeCard(t, SANDBOX_CARDS.success);
  const res = await pay(t, linkId, { payer: { name, email }, paymentMethod: { type: 'card', token } });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().status).toBe('succeeded');
  return res.json().id as string;
}

describe('customers by hand', () => {
  it('creates, edits, searches and exports customers', async () => {
    const { cookie } = await t.signUp();
    const created = await createCustomer(cookie, {
      name: 'Amani Traders',
      email: ' Billing@Amani.example ',
      phone: '+250 788 123 456',
      country: 'rw',
      notes: 'Pays monthly',
    });
    expect(created.statusCode, created.body).toBe(201);
    const customer = created.json();
    expect(customer).toMatchObject({
      name: 'Amani Traders',
      email: 'billing@amani.example',
      phone: '+250788123456',
      country: 'RW',
      source: 'manual',
      totals: [],
    });
    expect(customer.id).toMatch(/^cus_/);
    t.clock.advance(1_000);
    expect((await createCustomer(cookie, { name: 'Bora Cafe' })).statusCode).toBe(201);

    const edited = await t.request('PATCH', `/api/customers/${customer.id}`, {
      cookie,
      body: { name: 'Amani Traders Ltd', phone: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Amani Traders Ltd',
      phone: null,
      email: 'billing@amani.example',
    });

    const all = await t.request('GET', '/api/customers', { cookie });
    expect(all.json().data.map((c: { name: string }) => c.name)).toEqual(['Bora Cafe', 'Amani Traders Ltd']);
    const search = await t.request('GET', '/api/customers?q=AMANI', { cookie });
    expect(search.json().data.map((c: { id: string }) => c.id)).toEqual([customer.id]);
    const byEmail = await t.request('GET', '/api/customers?q=billing%40', { cookie });
    expect(byEmail.json().data).toHaveLength(1);

    const first = await t.request('GET', '/api/customers?limit=1', { cookie });
    expect(first.json().nextCursor).toEqual(expect.any(String));
    const second = await t.request('GET', `/api/customers?limit=1&cursor=${first.json().nextCursor}`, {
      cookie,
    });
    expect(second.json().data[0].id).toBe(customer.id);
    expect(second.json().nextCursor).toBeNull();

    const csv = await t.request('GET', '/api/customers/export.csv', { cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('id,name,email,phone,country,source,notes,created_at');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('billing@amani.example');
  });

  it('refuses a duplicate email (any case) or phone with a field message, and bad input with 400', async () => {
    const { cookie } = await t.signUp();
    expect(
      (await createCustomer(cookie, { name: 'A', email: 'a@x.example', phone: '+254712345678' })).statusCode,
    ).toBe(201);
    const dupEmail = await createCustomer(cookie, { name: 'B', email: 'A@X.example' });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().error).toMatchObject({ code: 'conflict', fields: { email: expect.any(String) } });
    const dupPhone = await createCustomer(cookie, { name: 'C', phone: '+254 712 345 678' });
    expect(dupPhone.statusCode).toBe(409);
    expect(dupPhone.json().error.fields).toEqual({ phone: expect.any(String) });
    const other = await createCustomer(cookie, { name: 'D', email: 'd@x.example' });
    const patch = await t.request('PATCH', `/api/customers/${other.json().id}`, {
      cookie,
      body: { email: 'a@x.example' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error.fields).toEqual({ email: expect.any(String) });

    const bad = await createCustomer(cookie, { name: '', email: 'nope', phone: '123', country: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['country', 'email', 'name', 'phone']);
  });

  it("answers 404 for another merchant's customer and deletes one without invoices", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const id = (await createCustomer(a.cookie, { name: 'Mine' })).json().id as string;
    expect((await t.request('GET', `/api/customers/${id}`, { cookie: b.cookie })).statusCode).toBe(404);
    expect(
      (await t.request('PATCH', `/api/customers/${id}`, { cookie: b.cookie, body: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/customers/${id}`, { cookie: b.cookie })).statusCode).toBe(404);
    expect((await t.request('GET', '/api/customers', { cookie: b.cookie })).json().data).toEqual([]);
    expect((await t.request('DELETE', `/api/customers/${id}`, { cookie: a.cookie })).statusCode).toBe(204);
    expect((await t.request('GET', `/api/customers/${id}`, { cookie: a.cookie })).statusCode).toBe(404);
  });
});

describe('customers from payers', () => {
  it('a card payment by a new email creates one customer; the same email in another case adds to it', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 12_500, currency: 'USD' });
    const firstPayment = await payByCard(linkId, 'new.payer@example.com', 'Neema Payer');

    const list = (await t.request('GET', '/api/customers', { cookie })).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Neema Payer',
      email: 'new.payer@example.com',
      source: 'payer',
      totals: [{ currency: 'USD', paidMinor: 12_500, paymentsCount: 1 }],
    });
    // A ULID, made by the database, whose time part is the payment's capture.
    expect(recordIdIn(list[0].id)).toBe(list[0].id);
    const [captured] = await queryRows<{ succeeded_at: Date | string }>(
      t.db,
      sql`select succeeded_at from payments where id = ${firstPayment}`,
    );
    expect(decodeTime(list[0].id.slice('cus_'.length))).toBe(new Date(captured?.succeeded_at ?? 0).getTime());

    await payByCard(linkId, 'New.Payer@Example.COM');
    const after = (await t.request('GET', '/api/customers', { cookie })).json().data;
    expect(after).toHaveLength(1);
    expect(after[0].totals).toEqual([{ currency: 'USD', paidMinor: 25_000, paymentsCount: 2 }]);

    const detail = await t.request('GET', `/api/customers/${list[0].id}`, { cookie });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().recentPayments).toHaveLength(2);
    expect(detail.json().recentPayments[1].id).toBe(firstPayment);

    // A refund takes its amount off the lifetime total; the count stays.
    const refund = await t.request('POST', `/api/payments/${firstPayment}/refunds`, {
      cookie,
      body: { amountMinor: 2_500 },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    await t.jobs.runDue();
    const refunded = (await t.request('GET', `/api/customers/${list[0].id}`, { cookie })).json();
    expect(refunded.totals).toEqual([{ currency: 'USD', paidMinor: 22_500, paymentsCount: 2 }]);
  });

  it('a payer matching a manual customer adds to it instead of creating another', async () => {
    const { cookie } = await t.signUp();
    const manual = (await createCustomer(cookie, { name: 'Known Buyer', email: 'known@example.com' })).json();
    const linkId = await createLink(t, cookie, { amountMinor: 3_000, currency: 'RWF' });
    await payByCard(linkId, 'KNOWN@example.com');
    const list = (await t.request('GET', '/api/customers', { cookie })).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: manual.id,
      source: 'manual',
      name: 'Known Buyer',
      totals: [{ currency: 'RWF', paidMinor: 3_000, paymentsCount: 1 }],
    });
  });
});

/**
 * Invoices through `/api/invoices` (docs/invoices.md): totals with per-line rounding, draft-only
 * editing, numbering (also under concurrent creates) and customers. States, payments and events:
 * invoice-states.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createDraft, draftBody } from './invoice-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (cookie: string, url: string, body?: unknown) => t.request('POST', url, { cookie, body });

describe('invoice totals (docs/invoices.md#rounding)', () => {
  it('rounds tax half up per line, then takes the discount off the subtotal', async () => {
    const { cookie } = await t.signUp();
    const invoice = await createDraft(t, cookie, {
      discountMinor: 100,
      lines: [
        { description: 'Design', quantity: 3, unitPriceMinor: 333, taxRateBps: 1_800 }, // 999 → 179.82 → 180
        { description: 'Hosting', quantity: 1, unitPriceMinor: 25, taxRateBps: 1_000 }, // 25 → 2.5 → 3
        { description: 'Domain', quantity: 1, unitPriceMinor: 25, taxRateBps: 1_000 }, // 25 → 2.5 → 3
        { description: 'Support', quantity: 1, unitPriceMinor: 15, taxRateBps: 1_000 }, // 15 → 1.5 → 2
        { description: 'Advice', quantity: 4, unitPriceMinor: 1_234 }, // untaxed
      ],
    });
    expect(invoice.lines.map((l: { lineSubtotalMinor: number }) => l.lineSubtotalMinor)).toEqual([
      999, 25, 25, 15, 4_936,
    ]);
    expect(invoice.lines.map((l: { lineTaxMinor: number }) => l.lineTaxMinor)).toEqual([180, 3, 3, 2, 0]);
    expect(invoice).toMatchObject({
      subtotalMinor: 6_000,
      discountMinor: 100,
      taxMinor: 188,
      totalMinor: 6_088,
      amountPaidMinor: 0,
      amountDueMinor: 6_088,
      status: 'draft',
      overdue: false,
    });
  });

  it('prices zero-decimal currencies (RWF, UGX) in whole units', async () => {
    const { cookie } = await t.signUp();
    const rwf = await createDraft(t, cookie, {
      currency: 'RWF',
      discountMinor: 10,
      lines: [{ description: 'Bags of cement', quantity: 2, unitPriceMinor: 1_005, taxRateBps: 1_800 }],
    });
    // 2 010 × 18 % = 361.8 → 362 RWF.
    expect(rwf).toMatchObject({ subtotalMinor: 2_010, taxMinor: 362, totalMinor: 2_362 });
    const ugx = await createDraft(t, cookie, {
      currency: 'UGX',
      lines: [
        { description: 'Matooke', quantity: 7, unitPriceMinor: 1_250, taxRateBps: 1_800 }, // 1 575 exact
        { description: 'Delivery', quantity: 1, unitPriceMinor: 2_501, taxRateBps: 50 }, // 12.505 → 13
      ],
    });
    expect(ugx).toMatchObject({ subtotalMinor: 11_251, taxMinor: 1_588, totalMinor: 12_839 });
  });

  it('refuses a discount above the subtotal, amounts too large and bad lines with field messages', async () => {
    const { cookie } = await t.signUp();
    const discount = await post(cookie, '/api/invoices', draftBody(t, { discountMinor: 10_001 }));
    expect(discount.statusCode).toBe(400);
    expect(discount.json().error.fields).toEqual({ discountMinor: expect.any(String) });
    const huge = await post(
      cookie,
      '/api/invoices',
      draftBody(t, {
        lines: [{ description: 'Gold', quantity: 1_000_000, unitPriceMinor: 1_000_000_000_000 }],
      }),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toEqual({ 'lines.0.unitPriceMinor': expect.any(String) });
    const bad = await post(
      cookie,
      '/api/invoices',
      draftBody(t, { lines: [{ description: '', quantity: 1.5, unitPriceMinor: -1, taxRateBps: 10_001 }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'lines.0.description',
      'lines.0.quantity',
      'lines.0.taxRateBps',
      'lines.0.unitPriceMinor',
    ]);
    const noCustomer = await post(cookie, '/api/invoices', draftBody(t, { customer: undefined }));
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().error.fields).toEqual({ customerId: expect.any(String) });
    const unknownCustomer = await post(
      cookie,
      '/api/invoices',
      draftBody(t, { customer: undefined, customerId: 'cus_nope' }),
    );
    expect(unknownCustomer.statusCode).toBe(400);
    expect(unknownCustomer.json().error.fields).toEqual({ customerId: 'Customer not found' });
    expect((await t.request('GET', '/api/invoices', { cookie })).json().data).toEqual([]);
  });
});

describe('drafts, numbering and customers', () => {
  it('edits only drafts, and deletes only drafts', async () => {
    const { cookie } = await t.signUp();
    const draft = await createDraft(t, cookie);
    const edited = await t.request('PATCH', `/api/invoices/${draft.id}`, {
      cookie,
      body: {
        memo: 'Thanks!',
        lines: [{ description: 'Audit', quantity: 1, unitPriceMinor: 7_500, taxRateBps: 1_600 }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      memo: 'Thanks!',
      subtotalMinor: 7_500,
      taxMinor: 1_200,
      totalMinor: 8_700,
    });
    const discounted = await t.request('PATCH', `/api/invoices/${draft.id}`, {
      cookie,
      body: { discountMinor: 500 },
    });
    expect(discounted.json()).toMatchObject({ totalMinor: 8_200, lines: [{ description: 'Audit' }] });

    expect((await post(cookie, `/api/invoices/${draft.id}/finalize`)).statusCode).toBe(200);
    const late = await t.request('PATCH', `/api/invoices/${draft.id}`, { cookie, body: { memo: 'Changed' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('invalid_state');
    const del = await t.request('DELETE', `/api/invoices/${draft.id}`, { cookie });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.code).toBe('invalid_state');

    const other = await createDraft(t, cookie);
    expect((await t.request('DELETE', `/api/invoices/${other.id}`, { cookie })).statusCode).toBe(204);
    expect((await t.request('GET', `/api/invoices/${other.id}`, { cookie })).statusCode).toBe(404);
  });

  it('numbers invoices per merchant, consecutively under concurrent creates, with a settable prefix', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const created = await Promise.all([1, 2, 3, 4, 5].map(() => createDraft(t, a.cookie)));
    const numbers = created.map((invoice: { number: string }) => invoice.number).sort();
    expect(numbers).toEqual(['INV-0001', 'INV-0002', 'INV-0003', 'INV-0004', 'INV-0005']);
    expect((await createDraft(t, b.cookie)).number).toBe('INV-0001');

    expect((await t.request('GET', '/api/invoice-settings', { cookie: a.cookie })).json()).toEqual({
      prefix: 'INV-',
      nextNumber: 6,
      reminders: { enabled: true, daysBefore: [3], onDueDate: true, daysAfter: [3, 7] },
    });
    const lower = await t.request('PUT', '/api/invoice-settings', {
      cookie: a.cookie,
      body: { prefix: 'INV-', nextNumber: 3 },
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.fields).toEqual({ nextNumber: expect.any(String) });
    const set = await t.request('PUT', '/api/invoice-settings', {
      cookie: a.cookie,
      body: { prefix: 'ACME/', nextNumber: 120 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await createDraft(t, a.cookie)).number).toBe('ACME/0120');
    // Back to the old prefix at a used number: taken numbers are skipped.
    await t.request('PUT', '/api/invoice-settings', {
      cookie: a.cookie,
      body: { prefix: 'INV-', nextNumber: 4 },
    });
    expect((await createDraft(t, a.cookie)).number).toBe('INV-0006');
  });

  it('creates an inline customer once and reuses it by email; a customer with invoices cannot be deleted', async () => {
    const { cookie } = await t.signUp();
    const first = await createDraft(t, cookie, { customer: { name: 'Neema', email: 'Neema@Example.com' } });
    const second = await createDraft(t, cookie, {
      customer: { name: 'N. Other', email: 'neema@example.com' },
    });
    expect(second.customer.id).toBe(first.customer.id);
    expect(first.customer).toMatchObject({ name: 'Neema', email: 'neema@example.com' });
    const byId = await createDraft(t, cookie, { customer: undefined, customerId: first.customer.id });
    expect(byId.customer.id).toBe(first.customer.id);

    const detail = await t.request('GET', `/api/customers/${first.customer.id}`, { cookie });
    expect(detail.json().invoices).toHaveLength(3);
    const del = await t.request('DELETE', `/api/customers/${first.customer.id}`, { cookie });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.code).toBe('conflict');
  });
});

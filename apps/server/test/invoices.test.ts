/**
 * Invoices through `/api/invoices` (docs/invoices.md): totals with per-line rounding, draft-only
 * editing, numbering (also under concurrent creates), state transitions and refusals, `overdue`
 * across the due date on the manual clock, list filters and outstanding totals, merchant scoping,
 * and `applyInvoicePayment`.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { applyInvoicePayment } from '../src/modules/invoices/invoice-payments';
import { createTestApp, type TestApp } from './test-app';
import { createDraft, draftBody, kigaliDay } from './invoice-helpers';

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

describe('invoice states (docs/invoices.md#states)', () => {
  it('finalizes, voids, marks uncollectible and revises, refusing the wrong states', async () => {
    const { cookie } = await t.signUp();
    const free = await createDraft(t, cookie, {
      lines: [{ description: 'Gift', quantity: 1, unitPriceMinor: 0 }],
    });
    const zero = await post(cookie, `/api/invoices/${free.id}/finalize`);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields).toEqual({ lines: expect.any(String) });

    const draft = await createDraft(t, cookie);
    expect((await post(cookie, `/api/invoices/${draft.id}/void`)).json().error.code).toBe('invalid_state');
    t.clock.advance(60_000);
    const open = await post(cookie, `/api/invoices/${draft.id}/finalize`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      status: 'open',
      issuedAt: t.clock.now().toISOString(),
      number: draft.number,
    });
    expect((await post(cookie, `/api/invoices/${draft.id}/finalize`)).statusCode).toBe(409);

    const revised = await post(cookie, `/api/invoices/${draft.id}/revise`);
    expect(revised.statusCode, revised.body).toBe(200);
    const { voided, draft: copy } = revised.json();
    expect(voided).toMatchObject({ id: draft.id, status: 'void', voidedAt: expect.any(String) });
    expect(copy).toMatchObject({
      status: 'draft',
      revisedFromId: draft.id,
      totalMinor: draft.totalMinor,
      lines: draft.lines,
      customer: draft.customer,
    });
    expect(copy.number).not.toBe(draft.number);
    expect((await post(cookie, `/api/invoices/${draft.id}/void`)).statusCode).toBe(409);
    expect((await post(cookie, `/api/invoices/${copy.id}/revise`)).statusCode).toBe(409);

    await post(cookie, `/api/invoices/${copy.id}/finalize`);
    const bad = await post(cookie, `/api/invoices/${copy.id}/mark-uncollectible`);
    expect(bad.json()).toMatchObject({ status: 'uncollectible', uncollectibleAt: expect.any(String) });
    expect((await post(cookie, `/api/invoices/${copy.id}/void`)).statusCode).toBe(409);
  });

  it('reads overdue once the due date has passed in the merchant time zone, and filters and totals by it', async () => {
    const { cookie } = await t.signUp();
    const dueToday = await createDraft(t, cookie, { dueDate: kigaliDay(t.clock.now()) });
    const later = await createDraft(t, cookie, {
      currency: 'RWF',
      dueDate: kigaliDay(t.clock.now(), 30),
      lines: [{ description: 'Rent', quantity: 1, unitPriceMinor: 150_000 }],
    });
    const draft = await createDraft(t, cookie, { dueDate: kigaliDay(t.clock.now()) });
    await post(cookie, `/api/invoices/${dueToday.id}/finalize`);
    await post(cookie, `/api/invoices/${later.id}/finalize`);

    const before = await t.request('GET', `/api/invoices/${dueToday.id}`, { cookie });
    expect(before.json().overdue).toBe(false);
    const list = (await t.request('GET', '/api/invoices', { cookie })).json();
    expect(list.totals).toEqual([
      { currency: 'RWF', outstandingMinor: 150_000, overdueMinor: 0 },
      { currency: 'USD', outstandingMinor: 10_000, overdueMinor: 0 },
    ]);
    expect((await t.request('GET', '/api/invoices?status=overdue', { cookie })).json().data).toEqual([]);

    t.clock.advance(86_400_000);
    const after = await t.request('GET', `/api/invoices/${dueToday.id}`, { cookie });
    expect(after.json().overdue).toBe(true);
    expect((await t.request('GET', `/api/invoices/${draft.id}`, { cookie })).json().overdue).toBe(false);
    const overdue = (await t.request('GET', '/api/invoices?status=overdue', { cookie })).json();
    expect(overdue.data.map((i: { id: string }) => i.id)).toEqual([dueToday.id]);
    expect(overdue.totals).toContainEqual({
      currency: 'USD',
      outstandingMinor: 10_000,
      overdueMinor: 10_000,
    });

    const drafts = (await t.request('GET', '/api/invoices?status=draft', { cookie })).json().data;
    expect(drafts.map((i: { id: string }) => i.id)).toEqual([draft.id]);
    const open = (await t.request('GET', '/api/invoices?status=open&limit=1', { cookie })).json();
    expect(open.data.map((i: { id: string }) => i.id)).toEqual([later.id]);
    const next = await t.request('GET', `/api/invoices?status=open&limit=1&cursor=${open.nextCursor}`, {
      cookie,
    });
    expect(next.json().data.map((i: { id: string }) => i.id)).toEqual([dueToday.id]);
    expect(next.json().nextCursor).toBeNull();
    const bad = await t.request('GET', '/api/invoices?status=late', { cookie });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another merchant's invoice and changes nothing", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const invoice = await createDraft(t, a.cookie);
    for (const [method, url] of [
      ['GET', `/api/invoices/${invoice.id}`],
      ['DELETE', `/api/invoices/${invoice.id}`],
      ['POST', `/api/invoices/${invoice.id}/finalize`],
      ['POST', `/api/invoices/${invoice.id}/void`],
    ] as const) {
      expect((await t.request(method, url, { cookie: b.cookie })).statusCode).toBe(404);
    }
    const patch = await t.request('PATCH', `/api/invoices/${invoice.id}`, {
      cookie: b.cookie,
      body: { memo: 'x' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await t.request('GET', '/api/invoices', { cookie: b.cookie })).json().data).toEqual([]);
    const own = await t.request('GET', `/api/invoices/${invoice.id}`, { cookie: a.cookie });
    expect(own.json()).toMatchObject({ status: 'draft', memo: '' });
  });
});

describe('applyInvoicePayment (docs/invoices.md#payments)', () => {
  it('moves an open invoice to partially paid then paid, and refuses what does not fit', async () => {
    const { cookie } = await t.signUp();
    const strict = await createDraft(t, cookie);
    await post(cookie, `/api/invoices/${strict.id}/finalize`);
    await expect(applyInvoicePayment(t.db, strict.id, 4_000, t.clock.now())).rejects.toMatchObject({
      code: 'validation_failed',
    });
    const partial = await createDraft(t, cookie, { allowPartialPayment: true });
    await expect(applyInvoicePayment(t.db, partial.id, 1_000, t.clock.now())).rejects.toMatchObject({
      code: 'invalid_state',
    });
    await post(cookie, `/api/invoices/${partial.id}/finalize`);
    expect(await applyInvoicePayment(t.db, partial.id, 4_000, t.clock.now())).toBe('partially_paid');
    await expect(applyInvoicePayment(t.db, partial.id, 6_001, t.clock.now())).rejects.toMatchObject({
      code: 'validation_failed',
    });
    expect(await applyInvoicePayment(t.db, partial.id, 6_000, t.clock.now())).toBe('paid');
    const paid = (await t.request('GET', `/api/invoices/${partial.id}`, { cookie })).json();
    expect(paid).toMatchObject({
      status: 'paid',
      amountPaidMinor: 10_000,
      amountDueMinor: 0,
      paidAt: expect.any(String),
    });
  });
});

describe('webhook events', () => {
  it('records invoice.created when drafted and invoice.voided when voided or revised, with the invoice', async () => {
    const { cookie, user } = await t.signUp();
    const typesOf = async () =>
      (
        await t.db
          .select({ type: events.type, data: events.data })
          .from(events)
          .where(eq(events.merchantId, user.merchantId))
          .orderBy(asc(events.createdAt), asc(events.id))
      ).map((e) => [
        e.type,
        (e.data as { id: string; status: string }).id,
        (e.data as { status: string }).status,
      ]);

    const voided = await createDraft(t, cookie);
    await t.request('POST', `/api/invoices/${voided.id}/finalize`, { cookie });
    expect((await t.request('POST', `/api/invoices/${voided.id}/void`, { cookie })).statusCode).toBe(200);
    const revised = await createDraft(t, cookie);
    await t.request('POST', `/api/invoices/${revised.id}/finalize`, { cookie });
    const revision = await t.request('POST', `/api/invoices/${revised.id}/revise`, { cookie });
    const copyId = revision.json().draft.id as string;

    expect(await typesOf()).toEqual([
      ['invoice.created', voided.id, 'draft'],
      ['invoice.voided', voided.id, 'void'],
      ['invoice.created', revised.id, 'draft'],
      ['invoice.voided', revised.id, 'void'],
      ['invoice.created', copyId, 'draft'],
    ]);
    // A refused void records nothing.
    expect((await t.request('POST', `/api/invoices/${voided.id}/void`, { cookie })).statusCode).toBe(409);
    expect(await typesOf()).toHaveLength(5);
  });
});

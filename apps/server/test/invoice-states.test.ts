/**
 * Invoice states through `/api/invoices` (docs/invoices.md#states): transitions and refusals,
 * `overdue` across the due date on the manual clock, list filters and outstanding totals,
 * `applyInvoicePayment`, and the `invoice.*` webhook events.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { applyInvoicePayment } from '../src/modules/invoices/invoice-payments';
import { createTestApp, type TestApp } from './test-app';
import { createDraft, kigaliDay } from './invoice-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (cookie: string, url: string, body?: unknown) => t.request('POST', url, { cookie, body });

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
  it('moves an open invoice to partially paid then paid, and records captured money past the total', async () => {
    const { cookie } = await t.signUp();
    const invoice = await createDraft(t, cookie, { allowPartialPayment: true });
    await post(cookie, `/api/invoices/${invoice.id}/finalize`);
    expect(await applyInvoicePayment(t.db, invoice.id, 4_000, t.clock.now())).toBe('partially_paid');
    expect(await applyInvoicePayment(t.db, invoice.id, 6_000, t.clock.now())).toBe('paid');
    const paid = (await t.request('GET', `/api/invoices/${invoice.id}`, { cookie })).json();
    expect(paid).toMatchObject({
      status: 'paid',
      amountPaidMinor: 10_000,
      amountDueMinor: 0,
      paidAt: t.clock.now().toISOString(),
    });
    // Money captured after the invoice was covered is kept on it: an overpayment, still paid.
    t.clock.advance(1_000);
    expect(await applyInvoicePayment(t.db, invoice.id, 2_500, t.clock.now())).toBe('paid');
    const over = (await t.request('GET', `/api/invoices/${invoice.id}`, { cookie })).json();
    expect(over).toMatchObject({ amountPaidMinor: 12_500, amountDueMinor: 0, paidAt: paid.paidAt });

    const voided = await createDraft(t, cookie);
    await post(cookie, `/api/invoices/${voided.id}/finalize`);
    await post(cookie, `/api/invoices/${voided.id}/void`);
    expect(await applyInvoicePayment(t.db, voided.id, 10_000, t.clock.now())).toBe('void');
    const after = (await t.request('GET', `/api/invoices/${voided.id}`, { cookie })).json();
    expect(after).toMatchObject({ status: 'void', amountPaidMinor: 10_000, paidAt: null });
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

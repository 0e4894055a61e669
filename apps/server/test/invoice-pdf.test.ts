/**
 * The invoice PDF through `GET /api/invoices/:id/pdf` (docs/invoices.md#pdf): headers and file
 * name, the number, customer, lines and totals as `formatMoney` writes them, the DRAFT, PAID and
 * VOID stamps, and another merchant's 404.
 */
import { formatMoney } from '@malipo/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyInvoicePayment } from '../src/modules/invoices/invoice-payments';
import { createDraft } from './invoice-helpers';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getPdf = (cookie: string, id: string) => t.request('GET', `/api/invoices/${id}/pdf`, { cookie });
const post = (cookie: string, url: string) => t.request('POST', url, { cookie });

const lines = [
  { description: 'Design', quantity: 3, unitPriceMinor: 333, taxRateBps: 1_800 },
  { description: 'Hosting', quantity: 1, unitPriceMinor: 25, taxRateBps: 1_000 },
  { description: 'Advice', quantity: 4, unitPriceMinor: 1_234 },
];

describe('GET /api/invoices/:id/pdf (docs/invoices.md#pdf)', () => {
  it('draws a draft with its number, customer, lines and totals, marked DRAFT', async () => {
    const { cookie } = await t.signUp('Amani Crafts');
    const invoice = await createDraft(t, cookie, {
      customer: { name: 'Kigali Traders', email: 'billing@kigali.example', phone: '+250788123456' },
      discountMinor: 100,
      memo: 'Payable within 14 days',
      lines,
    });
    const res = await getPdf(cookie, invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Amani Crafts',
      `Invoice ${invoice.number}`,
      'DRAFT',
      'Not issued yet',
      invoice.dueDate,
      'Kigali Traders',
      'billing@kigali.example',
      '+250788123456',
      'Design',
      'Hosting',
      'Advice',
      '18%',
      '10%',
      formatMoney(333, 'USD'),
      formatMoney(999, 'USD'),
      formatMoney(4_936, 'USD'),
      formatMoney(invoice.subtotalMinor, 'USD'),
      formatMoney(-invoice.discountMinor, 'USD'),
      formatMoney(invoice.taxMinor, 'USD'),
      formatMoney(invoice.totalMinor, 'USD'),
      formatMoney(invoice.amountDueMinor, 'USD'),
      'Payable within 14 days',
    ]) {
      expect(text).toContain(expected);
    }
    expect(invoice).toMatchObject({ subtotalMinor: 5_960, discountMinor: 100, taxMinor: 183 });
    expect(text).not.toContain('PAID');
  });

  it('stamps PAID once the full amount is paid, and VOID after a void', async () => {
    const { cookie } = await t.signUp();
    const invoice = await createDraft(t, cookie, { currency: 'RWF', lines });
    await post(cookie, `/api/invoices/${invoice.id}/finalize`);
    const open = pdfText((await getPdf(cookie, invoice.id)).rawPayload);
    expect(open).not.toMatch(/PAID|VOID|DRAFT|Not issued yet/);
    expect(open).toContain('Open');
    expect(await applyInvoicePayment(t.db, invoice.id, invoice.totalMinor, t.clock.now())).toBe('paid');
    const paid = pdfText((await getPdf(cookie, invoice.id)).rawPayload);
    expect(paid).toContain('PAID');
    expect(paid).toContain(formatMoney(invoice.totalMinor, 'RWF'));
    expect(paid).toContain(formatMoney(0, 'RWF'));

    const toVoid = await createDraft(t, cookie);
    await post(cookie, `/api/invoices/${toVoid.id}/finalize`);
    expect((await post(cookie, `/api/invoices/${toVoid.id}/void`)).statusCode).toBe(200);
    const voided = pdfText((await getPdf(cookie, toVoid.id)).rawPayload);
    expect(voided).toContain('VOID');
    expect(voided).not.toContain('PAID');
  });

  it("answers 404 for another merchant's invoice and an unknown id", async () => {
    const a = await t.signUp();
    const invoice = await createDraft(t, a.cookie);
    const b = await t.signUp();
    const res = await getPdf(b.cookie, invoice.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await getPdf(a.cookie, 'inv_missing')).statusCode).toBe(404);
  });
});

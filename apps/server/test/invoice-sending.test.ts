/**
 * Sending invoices through `/api/invoices/:id/send` (docs/invoices.md#sending): one outbox email to
 * the customer or another address, with the link to the payer's page and the PDF attached when the
 * `email.send` job sends it (a recording transport stands in for SMTP); the refusals; and the
 * reminder schedule of `/api/invoice-settings`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailAttachment, MailTransport } from '../src/modules/notifications/email-sender';
import { createDraft } from './invoice-helpers';
import { pdfTextLines } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';

type SentMail = Parameters<MailTransport['sendMail']>[0];
const sent: SentMail[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://pay.example.com' },
    mailTransport: {
      sendMail: async (message) => {
        sent.push(message);
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const post = (cookie: string, url: string, body?: unknown) => t.request('POST', url, { cookie, body });

/** An open invoice of a new merchant, for a customer with `email` (none when null). */
async function openInvoice(email: string | null = 'billing@amani.example') {
  const merchant = await t.signUp('Acme Supplies');
  const draft = await createDraft(t, merchant.cookie, { customer: { name: 'Amani Traders', email } });
  const open = await post(merchant.cookie, `/api/invoices/${draft.id}/finalize`);
  expect(open.statusCode, open.body).toBe(200);
  return { ...merchant, invoice: open.json() };
}

/** The merchant's invoice emails as the Emails section lists them, newest first. */
async function invoiceEmails(cookie: string) {
  const res = await t.request('GET', '/api/notifications', { cookie });
  expect(res.statusCode).toBe(200);
  return (
    res.json().data as { kind: string; to: string; subject: string; body: string; status: string }[]
  ).filter((email) => email.kind === 'invoice' || email.kind === 'invoice_reminder');
}

describe('sending an invoice (docs/invoices.md#sending)', () => {
  it('queues one email with the pay link, sends it with the PDF attached, and records sentAt', async () => {
    const { cookie, invoice } = await openInvoice();
    t.clock.advance(60_000);
    const res = await post(cookie, `/api/invoices/${invoice.id}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: invoice.id, sentAt: t.clock.now().toISOString() });

    const [queued, ...others] = await invoiceEmails(cookie);
    expect(others).toEqual([]);
    const link = `https://pay.example.com/invoice/${invoice.id}`;
    expect(queued).toMatchObject({
      to: 'billing@amani.example',
      subject: 'Invoice INV-0001 from Acme Supplies',
      status: 'queued',
    });
    expect(queued?.body).toContain(
      `Invoice INV-0001 from Acme Supplies for $100.00, due ${invoice.dueDate}: ${link}`,
    );

    const before = sent.length;
    await t.jobs.runDue();
    const mails = sent.slice(before);
    expect(mails).toHaveLength(1);
    const [attachment] = mails[0]?.attachments ?? ([] as EmailAttachment[]);
    expect(attachment).toMatchObject({ filename: 'INV-0001.pdf', contentType: 'application/pdf' });
    expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTextLines(attachment?.content ?? Buffer.alloc(0)).join('\n')).toContain('Invoice INV-0001');
    expect((await invoiceEmails(cookie))[0]?.status).toBe('sent');
  });

  it('sends to another address when given one, again, and once per request', async () => {
    const { cookie, invoice } = await openInvoice();
    const res = await post(cookie, `/api/invoices/${invoice.id}/send`, { to: ' Accounts@Amani.example ' });
    expect(res.statusCode, res.body).toBe(200);
    await post(cookie, `/api/invoices/${invoice.id}/send`);
    expect((await invoiceEmails(cookie)).map((email) => email.to)).toEqual([
      'billing@amani.example',
      'accounts@amani.example',
    ]);
  });

  it('answers 400 on the field "to" when the customer has no email and none is given', async () => {
    const { cookie, invoice } = await openInvoice(null);
    const res = await post(cookie, `/api/invoices/${invoice.id}/send`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { to: expect.any(String) } });
    const bad = await post(cookie, `/api/invoices/${invoice.id}/send`, { to: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ to: expect.any(String) });
    expect(await invoiceEmails(cookie)).toEqual([]);
  });

  it('refuses drafts and voided invoices, and another merchant’s invoice', async () => {
    const { cookie, invoice } = await openInvoice();
    const draft = await createDraft(t, cookie);
    expect((await post(cookie, `/api/invoices/${draft.id}/send`)).json().error.code).toBe('invalid_state');
    const other = await t.signUp();
    expect((await post(other.cookie, `/api/invoices/${invoice.id}/send`)).statusCode).toBe(404);
    await post(cookie, `/api/invoices/${invoice.id}/void`);
    const voided = await post(cookie, `/api/invoices/${invoice.id}/send`);
    expect(voided.statusCode).toBe(409);
    expect(await invoiceEmails(cookie)).toEqual([]);
  });
});

describe('reminder schedule settings (docs/invoices.md#reminders)', () => {
  it('answers the default schedule, saves a new one sorted, and keeps it when only numbering changes', async () => {
    const { cookie } = await t.signUp();
    const settings = await t.request('GET', '/api/invoice-settings', { cookie });
    expect(settings.json().reminders).toEqual({
      enabled: true,
      daysBefore: [3],
      onDueDate: true,
      daysAfter: [3, 7],
    });
    const reminders = { enabled: false, daysBefore: [7, 1, 7], onDueDate: false, daysAfter: [14, 2] };
    const put = await t.request('PUT', '/api/invoice-settings', {
      cookie,
      body: { prefix: 'INV-', nextNumber: 1, reminders },
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = { enabled: false, daysBefore: [1, 7], onDueDate: false, daysAfter: [2, 14] };
    expect(put.json().reminders).toEqual(saved);
    await t.request('PUT', '/api/invoice-settings', { cookie, body: { prefix: 'BILL-', nextNumber: 5 } });
    expect((await t.request('GET', '/api/invoice-settings', { cookie })).json()).toEqual({
      prefix: 'BILL-',
      nextNumber: 5,
      reminders: saved,
    });
  });

  it('refuses days out of range, fractions and too many reminders with field messages', async () => {
    const { cookie } = await t.signUp();
    const put = (reminders: Record<string, unknown>) =>
      t.request('PUT', '/api/invoice-settings', {
        cookie,
        body: {
          prefix: 'INV-',
          nextNumber: 1,
          reminders: { enabled: true, daysBefore: [], onDueDate: true, daysAfter: [], ...reminders },
        },
      });
    for (const [reminders, field] of [
      [{ daysBefore: [0] }, 'reminders.daysBefore.0'],
      [{ daysBefore: [61] }, 'reminders.daysBefore.0'],
      [{ daysAfter: [1.5] }, 'reminders.daysAfter.0'],
      [{ daysAfter: [1, 2, 3, 4, 5, 6] }, 'reminders.daysAfter'],
      [{ enabled: 'yes' }, 'reminders.enabled'],
    ] as const) {
      const res = await put(reminders);
      expect(res.statusCode, JSON.stringify(reminders)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
  });
});

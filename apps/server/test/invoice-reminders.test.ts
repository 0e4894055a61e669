/**
 * The daily invoice chase (docs/invoices.md#reminders) on the manual clock, through the job runner
 * and `/api`: reminders emailed on the schedule's days in the merchant's time zone, each once (also
 * with two chases at once), none once an invoice is paid or void or when the merchant turned them
 * off; and `invoice.overdue` recorded once, on the first day after the due date.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, jobs } from '../src/db/schema';
import { createJobRunner } from '../src/jobs/job-runner';
import { enqueueJob } from '../src/jobs/jobs.repo';
import { INVOICE_CHASE_JOB } from '../src/modules/invoices/invoice-chase-job';
import { applyInvoicePayment } from '../src/modules/invoices/invoice-payments';
import { createDraft } from './invoice-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-01T07:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

const DUE = '2026-03-10';

/** A merchant in `timeZone` with an open invoice due on `dueDate` for each customer email given. */
async function merchantWithInvoices(timeZone: string, emails: (string | null)[], dueDate = DUE) {
  const merchant = await t.signUp();
  const tz = await t.request('PUT', '/api/settings/time-zone', {
    cookie: merchant.cookie,
    body: { timeZone },
  });
  expect(tz.statusCode, tz.body).toBeLessThan(300);
  const ids: string[] = [];
  for (const [i, email] of emails.entries()) {
    const draft = await createDraft(t, merchant.cookie, {
      customer: { name: `Customer ${i}`, email },
      dueDate,
      allowPartialPayment: true,
    });
    await t.request('POST', `/api/invoices/${draft.id}/finalize`, { cookie: merchant.cookie });
    ids.push(draft.id as string);
  }
  return { ...merchant, ids };
}

/** Runs the due jobs at 06:00 UTC on `day` (the chase, then the emails it queued). */
async function runDay(day: string) {
  t.clock.set(new Date(`${day}T06:00:00Z`));
  await t.jobs.runDue();
  await t.jobs.runDue();
}

/** `to` → the UTC days its reminders were queued, from the merchant's Emails list. */
async function reminderDays(cookie: string) {
  const list = (await t.request('GET', '/api/notifications', { cookie })).json().data as {
    kind: string;
    to: string;
    createdAt: string;
  }[];
  const days: Record<string, string[]> = {};
  for (const email of list.filter((e) => e.kind === 'invoice_reminder').reverse()) {
    (days[email.to] ??= []).push(email.createdAt.slice(0, 10));
  }
  return days;
}

/** The `invoice.overdue` events of `merchantId`: invoice id and UTC day recorded. */
async function overdueEvents(merchantId: string) {
  const rows = await t.db
    .select({ data: events.data, createdAt: events.createdAt })
    .from(events)
    .where(and(eq(events.merchantId, merchantId), eq(events.type, 'invoice.overdue')))
    .orderBy(asc(events.createdAt));
  return rows.map((row) => [(row.data as { id: string }).id, row.createdAt.toISOString().slice(0, 10)]);
}

describe('invoice reminders and invoice.overdue (docs/invoices.md#reminders)', () => {
  it('chases on the schedule days in each time zone, once, and stops when paid, void or turned off', async () => {
    const kigali = await merchantWithInvoices('Africa/Kigali', [
      'open@example.com',
      'voided@example.com',
      'paid@example.com',
      null,
    ]);
    const [open, voided, paid, noEmail] = kigali.ids as [string, string, string, string];
    const la = await merchantWithInvoices('America/Los_Angeles', ['la@example.com']);
    const quiet = await merchantWithInvoices('Africa/Kigali', ['quiet@example.com']);
    const off = await t.request('PUT', '/api/invoice-settings', {
      cookie: quiet.cookie,
      body: {
        prefix: 'INV-',
        nextNumber: 2,
        reminders: { enabled: false, daysBefore: [3], onDueDate: true, daysAfter: [3, 7] },
      },
    });
    expect(off.statusCode, off.body).toBe(200);

    await enqueueJob(t.db, {
      kind: INVOICE_CHASE_JOB,
      payload: {},
      runAt: t.clock.now(),
      now: t.clock.now(),
    });
    for (let day = 1; day <= 20; day += 1) {
      const date = `2026-03-${String(day).padStart(2, '0')}`;
      if (date === '2026-03-07') {
        // Two workers (replicas) each claim a chase job due at once: still one reminder each.
        t.clock.set(new Date(`${date}T06:00:00Z`));
        await enqueueJob(t.db, {
          kind: INVOICE_CHASE_JOB,
          payload: {},
          runAt: t.clock.now(),
          now: t.clock.now(),
        });
        const second = createJobRunner({ db: t.db, clock: t.clock, log: t.app.log, handlers: t.jobHandlers });
        await Promise.all([t.jobs.runDue(), second.runDue()]);
      }
      await runDay(date);
      if (date === '2026-03-08') {
        expect(
          (await t.request('POST', `/api/invoices/${voided}/void`, { cookie: kigali.cookie })).statusCode,
        ).toBe(200);
        await t.db.transaction((tx) => applyInvoicePayment(tx, paid, 4_000, t.clock.now()));
      }
      if (date === '2026-03-10') {
        await t.db.transaction((tx) => applyInvoicePayment(tx, paid, 6_000, t.clock.now()));
      }
    }

    expect(await reminderDays(kigali.cookie)).toEqual({
      'open@example.com': ['2026-03-07', '2026-03-10', '2026-03-13', '2026-03-17'],
      'voided@example.com': ['2026-03-07'],
      'paid@example.com': ['2026-03-07', '2026-03-10'],
    });
    // 06:00 UTC is the evening before in Los Angeles: each day comes one UTC day later.
    expect(await reminderDays(la.cookie)).toEqual({
      'la@example.com': ['2026-03-08', '2026-03-11', '2026-03-14', '2026-03-18'],
    });
    expect(await reminderDays(quiet.cookie)).toEqual({});

    expect(new Set(await overdueEvents(kigali.user.merchantId))).toEqual(
      new Set([
        [open, '2026-03-11'],
        [noEmail, '2026-03-11'],
      ]),
    );
    expect(await overdueEvents(la.user.merchantId)).toEqual([[la.ids[0], '2026-03-12']]);
    expect(await overdueEvents(quiet.user.merchantId)).toEqual([[quiet.ids[0], '2026-03-11']]);

    // The chain goes on: one chase waits for the next 06:00 UTC.
    const pending = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, INVOICE_CHASE_JOB), eq(jobs.status, 'pending')));
    expect(pending.map((job) => job.runAt.toISOString())).toEqual(['2026-03-21T06:00:00.000Z']);
  });

  it('words reminders by their day, for the amount still due, with the pay link', async () => {
    const list = async (cookie: string) =>
      (await t.request('GET', '/api/notifications', { cookie })).json().data as {
        kind: string;
        subject: string;
        body: string;
      }[];
    const merchant = await merchantWithInvoices('Africa/Kigali', ['words@example.com'], '2026-03-21');
    const id = merchant.ids[0] as string;
    await t.db.transaction((tx) => applyInvoicePayment(tx, id, 2_500, t.clock.now()));
    t.clock.set(new Date('2026-04-01T05:00:00Z'));
    await enqueueJob(t.db, {
      kind: INVOICE_CHASE_JOB,
      payload: {},
      runAt: t.clock.now(),
      now: t.clock.now(),
    });
    // Issued on 2026-03-20, due on 2026-03-21, and no chase ran since: of the days missed, only
    // the latest (7 days after the due date) is sent.
    await runDay('2026-04-01');
    const reminders = (await list(merchant.cookie)).filter((e) => e.kind === 'invoice_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^Overdue: invoice INV-0001 from /);
    expect(reminders[0]?.body).toContain('was due on 2026-03-21. Amount due: $75.00.');
    expect(reminders[0]?.body).toContain(`/invoice/${id}`);
  });
});

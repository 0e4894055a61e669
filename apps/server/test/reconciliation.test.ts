/**
 * The daily reconciliation (docs/providers.md#reconciliation) through the admin API, on an app
 * configured for the local Flutterwave fake: a Flutterwave day with a clean payment, a payment
 * Flutterwave has as successful that Malipo still has pending, one with another amount and a charge
 * Malipo never made; a sandbox day; the list, detail and CSV; the admin token; and what running a
 * day twice does, by the scheduled jobs and by hand.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { enqueueJob } from '../src/jobs/jobs.repo';
import {
  nextScheduleAt,
  RECONCILIATION_RUN_JOB,
  RECONCILIATION_SCHEDULE_JOB,
} from '../src/modules/reconciliation/reconciliation-jobs';
import { startFlutterwaveFake, type FlutterwaveFake } from './fakes/flutterwave-fake';
import { FLUTTERWAVE, liveMerchant } from './live-mode-helpers';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

const ADMIN_TOKEN = 'reconciliation-admin-token-0123456789';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY_MS = 24 * 3600_000;

let t: TestApp;
let fake: FlutterwaveFake;
beforeAll(async () => {
  fake = await startFlutterwaveFake(FLUTTERWAVE);
  t = await createTestApp({
    env: {
      ADMIN_API_TOKEN: ADMIN_TOKEN,
      FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE.secretKey,
      FLUTTERWAVE_SECRET_HASH: FLUTTERWAVE.secretHash,
      FLUTTERWAVE_BASE_URL: fake.baseUrl,
      FLUTTERWAVE_TIMEOUT_MS: '1000',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const today = () => t.clock.now().toISOString().slice(0, 10);
const payer = { name: 'Aline Uwase', email: 'aline@example.com' };
const mpesa = {
  payer,
  paymentMethod: { type: 'mobile_money', provider: 'mpesa', country: 'KE', phone: '+254712345678' },
};

const runNow = (body: unknown, headers: Record<string, string> = admin) =>
  t.request('POST', '/api/admin/reconciliation/runs', { body, headers });

/** The kinds of `report`'s items about `reference`, in order. */
const itemsFor = (report: { items: { reference: string; kind: string }[] }, reference: string) =>
  report.items.filter((item) => item.reference === reference).map((item) => item.kind);

/** A charge made straight at the fake, that Malipo never asked for. */
async function chargeOutsideMalipo(txRef: string) {
  const res = await fetch(`${fake.baseUrl}/v3/charges?type=mpesa`, {
    method: 'POST',
    headers: { authorization: `Bearer ${FLUTTERWAVE.secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      tx_ref: txRef,
      amount: 250,
      currency: 'KES',
      email: 'someone@example.com',
      phone_number: '254712345678',
    }),
  });
  if (res.status !== 200) throw new Error(`outside charge failed: ${res.status}`);
  fake.complete(txRef, 'successful');
}

describe('a Flutterwave day', () => {
  let report: {
    id: string;
    items: { reference: string; kind: string; [key: string]: unknown }[];
    [key: string]: unknown;
  };
  const refs: Record<'clean' | 'pending' | 'amount', string> = { clean: '', pending: '', amount: '' };

  beforeAll(async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 150_050 });
    refs.clean = (await pay(t, linkId, mpesa)).json().id;
    fake.complete(refs.clean, 'successful');
    t.clock.advance(2_000);
    await t.jobs.runDue();

    refs.pending = (await pay(t, linkId, mpesa)).json().id;
    fake.complete(refs.pending, 'successful');
    refs.amount = (await pay(t, linkId, mpesa)).json().id;
    fake.complete(refs.amount, 'successful', { amount: 1400 });
    await chargeOutsideMalipo('outside_ref_1');

    const res = await runNow({ provider: 'flutterwave', day: today() });
    expect(res.statusCode).toBe(201);
    report = res.json();
  });

  it('reports every mismatch and nothing about the payment both sides agree on', () => {
    expect(report).toMatchObject({
      id: expect.stringMatching(/^rec_/),
      provider: 'flutterwave',
      day: today(),
      run: 1,
      status: 'mismatches',
      coverage: 'partial',
      note: expect.stringContaining('payouts were asked for by reference'),
    });
    expect(itemsFor(report, refs.clean)).toEqual([]);
    expect(itemsFor(report, refs.pending)).toEqual(['status_differs']);
    expect(itemsFor(report, refs.amount)).toEqual(['amount_differs', 'status_differs']);
    expect(itemsFor(report, 'outside_ref_1')).toEqual(['missing_in_malipo']);
    expect(report.items.find((item) => item.reference === refs.amount)).toMatchObject({
      recordType: 'payment',
      malipoStatus: 'requires_action',
      malipoAmountMinor: 150_050,
      malipoCurrency: 'KES',
      providerStatus: 'successful',
      providerAmountMinor: 140_000,
      providerCurrency: 'KES',
    });
    expect(report.mismatchCount).toBe(report.items.length);
  });

  it('changes no payment', async () => {
    const rows = await queryRows<{ status: string }>(
      t.db,
      sql`select status from payments where id in (${refs.pending}, ${refs.amount})`,
    );
    expect(rows.map((row) => row.status)).toEqual(['requires_action', 'requires_action']);
  });

  it('reads back through the detail, the list and the CSV', async () => {
    const detail = await t.request('GET', `/api/admin/reconciliation/reports/${report.id}`, {
      headers: admin,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(report);

    const list = await t.request(
      'GET',
      `/api/admin/reconciliation/reports?provider=flutterwave&from=${today()}&to=${today()}`,
      { headers: admin },
    );
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(report.id);
    const before = await t.request('GET', '/api/admin/reconciliation/reports?to=2000-01-01', {
      headers: admin,
    });
    expect(before.json().data).toEqual([]);

    const csv = await t.request('GET', `/api/admin/reconciliation/reports/${report.id}.csv`, {
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(
      `malipo-reconciliation-flutterwave-${today()}-run1.csv`,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'report_id,provider,day,kind,record_type,reference,malipo_status,malipo_amount,malipo_amount_minor,malipo_currency,provider_status,provider_amount,provider_amount_minor,provider_currency,note',
    );
    expect(lines).toHaveLength(report.items.length + 1);
    expect(lines).toContainEqual(
      `${report.id},flutterwave,${today()},amount_differs,payment,${refs.amount},requires_action,1500.50,150050,KES,successful,1400.00,140000,KES,The provider reports another amount or currency.`,
    );
  });
});

describe('a sandbox day', () => {
  it('asks the sandbox about each of Malipo’s records and finds them in agreement', async () => {
    const m = await t.signUp();
    const linkId = await createLink(t, m.cookie, { amountMinor: 2_000 });
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    expect((await pay(t, linkId, cardPayment(token))).json().status).toBe('succeeded');

    const res = await runNow({ provider: 'sandbox', day: today() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      provider: 'sandbox',
      status: 'clean',
      coverage: 'partial',
      note: expect.stringContaining('asked for by reference'),
      malipoRecordCount: 1,
      providerRecordCount: 1,
      mismatchCount: 0,
      items: [],
    });
  });
});

describe('runs and the schedule', () => {
  it('the scheduled job makes one report a day however often it runs; a run by hand adds the next', async () => {
    const day = '2020-02-03';
    const now = t.clock.now();
    for (let i = 0; i < 2; i++) {
      await enqueueJob(t.db, {
        kind: RECONCILIATION_RUN_JOB,
        payload: { provider: 'sandbox', day },
        runAt: now,
        now,
      });
    }
    await t.jobs.runDue();
    const list = async () =>
      (
        await t.request('GET', `/api/admin/reconciliation/reports?provider=sandbox&from=${day}&to=${day}`, {
          headers: admin,
        })
      ).json().data;
    expect((await list()).map((r: { run: number }) => r.run)).toEqual([1]);

    expect((await runNow({ provider: 'sandbox', day })).json()).toMatchObject({ run: 2, status: 'clean' });
    expect((await list()).map((r: { run: number }) => r.run)).toEqual([2, 1]);
  });

  it('the daily schedule job reconciles every provider for the day before and schedules the next day', async () => {
    const runAt = new Date(nextScheduleAt(t.clock.now()).getTime() - DAY_MS);
    const dayBefore = new Date(runAt.getTime() - DAY_MS).toISOString().slice(0, 10);
    await enqueueJob(t.db, { kind: RECONCILIATION_SCHEDULE_JOB, payload: {}, runAt, now: runAt });
    await t.jobs.runDue();
    await t.jobs.runDue();

    const query = `from=${dayBefore}&to=${dayBefore}`;
    const reports = (
      await t.request('GET', `/api/admin/reconciliation/reports?${query}`, { headers: admin })
    ).json().data;
    expect(reports.map((r: { provider: string; run: number }) => [r.provider, r.run])).toEqual([
      ['flutterwave', 1],
      ['sandbox', 1],
    ]);
    const next = await queryRows<{ run_at: Date }>(
      t.db,
      sql`select run_at from jobs where kind = ${RECONCILIATION_SCHEDULE_JOB} and status = 'pending'`,
    );
    expect(next.map((job) => new Date(job.run_at).getTime())).toEqual([runAt.getTime() + DAY_MS]);
  });
});

describe('the admin API', () => {
  it('refuses requests without the admin token', async () => {
    const list = await t.request('GET', '/api/admin/reconciliation/reports');
    expect(list.statusCode).toBe(401);
    expect(list.json().error.code).toBe('unauthenticated');
    const wrong = await runNow(
      { provider: 'sandbox', day: today() },
      { authorization: 'Bearer not-the-token-at-all-000000' },
    );
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses an unknown provider, a day not begun, and an unknown report', async () => {
    const unknown = await runNow({ provider: 'mtn_momo', day: today() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('provider');
    const tomorrow = new Date(t.clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
    expect((await runNow({ provider: 'sandbox', day: tomorrow })).statusCode).toBe(400);
    expect((await runNow({ provider: 'sandbox', day: '2020-02-30' })).statusCode).toBe(400);
    const missing = await t.request('GET', '/api/admin/reconciliation/reports/rec_nothing', {
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const missingCsv = await t.request('GET', '/api/admin/reconciliation/reports/rec_nothing.csv', {
      headers: admin,
    });
    expect(missingCsv.statusCode).toBe(404);
  });
});

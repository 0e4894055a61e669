/**
 * Live-mode payments on the operators' own rails (docs/providers.md#routing,
 * docs/providers.md#callbacks), through HTTP against local fakes of MTN MoMo's Open API and
 * Safaricom Daraja: MTN wallets in Rwanda go to MoMo and M-Pesa wallets in Kenya to Daraja, other
 * networks to Flutterwave; callbacks are authenticated by their secret path and source address,
 * recorded once, checked for amount and number, and confirmed with the operator's status API
 * before money moves; a lost callback is made good by the status checks.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { momoReferenceId } from '../src/modules/providers/mtn-momo/momo-reference';
import { balances, createLink, pay } from './payment-helpers';
import { unbalancedTransactions } from './ledger-helpers';
import { liveMerchant, providerEventsFor } from './live-mode-helpers';
import { useRailsApp } from './mobile-money-rails';
import { MOMO, MPESA } from './operator-rails-env';
import { stkCallbackBody } from './fakes/daraja-fake-rules';
import type { DarajaFake } from './fakes/daraja-fake';
import type { MomoFake } from './fakes/mtn-momo-fake';
import type { TestApp } from './test-app';

const railsApp = useRailsApp();
let t: TestApp;
let momo: MomoFake;
let daraja: DarajaFake;
let origin: string;
let mpesaUrls: { stk: string; b2cResult: string };
beforeAll(() => {
  ({ t, momo, daraja, origin, mpesaUrls } = railsApp());
});

const payer = { name: 'Aline Uwase', email: 'aline@example.com' };
const mobile = (country: string, provider: string, phone: string) => ({
  payer,
  paymentMethod: { type: 'mobile_money', provider, country, phone },
});
const momoCallbackPath = `/webhooks/providers/mtn_momo/${MOMO.callbackToken}`;

/** The payer's view of payment `id`. */
const paymentOf = async (id: string) => (await t.request('GET', `/api/public/payments/${id}`)).json();

/**
 * A live merchant and a payment of `amountMinor` `currency` by `method`, left waiting for the
 * payer: `nextAction` says how (`mobile_money_approval` for a prompt on the phone).
 */
async function pendingPayment(
  amountMinor: number,
  currency: string,
  method: ReturnType<typeof mobile>,
  nextAction = 'mobile_money_approval',
) {
  const m = await liveMerchant(t);
  const linkId = await createLink(t, m.cookie, { currency, amountMinor });
  const res = await pay(t, linkId, method);
  expect(res.statusCode).toBe(201);
  const payment = res.json();
  expect(payment).toMatchObject({ status: 'requires_action', nextAction: { type: nextAction } });
  return { ...m, paymentId: payment.id as string };
}

const rwandaMtn = () => pendingPayment(5_000, 'RWF', mobile('RW', 'mtn', '+250788123456'));
const kenyaMpesa = (amountMinor = 1_500_00) =>
  pendingPayment(amountMinor, 'KES', mobile('KE', 'mpesa', '+254712345678'));

/** The CheckoutRequestID of the push Daraja accepted for payment `paymentId`. */
async function checkoutRequestOf(paymentId: string): Promise<string> {
  const [row] = await queryRows<{ checkout_request_id: string }>(
    t.db,
    sql`select checkout_request_id from mpesa_requests where reference = ${paymentId}`,
  );
  if (!row) throw new Error(`no push recorded for ${paymentId}`);
  return row.checkout_request_id;
}

/** The provider and provider reference the merchant's transaction detail shows. */
async function providerOf(cookie: string, paymentId: string) {
  return (await t.request('GET', `/api/transactions/${paymentId}`, { cookie })).json().provider;
}

describe('routing by network', () => {
  it('MTN in Rwanda goes to MoMo, M-Pesa in Kenya to Daraja, Airtel to Flutterwave', async () => {
    const mtn = await rwandaMtn();
    expect(await providerOf(mtn.cookie, mtn.paymentId)).toEqual({
      name: 'mtn_momo',
      reference: momoReferenceId(mtn.paymentId),
    });
    const sent = momo.requests.findLast((r) => r.path === '/collection/v1_0/requesttopay');
    expect(sent?.headers['x-target-environment']).toBe('mtnrwanda');
    expect(sent?.headers['x-callback-url']).toBe(`${origin}${momoCallbackPath}`);
    expect(JSON.parse(sent?.rawBody ?? '{}')).toMatchObject({ externalId: mtn.paymentId, amount: '5000' });

    const mpesa = await kenyaMpesa();
    expect(await providerOf(mpesa.cookie, mpesa.paymentId)).toEqual({
      name: 'mpesa',
      reference: await checkoutRequestOf(mpesa.paymentId),
    });
    expect(daraja.lastRequest().body).toMatchObject({
      Amount: 1500,
      PhoneNumber: '254712345678',
      CallBackURL: mpesaUrls.stk,
    });

    // Flutterwave sends Rwandan payers to its authorization page.
    const airtel = await pendingPayment(5_000, 'RWF', mobile('RW', 'airtel', '+250728123456'), 'redirect');
    expect((await providerOf(airtel.cookie, airtel.paymentId)).name).toBe('flutterwave');
  });
});

describe('MTN MoMo', () => {
  it('succeeds once on a callback sent twice, after MoMo’s status lookup confirms it', async () => {
    const m = await rwandaMtn();
    const referenceId = momoReferenceId(m.paymentId);
    momo.complete(referenceId, 'SUCCESSFUL');
    expect(await momo.sendCallback({ referenceId }, { times: 2 })).toEqual([200, 200]);
    const lookupsBefore = momo.requests.filter((r) => r.path.endsWith(`/requesttopay/${referenceId}`)).length;
    await t.jobs.runDue();

    expect((await paymentOf(m.paymentId)).status).toBe('succeeded');
    expect(await balances(t, m.cookie)).toEqual({ RWF: 5_000 });
    expect(await providerEventsFor(t, m.paymentId)).toEqual([{ type: 'momo.callback', status: 'applied' }]);
    const lookups = momo.requests.filter((r) => r.path.endsWith(`/requesttopay/${referenceId}`)).length;
    expect(lookups).toBeGreaterThan(lookupsBefore);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('never moves money on a callback alone: a success MoMo’s lookup does not confirm waits', async () => {
    const m = await rwandaMtn();
    const forged = await t.app.inject({
      method: 'PUT',
      url: momoCallbackPath,
      remoteAddress: '127.0.0.1',
      payload: {
        externalId: m.paymentId,
        amount: '5000',
        currency: 'RWF',
        status: 'SUCCESSFUL',
        payer: { partyIdType: 'MSISDN', partyId: '250788123456' },
      },
    });
    expect(forged.statusCode).toBe(200);
    await t.jobs.runDue();
    expect((await paymentOf(m.paymentId)).status).toBe('requires_action');
    expect(await balances(t, m.cookie)).toEqual({});
    expect(await providerEventsFor(t, m.paymentId)).toEqual([{ type: 'momo.callback', status: 'received' }]);
  });

  it('fails with the payer’s reason when the request is rejected on the phone', async () => {
    const m = await rwandaMtn();
    const referenceId = momoReferenceId(m.paymentId);
    momo.complete(referenceId, 'FAILED', 'APPROVAL_REJECTED');
    await momo.sendCallback({ referenceId }, { method: 'POST' });
    await t.jobs.runDue();
    expect(await paymentOf(m.paymentId)).toMatchObject({
      status: 'failed',
      failure: { code: 'mobile_money_declined' },
    });
    expect(await balances(t, m.cookie)).toEqual({});
  });

  it('is completed by the status check when the callback never comes', async () => {
    const m = await rwandaMtn();
    momo.complete(momoReferenceId(m.paymentId), 'SUCCESSFUL');
    t.clock.advance(2_000);
    await t.jobs.runDue();
    expect((await paymentOf(m.paymentId)).status).toBe('succeeded');
    expect(await providerEventsFor(t, m.paymentId)).toEqual([]);
  });

  it('keeps a callback of another amount for review and moves no money', async () => {
    const m = await rwandaMtn();
    const referenceId = momoReferenceId(m.paymentId);
    momo.complete(referenceId, 'SUCCESSFUL', undefined, '500');
    await momo.sendCallback({ referenceId });
    await t.jobs.runDue();
    expect(await providerEventsFor(t, m.paymentId)).toEqual([
      { type: 'momo.callback', status: 'amount_mismatch' },
    ]);
    expect(await balances(t, m.cookie)).toEqual({});
    expect(t.logs.join('')).toContain('Provider event not applied; left for review');
  });

  it('refuses a callback with a wrong path token or from an address not allowed', async () => {
    const m = await rwandaMtn();
    const body = { externalId: m.paymentId, amount: '5000', currency: 'RWF', status: 'SUCCESSFUL' };
    const wrongToken = await t.app.inject({
      method: 'PUT',
      url: '/webhooks/providers/mtn_momo/not-the-token-0123456789abcdef',
      remoteAddress: '127.0.0.1',
      payload: body,
    });
    expect(wrongToken.statusCode).toBe(404);
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: momoCallbackPath,
      remoteAddress: '203.0.113.9',
      payload: body,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(await providerEventsFor(t, m.paymentId)).toEqual([]);
    expect(t.logs.join('')).not.toContain(MOMO.callbackToken);
  });

  it('fails without charging when MoMo answers 5xx and never had the request', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'RWF', amountMinor: 6_000 });
    momo.failNext({ status: 503 });
    const payment = (await pay(t, linkId, mobile('RW', 'mtn', '+250788123456'))).json();
    expect(payment.status).toBe('processing');
    t.clock.advance(10 * 60_000);
    await t.jobs.runDue();
    expect((await paymentOf(payment.id)).status).toBe('failed');
    expect(await balances(t, m.cookie)).toEqual({});
  });

  it('is looked up by reference when MoMo’s answer to the request was lost', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'RWF', amountMinor: 7_000 });
    momo.failNext({ delayMs: 800 });
    const payment = (await pay(t, linkId, mobile('RW', 'mtn', '+250788123456'))).json();
    expect(payment.status).toBe('processing');
    await new Promise((resolve) => setTimeout(resolve, 600));
    momo.complete(momoReferenceId(payment.id), 'SUCCESSFUL');
    t.clock.advance(10 * 60_000);
    await t.jobs.runDue();
    expect((await paymentOf(payment.id)).status).toBe('succeeded');
    expect(await balances(t, m.cookie)).toEqual({ RWF: 7_000 });
  });
});

describe('M-Pesa', () => {
  it('succeeds once on a callback sent twice, after the M-Pesa Express Query confirms it', async () => {
    const m = await kenyaMpesa();
    const checkoutRequestId = await checkoutRequestOf(m.paymentId);
    daraja.complete(checkoutRequestId, 0);
    expect(await daraja.sendCallback(mpesaUrls.stk, checkoutRequestId, { times: 2 })).toEqual([200, 200]);
    const ack = await t.app.inject({
      method: 'POST',
      url: new URL(mpesaUrls.stk).pathname,
      remoteAddress: '127.0.0.1',
      payload: { unreadable: true },
    });
    expect(ack.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    await t.jobs.runDue();

    expect((await paymentOf(m.paymentId)).status).toBe('succeeded');
    expect(await balances(t, m.cookie)).toEqual({ KES: 1_500_00 });
    expect(await providerEventsFor(t, m.paymentId)).toEqual([{ type: 'stk.callback', status: 'applied' }]);
    expect(daraja.requests.some((r) => r.path === '/mpesa/stkpushquery/v1/query')).toBe(true);
  });

  it.each([
    [1032, 'mobile_money_cancelled'],
    [2001, 'mobile_money_wrong_pin'],
    [1037, 'mobile_money_unreachable'],
  ])('result %s fails the payment with %s', async (resultCode, code) => {
    const m = await kenyaMpesa();
    const checkoutRequestId = await checkoutRequestOf(m.paymentId);
    daraja.complete(checkoutRequestId, resultCode);
    await daraja.sendCallback(mpesaUrls.stk, checkoutRequestId);
    await t.jobs.runDue();
    expect(await paymentOf(m.paymentId)).toMatchObject({ status: 'failed', failure: { code } });
    expect(await balances(t, m.cookie)).toEqual({});
  });

  it('is completed by the query when the callback never comes', async () => {
    const m = await kenyaMpesa();
    t.clock.advance(2_000);
    await t.jobs.runDue();
    expect((await paymentOf(m.paymentId)).status).toBe('requires_action');
    daraja.complete(await checkoutRequestOf(m.paymentId), 0);
    t.clock.advance(10_000);
    await t.jobs.runDue();
    expect((await paymentOf(m.paymentId)).status).toBe('succeeded');
  });

  it('keeps callbacks of another amount, from another number or for an unknown push for review', async () => {
    const stkPath = new URL(mpesaUrls.stk).pathname;
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: stkPath, remoteAddress: '127.0.0.1', payload });

    const otherAmount = await kenyaMpesa();
    const otherAmountPush = await checkoutRequestOf(otherAmount.paymentId);
    daraja.complete(otherAmountPush, 0);
    await daraja.sendCallback(mpesaUrls.stk, otherAmountPush, { amount: 15 });

    const otherNumber = await kenyaMpesa();
    const otherNumberPush = await checkoutRequestOf(otherNumber.paymentId);
    daraja.complete(otherNumberPush, 0);
    const push = { merchantRequestId: 'm-1', resultCode: '0', amount: 1500, receipt: 'SGX1' };
    expect(
      (await post(stkCallbackBody({ ...push, checkoutRequestId: otherNumberPush, phone: '254799999999' })))
        .statusCode,
    ).toBe(200);
    const unknown = stkCallbackBody({ ...push, checkoutRequestId: 'ws_CO_unknown', phone: '254712345678' });
    expect((await post(unknown)).statusCode).toBe(200);
    await t.jobs.runDue();

    expect(await providerEventsFor(t, otherAmount.paymentId)).toEqual([
      { type: 'stk.callback', status: 'amount_mismatch' },
    ]);
    expect(await providerEventsFor(t, otherNumber.paymentId)).toEqual([
      { type: 'stk.callback', status: 'phone_mismatch' },
    ]);
    expect(await providerEventsFor(t, 'ws_CO_unknown')).toEqual([
      { type: 'stk.callback', status: 'unknown_reference' },
    ]);
    expect(await balances(t, otherAmount.cookie)).toEqual({});
    expect(await balances(t, otherNumber.cookie)).toEqual({});
    expect(t.logs.join('')).toContain('/webhooks/providers/mpesa/[redacted]/stk');
    expect(t.logs.join('')).not.toContain(MPESA.callbackToken);
  });

  it('refuses an amount with cents before asking M-Pesa, since it takes whole shillings', async () => {
    const m = await liveMerchant(t);
    const linkId = await createLink(t, m.cookie, { currency: 'KES', amountMinor: 1_500_50 });
    const pushes = daraja.requests.filter((r) => r.path === '/mpesa/stkpush/v1/processrequest').length;
    const payment = (await pay(t, linkId, mobile('KE', 'mpesa', '+254712345678'))).json();
    expect(payment).toMatchObject({ status: 'failed', failure: { code: 'amount_not_supported' } });
    expect(daraja.requests.filter((r) => r.path === '/mpesa/stkpush/v1/processrequest')).toHaveLength(pushes);
  });
});

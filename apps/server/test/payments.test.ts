import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { balances, cardPayment, createLink, mobilePayment, pay, tokenizeCard } from './payment-helpers';
import { ledgerTransactionsForPayment, unbalancedTransactions } from './ledger-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('paying a payment link by card', () => {
  it('a succeeded payment posts one balanced ledger transaction and credits the merchant wallet', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 12_500, currency: 'USD' });
    const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));

    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountMinor: 12_500,
      currency: 'USD',
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
      failure: null,
    });
    const txs = await ledgerTransactionsForPayment(t.db, payment.id);
    expect(txs).toHaveLength(1);
    expect(txs[0]?.entries).toBe(2);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    expect(await balances(t, cookie)).toEqual({ USD: 12_500 });

    const recent = await t.request('GET', '/api/dashboard/transactions?limit=5', { cookie });
    expect(recent.json().data[0]).toMatchObject({ id: payment.id, amountMinor: 12_500, status: 'succeeded' });
    const links = await t.request('GET', '/api/payment-links', { cookie });
    expect(links.json().data[0]).toMatchObject({ id: linkId, paymentsCount: 1, totalAmountMinor: 12_500 });
  });

  it.each([
    [SANDBOX_CARDS.declined, 'card_declined', 'Your card was declined.'],
    [SANDBOX_CARDS.insufficientFunds, 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('card %s fails with its reason and moves no money', async (number, code, message) => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, number)));

    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'failed', failure: { code, message } });
    expect(await ledgerTransactionsForPayment(t.db, res.json().id)).toHaveLength(0);
    expect(await balances(t, cookie)).toEqual({});
  });

  it('the payer can try again after a decline with a new attempt and succeed', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 3_000 });
    await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.declined)));
    const retry = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
    expect(retry.json().status).toBe('succeeded');
    expect(await balances(t, cookie)).toEqual({ USD: 3_000 });
  });

  it('the OTP card waits for the code; a wrong code is refused and the right one captures', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 9_900 });
    const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.otp)));
    const payment = res.json();
    expect(payment).toMatchObject({ status: 'requires_action', nextAction: { type: 'otp' } });
    expect(await balances(t, cookie)).toEqual({});

    const wrong = await t.request('POST', `/api/public/payments/${payment.id}/otp`, {
      body: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toMatch(/incorrect/);

    const right = await t.request('POST', `/api/public/payments/${payment.id}/otp`, {
      body: { code: '123456' },
    });
    expect(right.json()).toMatchObject({ status: 'succeeded' });
    expect(await balances(t, cookie)).toEqual({ USD: 9_900 });

    const again = await t.request('POST', `/api/public/payments/${payment.id}/otp`, {
      body: { code: '123456' },
    });
    expect(again.statusCode).toBe(409);
    expect(await ledgerTransactionsForPayment(t.db, payment.id)).toHaveLength(1);
  });

  it('an unknown card token is a field error and creates no payment', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const res = await pay(t, linkId, cardPayment('tok_sbxdoesnotexist'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['paymentMethod.token']).toBeDefined();
  });
});

describe('paying a payment link by mobile money', () => {
  it('waits in requires_action until the sandbox confirms, then succeeds and credits the wallet', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 500_000, currency: 'RWF' });
    const res = await pay(t, linkId, mobilePayment('+250788123456'));
    const payment = res.json();
    expect(payment).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'mobile_money_approval', phoneMasked: '+250 ••• ••• 456' },
    });

    t.clock.advance(2_000);
    await t.jobs.runDue();
    expect((await t.request('GET', `/api/public/payments/${payment.id}`)).json().status).toBe(
      'requires_action',
    );

    t.clock.advance(4_000);
    await t.jobs.runDue();
    expect((await t.request('GET', `/api/public/payments/${payment.id}`)).json().status).toBe('succeeded');
    expect(await balances(t, cookie)).toEqual({ RWF: 500_000 });
    expect(await ledgerTransactionsForPayment(t.db, payment.id)).toHaveLength(1);
  });

  it('a number ending 0002 is declined on the phone and moves no money', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 1_000, currency: 'RWF' });
    const payment = (await pay(t, linkId, mobilePayment('+250788000002'))).json();
    t.clock.advance(6_000);
    await t.jobs.runDue();
    const after = (await t.request('GET', `/api/public/payments/${payment.id}`)).json();
    expect(after).toMatchObject({ status: 'failed', failure: { code: 'mobile_money_declined' } });
    expect(await balances(t, cookie)).toEqual({});
  });

  it('a number ending 0003 never answers and the payment times out', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 1_000, currency: 'RWF' });
    const payment = (await pay(t, linkId, mobilePayment('+250788000003'))).json();
    t.clock.advance(60_000);
    await t.jobs.runDue();
    expect((await t.request('GET', `/api/public/payments/${payment.id}`)).json().status).toBe(
      'requires_action',
    );
    t.clock.advance(61_000);
    await t.jobs.runDue();
    const after = (await t.request('GET', `/api/public/payments/${payment.id}`)).json();
    expect(after).toMatchObject({ status: 'failed', failure: { code: 'mobile_money_timeout' } });
  });

  it('a phone number that is not valid for the country is a field error', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const res = await pay(t, linkId, mobilePayment('12345'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['paymentMethod.phone']).toMatch(/valid phone/);
  });
});

describe('links that cannot be paid', () => {
  it('a paused link refuses payments and an unknown link is not found', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    await t.request('PATCH', `/api/payment-links/${linkId}`, { cookie, body: { status: 'paused' } });
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    const paused = await pay(t, linkId, cardPayment(token));
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error.code).toBe('link_unavailable');
    const unknown = await pay(t, 'nope404', cardPayment(token));
    expect(unknown.statusCode).toBe(404);
  });

  it('the seeded-style expired link refuses payments', async () => {
    const { cookie } = await t.signUp();
    const expiresAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const linkId = await createLink(t, cookie, { expiresAt });
    t.clock.advance(120_000);
    const link = await t.request('GET', `/api/public/payment-links/${linkId}`);
    expect(link.json().link.status).toBe('expired');
    const res = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
    expect(res.json().error.message).toBe('This payment link has expired and is no longer active.');
  });
});

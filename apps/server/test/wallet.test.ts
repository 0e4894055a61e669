import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { balances } from './payment-helpers';
import { addBankAccount, depositByCard, settlePayouts, walletPost, withdrawToBank } from './wallet-helpers';
import { unbalancedTransactions } from './ledger-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYOUT_DELAY_MS: '5000' } });
});
afterAll(async () => {
  await t.close();
});

describe('deposits', () => {
  it('a card deposit credits the wallet at once', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 25_000);
    expect(await balances(t, cookie)).toEqual({ USD: 25_000 });
  });

  it('a deposit is not income: the Income Overview leaves it out', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 7_000, 'EUR');
    const income = (await t.request('GET', '/api/analytics/income?days=7&currency=EUR', { cookie })).json();
    expect(income.points.reduce((sum: number, p: { amountMinor: number }) => sum + p.amountMinor, 0)).toBe(0);
    expect(income.currencies).toEqual([]);
  });

  it('a mobile money deposit credits the wallet only once the payer approves', async () => {
    const { cookie } = await t.signUp();
    const res = await walletPost(t, cookie, '/api/wallet/deposits', {
      amountMinor: 5_000,
      currency: 'RWF',
      paymentMethod: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '0788123456' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('requires_action');
    expect(await balances(t, cookie)).toEqual({});
    t.clock.advance(6_000);
    await t.jobs.runDue();
    expect(await balances(t, cookie)).toEqual({ RWF: 5_000 });
  });
});

describe('withdrawals', () => {
  it('payout accounts are added, listed masked, and removed; other merchants cannot see them', async () => {
    const { cookie } = await t.signUp();
    const other = await t.signUp();
    const id = await addBankAccount(t, cookie, '0012 3456 78');
    const list = (await t.request('GET', '/api/payout-accounts', { cookie })).json().data;
    expect(list).toEqual([
      expect.objectContaining({ id, bankName: 'Bank of Kigali', accountNumberMasked: '••••5678' }),
    ]);
    expect(JSON.stringify(list)).not.toContain('00123456');
    expect(
      (await t.request('DELETE', `/api/payout-accounts/${id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/payout-accounts/${id}`, { cookie })).statusCode).toBe(204);
    expect((await t.request('GET', '/api/payout-accounts', { cookie })).json().data).toEqual([]);
    const bad = await t.request('POST', '/api/payout-accounts', {
      cookie,
      body: { bankName: '', accountName: 'x', accountNumber: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      bankName: expect.any(String),
      accountNumber: expect.any(String),
    });
  });

  it('a bank withdrawal takes the 2% fee, debits at once and is paid asynchronously', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 10_000);
    const res = await withdrawToBank(t, cookie, 5_000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      debitedMinor: 5_000,
      feeMinor: 100,
      payoutMinor: 4_900,
    });
    expect(await balances(t, cookie)).toEqual({ USD: 5_000 });
    await settlePayouts(t);
    const after = await t.request('GET', `/api/wallet/payouts/${res.json().id}`, { cookie });
    expect(after.json().status).toBe('paid');
    expect(await balances(t, cookie)).toEqual({ USD: 5_000 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('a failed payout returns the money and the fee', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 10_000);
    const res = await walletPost(t, cookie, '/api/wallet/payouts', {
      amountMinor: 8_000,
      currency: 'USD',
      destination: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '0788120002' },
    });
    expect(res.json()).toMatchObject({ status: 'pending', feeMinor: 160, payoutMinor: 7_840 });
    expect(await balances(t, cookie)).toEqual({ USD: 2_000 });
    await settlePayouts(t);
    const after = (await t.request('GET', `/api/wallet/payouts/${res.json().id}`, { cookie })).json();
    expect(after).toMatchObject({ status: 'failed', failure: { code: 'payout_rejected' } });
    expect(await balances(t, cookie)).toEqual({ USD: 10_000 });
  });

  it('insufficient balance is a clear error and moves nothing', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 1_000);
    const res = await walletPost(t, cookie, '/api/wallet/payouts', {
      amountMinor: 1_001,
      currency: 'USD',
      destination: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '0788123456' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'insufficient_funds',
      message: expect.stringContaining('$10.00'),
    });
    expect(await balances(t, cookie)).toEqual({ USD: 1_000 });
  });

  it('a phone that is not valid for the country is refused with a field message', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 1_000);
    const res = await walletPost(t, cookie, '/api/wallet/payouts', {
      amountMinor: 500,
      currency: 'USD',
      destination: { type: 'mobile_money', provider: 'mpesa', country: 'KE', phone: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['destination.phone']).toBeTruthy();
  });

  it('a repeated withdrawal with the same Idempotency-Key pays out once', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 10_000);
    const body = {
      amountMinor: 3_000,
      currency: 'USD',
      destination: { type: 'mobile_money', provider: 'airtel', country: 'RW', phone: '0731234567' },
    };
    const first = await walletPost(t, cookie, '/api/wallet/payouts', body, 'wd-1');
    const again = await walletPost(t, cookie, '/api/wallet/payouts', body, 'wd-1');
    expect(again.json()).toEqual(first.json());
    expect(await balances(t, cookie)).toEqual({ USD: 7_000 });
  });
});

describe('sending money', () => {
  it('a send to another user by email is instant, free, and seen by both', async () => {
    const alice = await t.signUp('Alice');
    const bob = await t.signUp('Bob');
    await depositByCard(t, alice.cookie, 10_000);
    const res = await walletPost(t, alice.cookie, '/api/wallet/transfers', {
      recipient: bob.email.toUpperCase(),
      amountMinor: 2_500,
      currency: 'USD',
      note: 'Lunch',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'send', counterparty: 'Bob', amountMinor: 2_500 });
    expect(await balances(t, alice.cookie)).toEqual({ USD: 7_500 });
    expect(await balances(t, bob.cookie)).toEqual({ USD: 2_500 });
  });

  it('a send by phone finds the user who registered that number', async () => {
    const alice = await t.signUp('Alice');
    const bob = await t.signUp('Bob');
    const phone = `+25078${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const set = await t.request('PUT', '/api/account/phone', { cookie: bob.cookie, body: { phone } });
    expect(set.statusCode).toBe(200);
    await depositByCard(t, alice.cookie, 1_000);
    const res = await walletPost(t, alice.cookie, '/api/wallet/transfers', {
      recipient: phone,
      amountMinor: 400,
      currency: 'USD',
    });
    expect(res.statusCode).toBe(201);
    expect(await balances(t, bob.cookie)).toEqual({ USD: 400 });
  });

  it('an unknown recipient, oneself, or too little money are refused', async () => {
    const alice = await t.signUp('Alice');
    await depositByCard(t, alice.cookie, 1_000);
    const unknown = await walletPost(t, alice.cookie, '/api/wallet/transfers', {
      recipient: 'nobody@example.com',
      amountMinor: 100,
      currency: 'USD',
    });
    expect(unknown.json().error.code).toBe('recipient_not_found');
    const self = await walletPost(t, alice.cookie, '/api/wallet/transfers', {
      recipient: alice.email,
      amountMinor: 100,
      currency: 'USD',
    });
    expect(self.json().error.code).toBe('recipient_not_found');
    const bob = await t.signUp('Bob');
    const tooMuch = await walletPost(t, alice.cookie, '/api/wallet/transfers', {
      recipient: bob.email,
      amountMinor: 1_001,
      currency: 'USD',
    });
    expect(tooMuch.json().error.code).toBe('insufficient_funds');
    expect(await balances(t, alice.cookie)).toEqual({ USD: 1_000 });
  });

  it('Make Payment pays a merchant by the merchant code shown in settings', async () => {
    const payer = await t.signUp('Payer');
    const shop = await t.signUp('Shop');
    const code = (await t.request('GET', '/api/settings', { cookie: shop.cookie })).json().merchantCode;
    expect(code).toMatch(/^MLP-[0-9A-Z]{6}$/);
    await depositByCard(t, payer.cookie, 5_000);
    const res = await walletPost(t, payer.cookie, '/api/wallet/merchant-payments', {
      merchantCode: code.toLowerCase(),
      amountMinor: 1_250,
      currency: 'USD',
      reference: 'INV-42',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'merchant_payment', counterparty: 'Shop', note: 'INV-42' });
    expect(await balances(t, shop.cookie)).toEqual({ USD: 1_250 });
    const wrong = await walletPost(t, payer.cookie, '/api/wallet/merchant-payments', {
      merchantCode: 'MLP-000000',
      amountMinor: 1,
      currency: 'USD',
    });
    expect(wrong.json().error.code).toBe('recipient_not_found');
  });
});

describe('currency conversion and Direct Pay', () => {
  it('converting posts one ledger transaction through the FX account at the stored rate', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 10_000);
    const res = await walletPost(t, cookie, '/api/wallet/conversions', {
      amountMinor: 10_000,
      fromCurrency: 'USD',
      toCurrency: 'RWF',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rate: '1300', fromAmountMinor: 10_000, toAmountMinor: 130_000 });
    expect(await balances(t, cookie)).toEqual({ USD: 0, RWF: 130_000 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('an inverse pair is priced from the stored rate and a pair without any rate is refused', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 5_000, 'EUR');
    const quote = await t.request('GET', '/api/fx/quote?from=EUR&to=USD&amountMinor=850', { cookie });
    expect(quote.json()).toMatchObject({ rate: '1.17647059', convertedMinor: 1_000 });
    const none = await walletPost(t, cookie, '/api/wallet/conversions', {
      amountMinor: 100,
      fromCurrency: 'EUR',
      toCurrency: 'KES',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.code).toBe('fx_rate_unavailable');
  });

  it('Direct Pay converts, adds the 2% fee on top, and matches the quote', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 20_000);
    const quote = (
      await t.request('GET', '/api/fx/quote?from=USD&to=RWF&amountMinor=10000', { cookie })
    ).json();
    expect(quote).toMatchObject({ rate: '1300', convertedMinor: 130_000, feeMinor: 200, totalMinor: 10_200 });
    const res = await walletPost(t, cookie, '/api/wallet/direct-pay', {
      amountMinor: 10_000,
      fromCurrency: 'USD',
      toCurrency: 'RWF',
      recipient: { provider: 'mtn', country: 'RW', phone: '0788123456' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'direct_pay',
      debitedMinor: 10_200,
      feeMinor: 200,
      payoutMinor: 130_000,
      payoutCurrency: 'RWF',
    });
    expect(await balances(t, cookie)).toEqual({ USD: 9_800 });
    await settlePayouts(t);
    expect((await t.request('GET', `/api/wallet/payouts/${res.json().id}`, { cookie })).json().status).toBe(
      'paid',
    );
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});

describe('concurrency', () => {
  it('200 concurrent withdrawals against a balance that covers 100 of them: exactly 100 succeed', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 100_000);
    const body = {
      amountMinor: 1_000,
      currency: 'USD',
      destination: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '0788123456' },
    };
    const results = await Promise.all(
      Array.from({ length: 200 }, () => walletPost(t, cookie, '/api/wallet/payouts', body)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(100);
    expect(codes.filter((c) => c === 422)).toHaveLength(100);
    expect(await balances(t, cookie)).toEqual({ USD: 0 });
  });
});

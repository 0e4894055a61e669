/**
 * The Flutterwave payment adapter against the local fake of Flutterwave's documented API
 * (test/fakes/flutterwave-fake.ts): what each port call sends, how Flutterwave's answers map to
 * Malipo's outcomes, exact amounts in zero- and two-decimal currencies, and which failures answer
 * `failed` and which are thrown.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFlutterwaveClient } from '../src/modules/providers/flutterwave/flutterwave-client';
import { FlutterwaveError } from '../src/modules/providers/flutterwave/flutterwave-error';
import {
  createFlutterwavePayments,
  parseAccountExpiration,
  type FlutterwavePayments,
} from '../src/modules/providers/flutterwave/flutterwave-payments';
import { rejectionOf } from './rejection';
import { startFlutterwaveFake, type FlutterwaveFake } from './fakes/flutterwave-fake';

const SECRET_KEY = 'FLWSECK_TEST-malipo0adapter0key-X';
const TIMEOUT_MS = 400;
const HOUR_MS = 60 * 60 * 1000;
const payer = { name: 'Aline Uwase', email: 'payer@example.com' };

let fake: FlutterwaveFake;
let payments: FlutterwavePayments;
beforeAll(async () => {
  fake = await startFlutterwaveFake({ secretKey: SECRET_KEY, secretHash: 'unused-secret-hash' });
  const client = createFlutterwaveClient({
    baseUrl: fake.baseUrl,
    secretKey: SECRET_KEY,
    timeoutMs: TIMEOUT_MS,
  });
  payments = createFlutterwavePayments({ client });
});
afterAll(() => fake.close());

let counter = 0;
const newReference = (prefix: string) => `${prefix}_flwpay_${++counter}`;

/** The last request the fake received, its body parsed. */
const lastRequest = () => fake.lastRequest();

const failureOf = rejectionOf;

type MobileMoneyInput = Parameters<FlutterwavePayments['requestMobileMoney']>[0];
const RWANDA = { phone: '+250788123456', network: 'mtn', country: 'RW', currency: 'RWF' };
const SENEGAL = { phone: '+221771234567', network: 'Orange', country: 'SN', currency: 'XOF' };
const ZAMBIA = { phone: '+260971234567', network: 'Zamtel', country: 'ZM', currency: 'ZMW' };
/** A mobile money request: 150050 KES by M-Pesa unless `overrides` says otherwise. */
const requestMpesa = (reference: string, overrides: Partial<MobileMoneyInput> = {}) =>
  payments.requestMobileMoney({
    reference,
    phone: '+254712345678',
    network: 'mpesa',
    country: 'KE',
    amountMinor: 150050,
    currency: 'KES',
    payer,
    ...overrides,
  });

describe('mobile money requests', () => {
  it('an M-Pesa request sends 150050 KES as 1500.5, without the + or a network, and is pending', async () => {
    const reference = newReference('pay');
    const outcome = await requestMpesa(reference);

    const sent = lastRequest();
    expect(sent.path).toBe('/v3/charges?type=mpesa');
    expect(sent.rawBody).toContain('"amount":1500.5,');
    expect(sent.body).toMatchObject({ tx_ref: reference, phone_number: '254712345678', email: payer.email });
    expect(sent.body).not.toHaveProperty('network');
    expect(sent.body).not.toHaveProperty('country');
    expect(outcome).toEqual({ status: 'pending', providerPaymentId: expect.stringMatching(/^\d+$/) });
    expect(await payments.retrieve(reference)).toEqual(outcome);
  });

  it('a Rwanda request answered with a page to authorize on sends the payer there, under the reference', async () => {
    const reference = newReference('pay');
    const outcome = await requestMpesa(reference, { ...RWANDA, amountMinor: 5000 });

    expect(lastRequest().path).toBe('/v3/charges?type=mobile_money_rwanda');
    expect(lastRequest().rawBody).toContain('"amount":5000,');
    expect(lastRequest().body).toMatchObject({ network: 'MTN', phone_number: '250788123456' });
    expect(outcome).toEqual({
      status: 'requires_redirect',
      providerPaymentId: reference,
      url: expect.stringMatching(new RegExp(`^${fake.baseUrl}/`)),
    });
  });

  it('a Zambia request sends 12050 ZMW minor units as 120.5 with its network, and is pending', async () => {
    const reference = newReference('pay');
    const outcome = await requestMpesa(reference, { ...ZAMBIA, amountMinor: 12050 });

    expect(lastRequest().path).toBe('/v3/charges?type=mobile_money_zambia');
    expect(lastRequest().rawBody).toContain('"amount":120.5,');
    expect(lastRequest().body).toMatchObject({
      network: 'ZAMTEL',
      phone_number: '260971234567',
      currency: 'ZMW',
    });
    expect(outcome.status).toBe('pending');
  });

  it('a CFA franc request sends the Orange Money network and the country', async () => {
    const reference = newReference('pay');
    const outcome = await requestMpesa(reference, { ...SENEGAL, amountMinor: 2500 });

    expect(lastRequest().path).toBe('/v3/charges?type=mobile_money_franco');
    expect(lastRequest().body).toMatchObject({ amount: 2500, network: 'ORANGEMONEY', country: 'SN' });
    expect(outcome.status).toBe('pending');
  });

  it('a currency or network Flutterwave does not collect fails without a request', async () => {
    const sentBefore = fake.requests.length;
    const naira = await requestMpesa(newReference('pay'), { currency: 'NGN', network: 'mtn' });
    const airtelKenya = await requestMpesa(newReference('pay'), { network: 'airtel' });

    expect(naira).toMatchObject({ status: 'failed', code: 'method_unavailable' });
    expect(airtelKenya).toMatchObject({ status: 'failed', code: 'method_unavailable' });
    expect(fake.requests.length).toBe(sentBefore);
  });

  it('a request Flutterwave refuses fails with its message, and nothing was charged', async () => {
    const reference = newReference('pay');
    expect(await requestMpesa(reference, { ...SENEGAL, country: 'RW', amountMinor: 2500 })).toEqual({
      status: 'failed',
      providerPaymentId: reference,
      code: 'mobile_money_rejected',
      message: 'country is required: one of CM, SN, BF, CI',
    });
    expect(await payments.retrieve(reference)).toBeNull();
  });

  it('a repeated reference answers the first charge instead of failing it', async () => {
    const reference = newReference('pay');
    const first = await requestMpesa(reference);
    expect(await requestMpesa(reference)).toEqual(first);
  });

  it('a 500 or no answer in time is thrown as may have happened, and retrieve finds the charge', async () => {
    fake.failNext({ status: 500 });
    const error = await failureOf(requestMpesa(newReference('pay')));
    expect(error).toBeInstanceOf(FlutterwaveError);
    expect(error).toMatchObject({ kind: 'unavailable', mayHaveHappened: true });

    const reference = newReference('pay');
    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    expect(await failureOf(requestMpesa(reference))).toMatchObject({ mayHaveHappened: true });
    await vi.waitFor(async () =>
      expect(await payments.retrieve(reference)).toMatchObject({ status: 'pending' }),
    );
  });

  it('a refused secret key is thrown as unauthorized, never answered as a decline', async () => {
    fake.failNext({ status: 401 });
    expect(await failureOf(requestMpesa(newReference('pay')))).toMatchObject({
      kind: 'unauthorized',
      mayHaveHappened: false,
      message: 'Flutterwave refused the secret key',
    });
    fake.failNext({ status: 401 });
    expect(await failureOf(payments.retrieve(newReference('pay')))).toMatchObject({ kind: 'unauthorized' });
  });
});

describe('retrieve', () => {
  it.each([
    ['KES', 150050, {}],
    ['RWF', 5000, { ...RWANDA, network: 'airtel' }],
  ] as const)(
    'a successful %s charge succeeds with exactly what was charged',
    async (currency, amountMinor, wallet) => {
      const reference = newReference('pay');
      await requestMpesa(reference, { ...wallet, amountMinor, currency });
      const id = fake.complete(reference, 'successful');

      expect(await payments.retrieve(reference)).toEqual({
        status: 'succeeded',
        providerPaymentId: String(id),
        charged: { amountMinor, currency },
      });
    },
  );

  it("a failed charge fails as declined, in Flutterwave's words", async () => {
    const reference = newReference('pay');
    await requestMpesa(reference);
    const id = fake.complete(reference, 'failed');

    expect(await payments.retrieve(reference)).toEqual({
      status: 'failed',
      providerPaymentId: String(id),
      code: 'declined',
      message: 'Declined',
    });
  });

  it('an unknown reference is null; a 429 is thrown rather than read as none', async () => {
    expect(await payments.retrieve('pay_flw_unknown')).toBeNull();
    fake.failNext({ status: 429 });
    expect(await failureOf(payments.retrieve('pay_flw_unknown'))).toMatchObject({ httpStatus: 429 });
  });
});

describe('card refunds', () => {
  /** A paid hosted card charge; answers Flutterwave's transaction id. */
  async function paidCardCharge(amountMinor: number, currency: string) {
    const reference = newReference('pay');
    await payments.startHostedCheckout({
      reference,
      amountMinor,
      currency,
      payer,
      returnUrl: 'https://malipo.example/r',
    });
    return String(fake.complete(reference, 'successful'));
  }
  const refund = (
    providerPaymentId: string,
    amountMinor: number,
    currency: string,
    reference = newReference('re'),
  ) => payments.refundCard({ reference, providerPaymentId, amountMinor, currency });

  it.each([
    ['RWF', 5000, 2000, '2000'],
    ['KES', 150050, 50050, '500.5'],
  ] as const)('refunds part of a %s card charge exactly', async (currency, paidMinor, refundMinor, json) => {
    const providerPaymentId = await paidCardCharge(paidMinor, currency);
    const reference = newReference('re');
    const outcome = await refund(providerPaymentId, refundMinor, currency, reference);

    expect(outcome).toEqual({ status: 'succeeded', providerRefundId: expect.stringMatching(/^\d+$/) });
    expect(lastRequest().path).toBe(`/v3/transactions/${providerPaymentId}/refund`);
    expect(lastRequest().rawBody).toBe(`{"amount":${json},"comments":"${reference}"}`);
  });

  it('a refund Flutterwave refuses fails with its message', async () => {
    const providerPaymentId = await paidCardCharge(1999, 'USD');
    expect(await refund(providerPaymentId, 2000, 'USD')).toEqual({
      status: 'failed',
      code: 'refund_not_possible',
      message: 'Refund amount cannot be more than the amount left to refund',
    });
  });

  it('an id that is not a Flutterwave transaction fails without a request', async () => {
    const sentBefore = fake.requests.length;
    expect(await refund('pay_flw_1', 100, 'USD')).toMatchObject({
      status: 'failed',
      code: 'refund_not_possible',
    });
    expect(fake.requests.length).toBe(sentBefore);
  });

  it('a refund that may have happened is thrown, never failed', async () => {
    const providerPaymentId = await paidCardCharge(1999, 'USD');
    fake.failNext({ status: 503 });
    expect(await failureOf(refund(providerPaymentId, 999, 'USD'))).toMatchObject({
      kind: 'unavailable',
      mayHaveHappened: true,
    });
  });
});

describe('hosted checkout and bank transfer', () => {
  it("opens a card-only page for an anonymous payer and answers Flutterwave's link", async () => {
    const reference = newReference('pay');
    const anonymous = { name: null, email: 'donor@example.com' };
    const input = {
      reference,
      amountMinor: 1999,
      currency: 'USD',
      payer: anonymous,
      returnUrl: 'https://malipo.example/r',
    };
    const { redirectUrl } = await payments.startHostedCheckout(input);

    expect(redirectUrl).toMatch(new RegExp(`^${fake.baseUrl}/v3/hosted/pay/\\d+$`));
    expect(lastRequest().rawBody).toContain('"amount":19.99,');
    expect(lastRequest().body).toMatchObject({
      tx_ref: reference,
      redirect_url: 'https://malipo.example/r',
      payment_options: 'card',
      customer: { email: 'donor@example.com' },
    });
    expect(lastRequest().body.customer).not.toHaveProperty('name');
  });

  it.each(['epoch_ms', 'text'] as const)(
    'an NGN transfer answers the account, the exact amount and the expiry sent as %s',
    async (format) => {
      const reference = newReference('pay');
      // Zone-less text carries whole seconds.
      const openedAfter = Math.floor(Date.now() / 1000) * 1000;
      fake.answerAccountExpirationAs(format);
      const instructions = await payments
        .startBankTransfer({ reference, amountMinor: 150050, currency: 'NGN', payer })
        .finally(() => fake.answerAccountExpirationAs('epoch_ms'));

      expect(lastRequest().rawBody).toContain('"amount":1500.5,');
      expect(instructions).toMatchObject({
        providerPaymentId: reference,
        accountNumber: '0067100155',
        bankName: 'Mock Bank',
        amountMinor: 150050,
        transferReference: expect.stringMatching(/^MockFLWRef-/),
      });
      const expiresAtMs = instructions.expiresAt?.getTime() ?? 0;
      expect(expiresAtMs).toBeGreaterThanOrEqual(openedAfter + HOUR_MS);
      expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + HOUR_MS);
    },
  );

  it('a bank transfer in another currency throws without a request', async () => {
    const sentBefore = fake.requests.length;
    const transfer = payments.startBankTransfer({
      reference: newReference('pay'),
      amountMinor: 5000,
      currency: 'GHS',
      payer,
    });
    expect(await failureOf(transfer)).toMatchObject({ message: expect.stringContaining('NGN only') });
    expect(fake.requests.length).toBe(sentBefore);
  });

  it.each([
    [1_585_302_819_000, '2020-03-27T09:53:39.000Z'],
    ['1585302819000', '2020-03-27T09:53:39.000Z'],
    ['2020-03-27 09:53:39', '2020-03-27T09:53:39.000Z'],
    ['2025-03-24 1:41:07 PM', '2025-03-24T13:41:07.000Z'],
    ['2025-03-24 12:05:00 AM', '2025-03-24T00:05:00.000Z'],
    ['2020-02-30 10:00:00', null],
    ['2020-03-27 24:00:00', null],
    ['an hour from now', null],
  ])('account_expiration %j is %s', (value, expected) => {
    expect(parseAccountExpiration(value)?.toISOString() ?? null).toBe(expected);
  });
});

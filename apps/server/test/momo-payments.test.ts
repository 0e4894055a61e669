/**
 * The MTN MoMo payment adapter against the local fake of MoMo's documented Open API
 * (test/fakes/mtn-momo-fake.ts): what a request-to-pay sends, how MoMo's results map to Malipo's
 * outcomes with exact amounts and a sentence per failure reason, which payments each market's
 * client takes, and which failures answer `failed` and which are thrown.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CollectingProvider } from '../src/modules/providers/provider';
import { createMomoClient } from '../src/modules/providers/mtn-momo/momo-client';
import { MomoError } from '../src/modules/providers/mtn-momo/momo-error';
import {
  MOMO_MARKETS,
  targetEnvironmentOf,
  type MomoTargetEnvironment,
} from '../src/modules/providers/mtn-momo/momo-markets';
import {
  createMomoPayments,
  MOMO_FAILURES,
  MOMO_PAYMENT_FAILED,
} from '../src/modules/providers/mtn-momo/momo-payments';
import { momoReferenceId } from '../src/modules/providers/mtn-momo/momo-reference';
import { rejectionOf } from './rejection';
import { startMomoFake, type MomoFake } from './fakes/mtn-momo-fake';

const CREDENTIALS = {
  apiUser: '5d3c2a1b-8e7f-4a6b-9c0d-1e2f3a4b5c6d',
  apiKey: 'malipo0momo0payments0key0000001',
  subscriptionKeys: {
    collection: 'payments0collection0key000000001',
    disbursement: 'payments0disbursement0key0000001',
  },
};
const TIMEOUT_MS = 400;
const payer = { name: 'Aline Uwase', email: 'payer@example.com' };

let fake: MomoFake;
beforeAll(async () => {
  fake = await startMomoFake(CREDENTIALS);
});
afterAll(() => fake.close());

/** The adapter over a client of `targetEnvironment`. */
const paymentsIn = (
  targetEnvironment: MomoTargetEnvironment,
  targetEnvironmentFor?: (country: string) => MomoTargetEnvironment | null,
) =>
  createMomoPayments({
    client: createMomoClient({
      baseUrl: fake.baseUrl,
      ...CREDENTIALS,
      targetEnvironment,
      timeoutMs: TIMEOUT_MS,
    }),
    targetEnvironmentFor,
  });

let counter = 0;
const newReference = () => `pay_momopay_${++counter}`;

type MobileMoneyInput = Parameters<CollectingProvider['requestMobileMoney']>[0];
/** A request of 5000 RWF from an MTN Rwanda wallet unless `overrides` says otherwise. */
const request = (
  payments: CollectingProvider,
  reference: string,
  overrides: Partial<MobileMoneyInput> = {},
) =>
  payments.requestMobileMoney({
    reference,
    phone: '+250788123456',
    network: 'mtn',
    country: 'RW',
    amountMinor: 5000,
    currency: 'RWF',
    payer,
    ...overrides,
  });

let rwanda: CollectingProvider;
beforeAll(() => {
  rwanda = paymentsIn('mtnrwanda');
});

describe('requestMobileMoney', () => {
  it('sends the MSISDN without its +, the exact amount and the reference, and is pending under the UUID', async () => {
    const reference = newReference();
    const outcome = await request(rwanda, reference);

    const referenceId = momoReferenceId(reference);
    expect(outcome).toEqual({ status: 'pending', providerPaymentId: referenceId });
    const sent = fake.lastRequest();
    expect(sent.path).toBe('/collection/v1_0/requesttopay');
    expect(sent.headers).toMatchObject({
      'x-reference-id': referenceId,
      'x-target-environment': 'mtnrwanda',
    });
    expect(sent.body).toMatchObject({
      amount: '5000',
      currency: 'RWF',
      externalId: reference,
      payer: { partyIdType: 'MSISDN', partyId: '250788123456' },
    });
    expect(await rwanda.retrieve(reference)).toEqual(outcome);
  });

  it.each([
    ['GH', 'mtnghana', 'GHS', '+233241234567', 12050, '120.50'],
    ['ZM', 'mtnzambia', 'ZMW', '+260971234567', 12050, '120.50'],
    ['CI', 'mtnivorycoast', 'XOF', '+2250701234567', 2500, '2500'],
  ] as const)(
    'a payment from %s goes to %s in %s',
    async (country, environment, currency, phone, amountMinor, text) => {
      const reference = newReference();
      const outcome = await request(paymentsIn(environment), reference, {
        country,
        currency,
        phone,
        amountMinor,
      });
      expect(outcome.status).toBe('pending');
      expect(fake.lastRequest().body).toMatchObject({ amount: text, currency });
    },
  );

  it('on the sandbox, told so, takes EUR', async () => {
    const sandbox = paymentsIn('sandbox', () => 'sandbox');
    const reference = newReference();
    const outcome = await request(sandbox, reference, {
      country: 'RW',
      currency: 'EUR',
      amountMinor: 1999,
      phone: '+46733123453',
    });
    expect(outcome.status).toBe('pending');
    expect(fake.lastRequest().rawBody).toContain('"amount":"19.99","currency":"EUR"');
  });

  it('another network, a country outside this market or another currency fails without a request', async () => {
    const sentBefore = fake.requests.length;
    const airtel = await request(rwanda, newReference(), { network: 'airtel' });
    const uganda = await request(rwanda, newReference(), {
      country: 'UG',
      currency: 'UGX',
      phone: '+256772123456',
    });
    const kenya = await request(rwanda, newReference(), {
      country: 'KE',
      currency: 'KES',
      phone: '+254712345678',
    });
    const dollars = await request(rwanda, newReference(), { currency: 'USD', amountMinor: 1999 });

    for (const outcome of [airtel, uganda, kenya, dollars]) {
      expect(outcome).toMatchObject({ status: 'failed', code: 'method_unavailable' });
    }
    expect(dollars).toMatchObject({ message: 'MTN Mobile Money payments from RW are in RWF only.' });
    expect(fake.requests.length).toBe(sentBefore);
  });

  it('a wallet of another market in the same currency is not taken: Benin is not Côte d’Ivoire', async () => {
    const sentBefore = fake.requests.length;
    const outcome = await request(paymentsIn('mtnivorycoast'), newReference(), {
      country: 'BJ',
      currency: 'XOF',
      phone: '+22997123456',
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      code: 'method_unavailable',
      message: 'MTN Mobile Money payments from BJ are not available.',
    });
    expect(fake.requests.length).toBe(sentBefore);
  });

  it('a request MoMo refuses fails with its words, and nothing was asked of the payer', async () => {
    const reference = newReference();
    // Sixteen digits: longer than any E.164 number.
    const outcome = await request(rwanda, reference, { phone: '+2507881234567890' });
    expect(outcome).toEqual({
      status: 'failed',
      providerPaymentId: reference,
      code: 'mobile_money_rejected',
      message: expect.stringContaining('MoMo refused the request, HTTP 400'),
    });
    expect(await rwanda.retrieve(reference)).toBeNull();
  });

  it('a repeated reference answers the first request’s state and asks nothing more', async () => {
    const reference = newReference();
    const first = await request(rwanda, reference);
    expect(await request(rwanda, reference)).toEqual(first);

    fake.complete(momoReferenceId(reference), 'SUCCESSFUL');
    expect(await request(rwanda, reference, { amountMinor: 9000 })).toEqual({
      status: 'succeeded',
      providerPaymentId: momoReferenceId(reference),
      charged: { amountMinor: 5000, currency: 'RWF' },
    });
  });

  it('a 500 or no answer in time is thrown as may have happened, and retrieve finds the request', async () => {
    await rwanda.retrieve(newReference());
    fake.failNext({ status: 500 });
    const error = await rejectionOf(request(rwanda, newReference()));
    expect(error).toBeInstanceOf(MomoError);
    expect(error).toMatchObject({ kind: 'unavailable', mayHaveHappened: true });

    const reference = newReference();
    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    expect(await rejectionOf(request(rwanda, reference))).toMatchObject({ mayHaveHappened: true });
    await vi.waitFor(async () =>
      expect(await rwanda.retrieve(reference)).toMatchObject({ status: 'pending' }),
    );
  });

  it('a 429 is thrown, never answered as a refusal', async () => {
    await rwanda.retrieve(newReference());
    fake.failNext({ status: 429 });
    expect(await rejectionOf(request(rwanda, newReference()))).toMatchObject({
      kind: 'rejected',
      httpStatus: 429,
    });
  });

  it('refused credentials are thrown as unauthorized, never answered as a decline', async () => {
    const stranger = createMomoPayments({
      client: createMomoClient({
        baseUrl: fake.baseUrl,
        ...CREDENTIALS,
        apiKey: 'wrong0key',
        targetEnvironment: 'mtnrwanda',
        timeoutMs: TIMEOUT_MS,
      }),
    });
    expect(await rejectionOf(request(stranger, newReference()))).toMatchObject({
      kind: 'unauthorized',
      mayHaveHappened: false,
    });
    expect(await rejectionOf(stranger.retrieve(newReference()))).toMatchObject({ kind: 'unauthorized' });
  });
});

describe('retrieve', () => {
  it.each([
    ['mtnrwanda', 'RW', 'RWF', '+250788123456', 5000],
    ['mtnghana', 'GH', 'GHS', '+233241234567', 12050],
  ] as const)(
    'a SUCCESSFUL request in %s succeeds with exactly what was charged',
    async (environment, country, currency, phone, amountMinor) => {
      const payments = paymentsIn(environment);
      const reference = newReference();
      await request(payments, reference, { country, currency, phone, amountMinor });
      fake.complete(momoReferenceId(reference), 'SUCCESSFUL');

      expect(await payments.retrieve(reference)).toEqual({
        status: 'succeeded',
        providerPaymentId: momoReferenceId(reference),
        charged: { amountMinor, currency },
      });
    },
  );

  it.each([
    ['PAYER_NOT_FOUND', 'This number has no MTN Mobile Money account.'],
    ['NOT_ENOUGH_FUNDS', 'There is not enough money in the MTN Mobile Money account.'],
    ['APPROVAL_REJECTED', 'The payment was declined on the phone.'],
    ['EXPIRED', 'The payment request expired before it was approved.'],
    ['COULD_NOT_PERFORM_TRANSACTION', 'The payment request expired before it was approved.'],
    [
      'INTERNAL_PROCESSING_ERROR',
      expect.stringMatching(/^MTN Mobile Money could not complete the payment\./),
    ],
  ])('FAILED with %s tells the payer: %s', async (reason, message) => {
    const reference = newReference();
    await request(rwanda, reference);
    fake.complete(momoReferenceId(reference), 'FAILED', reason);

    expect(await rwanda.retrieve(reference)).toEqual({
      status: 'failed',
      providerPaymentId: momoReferenceId(reference),
      code: expect.any(String),
      message,
    });
  });

  it('every failure is a mobile money one, never read as a card decline on payer pages', () => {
    const codes = [...Object.values(MOMO_FAILURES), MOMO_PAYMENT_FAILED].map((failure) => failure.code);
    expect(codes.filter((code) => !code.startsWith('mobile_money_'))).toEqual([]);
  });

  it('every reason of the table reads as its entry; an unknown one as a plain failure', async () => {
    for (const [reason, failure] of [
      ...Object.entries(MOMO_FAILURES),
      ['SOMETHING_NEW', MOMO_PAYMENT_FAILED] as const,
    ]) {
      const reference = newReference();
      await request(rwanda, reference);
      fake.complete(momoReferenceId(reference), 'FAILED', reason);
      expect(await rwanda.retrieve(reference)).toMatchObject({ status: 'failed', ...failure });
      expect(failure.code).toMatch(/^[a-z_]+$/);
    }
  });

  it('an unknown reference is null; a 429 is thrown rather than read as none', async () => {
    expect(await rwanda.retrieve('pay_momopay_unknown')).toBeNull();
    fake.failNext({ status: 429 });
    expect(await rejectionOf(rwanda.retrieve('pay_momopay_unknown'))).toMatchObject({ httpStatus: 429 });
  });
});

describe('markets', () => {
  it('a country MTN MoMo does not serve has no target environment', () => {
    expect(targetEnvironmentOf('KE')).toBeNull();
  });

  it('every market’s client requests in the currency MoMo takes there', async () => {
    for (const [country, market] of Object.entries(MOMO_MARKETS)) {
      const outcome = await request(paymentsIn(market.targetEnvironment), newReference(), {
        country,
        currency: market.currency,
        phone: '+237671234567',
        amountMinor: 1000,
      });
      expect(outcome.status).toBe('pending');
      expect(fake.lastRequest().headers['x-target-environment']).toBe(market.targetEnvironment);
    }
  });
});

describe('refundCard', () => {
  it('fails as not possible without a request: MoMo refunds go out as payouts', async () => {
    const sentBefore = fake.requests.length;
    const outcome = await rwanda.refundCard({
      reference: 're_momopay_1',
      providerPaymentId: momoReferenceId('pay_momopay_1'),
      amountMinor: 5000,
      currency: 'RWF',
    });
    expect(outcome).toMatchObject({ status: 'failed', code: 'refund_not_possible' });
    expect(fake.requests.length).toBe(sentBefore);
    expect(rwanda).toMatchObject({ name: 'mtn_momo', refundsRepeatSafely: true });
  });
});

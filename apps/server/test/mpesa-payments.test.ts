/**
 * The M-Pesa collecting adapter against the local fake of Daraja's documented API
 * (test/fakes/daraja-fake.ts): what an M-Pesa Express request sends, whole-shilling amounts, how
 * each result code reads for the payer, lookups through the reference → CheckoutRequestID store,
 * and which failures answer `failed` and which are thrown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/lib/clock';
import { parseStkCallback } from '../src/modules/providers/mpesa/daraja-callbacks';
import { createDarajaClient } from '../src/modules/providers/mpesa/daraja-client';
import { createMpesaPayments, type MpesaRequestStore } from '../src/modules/providers/mpesa/mpesa-payments';
import { DARAJA_RESULTS } from '../src/modules/providers/mpesa/mpesa-results';
import type { CollectingProvider } from '../src/modules/providers/provider';
import { rejectionOf } from './rejection';
import { startDarajaFake, type DarajaFake } from './fakes/daraja-fake';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const CREDENTIALS = { consumerKey: 'malipo0payments0key', consumerSecret: 'malipo0payments0secret' };
const SHORTCODE = '174379';
const PASSKEY = 'malipo0payments0passkey';
const TIMEOUT_MS = 400;
const payer = { name: 'Akinyi Kimwei', email: 'payer@example.com' };

/** The store as the app will keep it, in memory. */
function memoryStore() {
  const entries = new Map<string, string>();
  const store: MpesaRequestStore = {
    save: async (reference, checkoutRequestId) => {
      entries.set(reference, checkoutRequestId);
    },
    find: async (reference) => entries.get(reference) ?? null,
  };
  return { store, entries };
}

let fake: DarajaFake;
let receiver: WebhookReceiver;
let payments: CollectingProvider;
let saved: Map<string, string>;
beforeAll(async () => {
  fake = await startDarajaFake({
    ...CREDENTIALS,
    shortcode: SHORTCODE,
    passkey: PASSKEY,
    b2c: { initiatorName: 'unused', securityCredential: 'unused' },
  });
  receiver = await startWebhookReceiver();
  const client = createDarajaClient({
    ...CREDENTIALS,
    baseUrl: fake.baseUrl,
    shortcode: SHORTCODE,
    passkey: PASSKEY,
    callbackUrl: receiver.url('/webhooks/providers/mpesa'),
    timeoutMs: TIMEOUT_MS,
    clock: createManualClock(),
  });
  const { store, entries } = memoryStore();
  payments = createMpesaPayments({ client, store });
  saved = entries;
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

let counter = 0;
/** A payment id as Malipo makes them: `pay_` and a ULID. */
const newReference = () => `pay_01JH4XK9Q2ZZZZZZZZZZ${String(++counter).padStart(6, '0')}`;

type MobileMoneyInput = Parameters<CollectingProvider['requestMobileMoney']>[0];
/** An M-Pesa request: 150000 KES (1500 shillings) from +254712345678 unless `overrides` says otherwise. */
const requestMpesa = (reference: string, overrides: Partial<MobileMoneyInput> = {}) =>
  payments.requestMobileMoney({
    reference,
    phone: '+254712345678',
    network: 'mpesa',
    country: 'KE',
    amountMinor: 150000,
    currency: 'KES',
    payer,
    ...overrides,
  });

/** How many M-Pesa Express pushes the fake received. */
const pushCount = () => fake.requests.filter((r) => r.path === '/mpesa/stkpush/v1/processrequest').length;

/** A new request, pending, and its CheckoutRequestID. */
async function pendingPush(reference = newReference()) {
  const outcome = await requestMpesa(reference);
  expect(outcome.status).toBe('pending');
  return { reference, checkoutRequestId: outcome.providerPaymentId };
}

describe('M-Pesa Express requests', () => {
  it('150000 KES goes as 1500 shillings to the number without its +, and is pending under its CheckoutRequestID', async () => {
    const reference = 'pay_01JH4XK9Q2ABCDEFGHJKMNPQRS';
    const outcome = await requestMpesa(reference, { network: 'M-Pesa' });

    const sent = fake.lastRequest();
    expect(sent.path).toBe('/mpesa/stkpush/v1/processrequest');
    expect(sent.rawBody).toContain('"Amount":1500,');
    expect(sent.body).toMatchObject({
      PartyA: '254712345678',
      PhoneNumber: '254712345678',
      PartyB: SHORTCODE,
      // The last 12 letters and digits of the payment id: at most 12 are allowed.
      AccountReference: 'EFGHJKMNPQRS',
      TransactionDesc: 'Payment',
    });
    expect(outcome).toEqual({ status: 'pending', providerPaymentId: expect.stringMatching(/^ws_CO_/) });
    expect(saved.get(reference)).toBe(outcome.providerPaymentId);
    expect(await payments.retrieve(reference)).toEqual(outcome);
  });

  it('150050 KES is refused clearly, without a request: M-Pesa takes whole shillings', async () => {
    const reference = newReference();
    const before = fake.requests.length;
    expect(await requestMpesa(reference, { amountMinor: 150050 })).toEqual({
      status: 'failed',
      providerPaymentId: reference,
      code: 'amount_not_supported',
      message: 'M-Pesa takes whole shillings, so KES1,500.50 cannot be paid by M-Pesa.',
    });
    expect(fake.requests.length).toBe(before);
    expect(await payments.retrieve(reference)).toBeNull();
  });

  it("another currency, another network or a number that is not Safaricom's fails without a request", async () => {
    const before = fake.requests.length;
    const shilling = await requestMpesa(newReference(), {
      currency: 'TZS',
      phone: '+255712345678',
      country: 'TZ',
    });
    const airtel = await requestMpesa(newReference(), { network: 'airtel' });
    const tanzanian = await requestMpesa(newReference(), { phone: '+255712345678' });
    const landline = await requestMpesa(newReference(), { phone: '+254201234567' });

    expect(shilling).toMatchObject({ status: 'failed', code: 'method_unavailable' });
    expect(airtel).toMatchObject({ status: 'failed', code: 'method_unavailable' });
    for (const outcome of [tanzanian, landline]) {
      expect(outcome).toMatchObject({ status: 'failed', code: 'mobile_money_rejected' });
    }
    expect(fake.requests.length).toBe(before);
  });

  it('a repeat under the same reference sends no second push and answers the first one', async () => {
    const { reference, checkoutRequestId } = await pendingPush();
    const before = pushCount();
    expect(await requestMpesa(reference)).toEqual({
      status: 'pending',
      providerPaymentId: checkoutRequestId,
    });
    fake.complete(checkoutRequestId, 0);
    expect(await requestMpesa(reference)).toEqual({
      status: 'succeeded',
      providerPaymentId: checkoutRequestId,
    });
    expect(pushCount()).toBe(before);
  });

  it("Daraja's refusal fails the payment with its message, and nothing is remembered", async () => {
    await pendingPush();
    const reference = newReference();
    fake.failNext({ status: 400 });
    expect(await requestMpesa(reference)).toEqual({
      status: 'failed',
      providerPaymentId: reference,
      code: 'mobile_money_rejected',
      message: 'Bad Request - Invalid Request',
    });
    expect(await payments.retrieve(reference)).toBeNull();
  });

  it('a 5xx or no answer in time is thrown as may have happened; without a CheckoutRequestID nothing is found', async () => {
    await pendingPush();
    const failed = newReference();
    fake.failNext({ status: 500 });
    expect(await rejectionOf(requestMpesa(failed))).toMatchObject({
      kind: 'unavailable',
      mayHaveHappened: true,
    });

    const late = newReference();
    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    expect(await rejectionOf(requestMpesa(late))).toMatchObject({
      kind: 'unavailable',
      httpStatus: null,
      mayHaveHappened: true,
    });
    // Daraja keys a push by the CheckoutRequestID its lost answer carried: the module says what then.
    expect(await payments.retrieve(failed)).toBeNull();
    expect(await payments.retrieve(late)).toBeNull();
  });
});

describe('outcomes', () => {
  it('a push still on the phone is pending; paid, it succeeds under its CheckoutRequestID', async () => {
    const { reference, checkoutRequestId } = await pendingPush();
    expect(await payments.retrieve(reference)).toEqual({
      status: 'pending',
      providerPaymentId: checkoutRequestId,
    });
    expect(fake.lastRequest().path).toBe('/mpesa/stkpushquery/v1/query');

    fake.complete(checkoutRequestId, 0);
    // The query reports no amount, so nothing is claimed about what was charged.
    expect(await payments.retrieve(reference)).toEqual({
      status: 'succeeded',
      providerPaymentId: checkoutRequestId,
    });
  });

  it.each([
    ['1032', 'mobile_money_cancelled', 'You cancelled the payment on your phone.'],
    ['1037', 'mobile_money_unreachable', 'Your phone could not be reached. Check it is on and try again.'],
    ['2001', 'mobile_money_wrong_pin', 'The M-Pesa PIN was wrong.'],
    ['1', 'mobile_money_insufficient_funds', 'There is not enough money in the M-Pesa account.'],
    ['1019', 'mobile_money_timeout', 'The payment request expired before it was approved.'],
    [
      '1025',
      'mobile_money_request_failed',
      'M-Pesa could not send the payment request to your phone. Try again.',
    ],
    [
      '9999',
      'mobile_money_request_failed',
      'M-Pesa could not send the payment request to your phone. Try again.',
    ],
  ])('result %s fails with %s: "%s"', async (resultCode, code, message) => {
    const { reference, checkoutRequestId } = await pendingPush();
    fake.complete(checkoutRequestId, resultCode);
    expect(await payments.retrieve(reference)).toEqual({
      status: 'failed',
      providerPaymentId: checkoutRequestId,
      code,
      message,
    });
  });

  it.each(Object.entries(DARAJA_RESULTS))(
    'every listed result code reads as its entry: %s',
    async (resultCode, failure) => {
      const { reference, checkoutRequestId } = await pendingPush();
      fake.complete(checkoutRequestId, resultCode);
      expect(await payments.retrieve(reference)).toEqual({
        status: 'failed',
        providerPaymentId: checkoutRequestId,
        ...failure,
      });
    },
  );

  it('an unlisted result code fails as declined', async () => {
    const { reference, checkoutRequestId } = await pendingPush();
    fake.complete(checkoutRequestId, 4999);
    expect(await payments.retrieve(reference)).toMatchObject({
      status: 'failed',
      code: 'mobile_money_declined',
      message: 'M-Pesa could not complete the payment.',
    });
  });

  it('an unknown reference is null, and Daraja is not asked', async () => {
    const before = fake.requests.length;
    expect(await payments.retrieve('pay_unknown')).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it('a query Daraja fails to answer is thrown, never a failed payment', async () => {
    const { reference } = await pendingPush();
    fake.failNext({ status: 503 });
    expect(await rejectionOf(payments.retrieve(reference))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 503,
    });
  });

  it("a callback names the push's CheckoutRequestID, which leads back to the payment and its confirmed outcome", async () => {
    const { reference, checkoutRequestId } = await pendingPush();
    fake.complete(checkoutRequestId, 0);
    receiver.received.length = 0;
    await fake.sendCallback(receiver.url('/webhooks/providers/mpesa'), checkoutRequestId);

    const callback = parseStkCallback(JSON.parse(receiver.received[0]?.body ?? 'null'));
    expect(callback?.paid).toMatchObject({ amountMinor: 150000, phone: '254712345678' });
    const paidReference = [...saved].find(([, id]) => id === callback?.checkoutRequestId)?.[0];
    expect(paidReference).toBe(reference);
    expect(await payments.retrieve(reference)).toMatchObject({ status: 'succeeded' });
  });
});

describe('refunds and identity', () => {
  it('card refunds are not possible and call nothing, so asking again is safe', async () => {
    const before = fake.requests.length;
    const refund = { reference: 're_1', providerPaymentId: 'ws_CO_1', amountMinor: 150000, currency: 'KES' };
    const outcome = await payments.refundCard(refund);
    expect(outcome).toEqual({
      status: 'failed',
      code: 'refund_not_possible',
      message: "M-Pesa payments are refunded by a payout to the payer's number, not as a card refund.",
    });
    expect(await payments.refundCard(refund)).toEqual(outcome);
    expect(fake.requests.length).toBe(before);
    expect(payments).toMatchObject({ name: 'mpesa', refundsRepeatSafely: true });
  });
});

/**
 * The M-Pesa payout adapter against the local fake of Daraja's documented API
 * (test/fakes/daraja-fake.ts): B2C payments under Malipo's reference in whole shillings, pending
 * until the Result the callback route records, paid and failed outcomes, lost answers and
 * duplicates, Results that do not match, and which failures fail a payout and which are thrown.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../src/lib/clock';
import { parseB2cResult } from '../src/modules/providers/mpesa/daraja-callbacks';
import { createDarajaClient, type DarajaB2cOptions } from '../src/modules/providers/mpesa/daraja-client';
import type { B2cResult } from '../src/modules/providers/mpesa/daraja-schemas';
import {
  createMpesaPayouts,
  MpesaResultMismatchError,
  type MpesaPayoutStore,
  type MpesaSubmittedPayout,
} from '../src/modules/providers/mpesa/mpesa-payouts';
import type { PayoutDestination, PayoutProvider } from '../src/modules/providers/payout-provider';
import { rejectionOf } from './rejection';
import { startDarajaFake, type DarajaFake } from './fakes/daraja-fake';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const CREDENTIALS = { consumerKey: 'malipo0payouts0key', consumerSecret: 'malipo0payouts0secret' };
const SHORTCODE = '174379';
const PASSKEY = 'malipo0payouts0passkey';
const INITIATOR = { initiatorName: 'malipo_api', securityCredential: 'MALIPO0PAYOUTS0CREDENTIAL==' };
const TIMEOUT_MS = 400;
const RESULT_PATH = '/webhooks/providers/mpesa/b2c/result';

/** The store as the app will keep it, in memory; `record` is what the callback route will do. */
function memoryStore() {
  const submitted = new Map<string, MpesaSubmittedPayout>();
  const results = new Map<string, B2cResult>();
  const store: MpesaPayoutStore = {
    saveSubmitted: async (reference, payout) => {
      submitted.set(reference, payout);
    },
    findSubmitted: async (reference) => submitted.get(reference) ?? null,
    findResult: async (reference) => results.get(reference) ?? null,
  };
  const record = (result: B2cResult) => results.set(result.originatorConversationId, result);
  return { store, record };
}

let fake: DarajaFake;
let receiver: WebhookReceiver;
let payouts: PayoutProvider;
let record: (result: B2cResult) => void;

/** Payouts over a client of their own, with `b2c` overriding the configured initiator. */
function newPayouts(b2c: Partial<DarajaB2cOptions> = {}) {
  const client = createDarajaClient({
    ...CREDENTIALS,
    baseUrl: fake.baseUrl,
    shortcode: SHORTCODE,
    passkey: PASSKEY,
    callbackUrl: receiver.url('/webhooks/providers/mpesa'),
    b2c: {
      ...INITIATOR,
      resultUrl: receiver.url(RESULT_PATH),
      timeoutUrl: receiver.url('/webhooks/providers/mpesa/b2c/timeout'),
      shortcode: '600997',
      ...b2c,
    },
    timeoutMs: TIMEOUT_MS,
    clock: createManualClock(),
  });
  const memory = memoryStore();
  return { payouts: createMpesaPayouts({ client, store: memory.store }), record: memory.record };
}

beforeAll(async () => {
  fake = await startDarajaFake({ ...CREDENTIALS, shortcode: SHORTCODE, passkey: PASSKEY, b2c: INITIATOR });
  receiver = await startWebhookReceiver();
  ({ payouts, record } = newPayouts());
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

let counter = 0;
const newReference = () => `po_01JH4XK9Q2ZZZZZZZZZZ${String(++counter).padStart(6, '0')}`;

const wallet = (phone = '+254712345678', network = 'mpesa'): PayoutDestination => ({
  type: 'mobile_money',
  network,
  phone,
});

/** A payout of `amountMinor` KES to +254712345678 under `reference`. */
const payout = (reference: string, amountMinor = 120000, provider = payouts) =>
  provider.createPayout({ reference, amountMinor, currency: 'KES', destination: wallet() });

/** How many B2C requests the fake received. */
const b2cCount = () => fake.requests.filter((r) => r.path === '/mpesa/b2c/v3/paymentrequest').length;

/**
 * Has the fake complete payment `reference` with `resultCode` and post its Result to the receiver,
 * then does what the callback route will: reads it and records it with `into`.
 */
async function settle(
  reference: string,
  resultCode: string | number = 0,
  delivery: { amount?: number; conversationId?: string } = {},
  into = record,
) {
  fake.completeB2c(reference, resultCode);
  receiver.received.length = 0;
  await fake.sendB2cResult(receiver.url(RESULT_PATH), reference, delivery);
  const result = parseB2cResult(JSON.parse(receiver.received[0]?.body ?? 'null'));
  if (!result) throw new Error('The Result could not be read');
  into(result);
}

describe('B2C payouts', () => {
  it('120000 KES goes by B2C as 1200 shillings under the reference, pending until its Result says paid', async () => {
    const reference = newReference();
    expect(await payout(reference)).toEqual({ status: 'pending' });

    const sent = fake.lastRequest();
    expect(sent.path).toBe('/mpesa/b2c/v3/paymentrequest');
    expect(sent.rawBody).toContain('"Amount":1200,');
    expect(sent.body).toMatchObject({
      OriginatorConversationID: reference,
      CommandID: 'BusinessPayment',
      PartyA: '600997',
      PartyB: '254712345678',
      Remarks: 'Malipo payout',
      ResultURL: receiver.url(RESULT_PATH),
    });

    const before = fake.requests.length;
    expect(await payouts.retrievePayout(reference)).toEqual({ status: 'pending' });
    await settle(reference);
    expect(await payouts.retrievePayout(reference)).toEqual({ status: 'paid' });
    // The state comes from the recorded Result: Daraja is never asked.
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    ['2040', 'The phone number is not registered for M-Pesa.'],
    ['SFC_IC0003', 'The phone number does not exist on M-Pesa.'],
    ['1', "Malipo's M-Pesa payout account does not have enough money for this payout."],
    // Not listed: Daraja's own ResultDesc.
    ['9', 'The service request failed.'],
  ])('a Result %s fails the payout: "%s"', async (resultCode, message) => {
    const reference = newReference();
    await payout(reference);
    await settle(reference, resultCode);
    expect(await payouts.retrievePayout(reference)).toEqual({
      status: 'failed',
      code: 'payout_failed',
      message,
    });
  });

  it('a security credential M-Pesa does not accept comes back as Result 2001 and fails the payout', async () => {
    const wrong = newPayouts({ securityCredential: 'NOT0THE0CREDENTIAL==' });
    const reference = newReference();
    expect(await payout(reference, 1000, wrong.payouts)).toEqual({ status: 'pending' });
    await settle(reference, 0, {}, wrong.record);
    expect(await wrong.payouts.retrievePayout(reference)).toEqual({
      status: 'failed',
      code: 'payout_failed',
      message: "M-Pesa refused Malipo's payout account or initiator; the payout needs an operator.",
    });
  });

  it('banks, other networks and currencies, other numbers and amounts with cents fail without a request', async () => {
    const before = fake.requests.length;
    const create = (destination: PayoutDestination, currency = 'KES', amountMinor = 1000) =>
      payouts.createPayout({ reference: newReference(), amountMinor, currency, destination });

    expect(
      await create({ type: 'bank', bankName: 'Equity Bank', accountNumber: '0123456789' }),
    ).toMatchObject({
      status: 'failed',
      code: 'bank_not_supported',
      message: expect.stringContaining('Equity Bank'),
    });
    expect(await create(wallet('+254733123456', 'airtel'))).toMatchObject({
      status: 'failed',
      code: 'network_not_supported',
    });
    expect(await create(wallet(), 'UGX')).toMatchObject({ status: 'failed', code: 'payout_rejected' });
    expect(await create(wallet('+255712345678'))).toMatchObject({
      status: 'failed',
      code: 'payout_rejected',
    });
    expect(await create(wallet(), 'KES', 120050)).toEqual({
      status: 'failed',
      code: 'payout_rejected',
      message: 'M-Pesa pays whole shillings, not KES1,200.50. The money and the fee are back in your wallet.',
    });
    expect(fake.requests.length).toBe(before);
  });
});

describe('references, lost answers and errors', () => {
  it("a repeat sends nothing more and answers the first payout's state", async () => {
    const reference = newReference();
    await payout(reference);
    const before = b2cCount();
    expect(await payout(reference)).toEqual({ status: 'pending' });
    await settle(reference);
    expect(await payout(reference)).toEqual({ status: 'paid' });
    expect(b2cCount()).toBe(before);
  });

  it('an unknown reference is null, without asking Daraja', async () => {
    const before = fake.requests.length;
    expect(await payouts.retrievePayout('po_unknown')).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it('a lost answer is thrown; sent again, Daraja refuses the duplicate and the payout waits for its Result', async () => {
    const reference = newReference();
    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    expect(await rejectionOf(payout(reference))).toMatchObject({
      kind: 'unavailable',
      mayHaveHappened: true,
    });
    // The payout job asks first, finds nothing, and submits again under the same reference.
    expect(await payouts.retrievePayout(reference)).toBeNull();
    await vi.waitFor(() => expect(fake.hasB2cPayment(reference)).toBe(true));
    const before = b2cCount();
    expect(await payout(reference)).toEqual({ status: 'pending' });
    expect(b2cCount()).toBe(before + 1);

    expect(await payouts.retrievePayout(reference)).toEqual({ status: 'pending' });
    await settle(reference);
    expect(await payouts.retrievePayout(reference)).toEqual({ status: 'paid' });
  });

  it('a Result naming another ConversationID, or paying another amount, is kept for review', async () => {
    const forged = newReference();
    await payout(forged);
    await settle(forged, 0, { conversationId: 'AG_20260115_forged' });
    const error = await rejectionOf(payouts.retrievePayout(forged));
    expect(error).toBeInstanceOf(MpesaResultMismatchError);
    expect((error as Error).message).toContain('names ConversationID AG_20260115_forged');

    const short = newReference();
    await payout(short, 120000);
    await settle(short, 0, { amount: 1 });
    const mismatch = await rejectionOf(payouts.retrievePayout(short));
    expect(mismatch).toBeInstanceOf(MpesaResultMismatchError);
    expect((mismatch as Error).message).toContain('reports 100 KES minor units paid, not 120000');
  });

  it("a 5xx is thrown and remembers nothing; a refusal fails the payout with Daraja's message", async () => {
    await payout(newReference());
    const unavailable = newReference();
    fake.failNext({ status: 502 });
    expect(await rejectionOf(payout(unavailable))).toMatchObject({
      kind: 'unavailable',
      mayHaveHappened: true,
    });
    expect(await payouts.retrievePayout(unavailable)).toBeNull();

    fake.failNext({ status: 400 });
    expect(await payout(newReference())).toEqual({
      status: 'failed',
      code: 'payout_rejected',
      message: 'Bad Request - Invalid Request',
    });
  });
});

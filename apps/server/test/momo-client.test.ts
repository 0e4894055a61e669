/**
 * Malipo's MTN MoMo client against a local fake of MoMo's documented Open API
 * (test/fakes/mtn-momo-fake.ts): access tokens per product, cached by the clock and replaced once
 * on a 401; exact decimal amounts per currency; `X-Reference-Id` UUIDs derived from Malipo's
 * references, and a repeat answered as such; the error kinds that tell "may have happened" from
 * "did not happen"; and the callback MoMo sends.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../src/lib/clock';
import {
  createMomoClient,
  type MomoClient,
  type MomoClientOptions,
} from '../src/modules/providers/mtn-momo/momo-client';
import { MomoError } from '../src/modules/providers/mtn-momo/momo-error';
import type { MomoTargetEnvironment } from '../src/modules/providers/mtn-momo/momo-markets';
import { momoReferenceId } from '../src/modules/providers/mtn-momo/momo-reference';
import { momoResultSchema } from '../src/modules/providers/mtn-momo/momo-schemas';
import { rejectionOf } from './rejection';
import { startMomoFake, type MomoFake } from './fakes/mtn-momo-fake';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const API_USER = '9f92971b-cd2e-4feb-9053-0b14d53ac4f5';
const API_KEY = 'malipo0momo0api0key0000000000001';
const SUBSCRIPTION_KEYS = {
  collection: 'collection0subscription0key00001',
  disbursement: 'disbursement0subscription0key001',
};
const BASIC = Buffer.from(`${API_USER}:${API_KEY}`).toString('base64');
const TIMEOUT_MS = 400;
const CALLBACK_PATH = '/webhooks/providers/mtn-momo';

let fake: MomoFake;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  fake = await startMomoFake({
    apiUser: API_USER,
    apiKey: API_KEY,
    subscriptionKeys: SUBSCRIPTION_KEYS,
    providerCallbackHost: `127.0.0.1:${receiver.port}`,
  });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

/** A client of `targetEnvironment` with its own token cache, the callback going to the receiver. */
const clientFor = (targetEnvironment: MomoTargetEnvironment, overrides: Partial<MomoClientOptions> = {}) =>
  createMomoClient({
    baseUrl: fake.baseUrl,
    subscriptionKeys: SUBSCRIPTION_KEYS,
    apiUser: API_USER,
    apiKey: API_KEY,
    targetEnvironment,
    callbackUrl: receiver.url(CALLBACK_PATH),
    timeoutMs: TIMEOUT_MS,
    ...overrides,
  });

let counter = 0;
/** A reference no other test uses, as Malipo's ids are. */
const newReference = (prefix: string) => `${prefix}_momo_${++counter}`;

/** A request-to-pay of `amountMinor` RWF unless `overrides` says otherwise. */
const requestToPay = (
  client: MomoClient,
  reference: string,
  overrides: Partial<Parameters<MomoClient['requestToPay']>[0]> = {},
) =>
  client.requestToPay({
    reference,
    amountMinor: 5000,
    currency: 'RWF',
    msisdn: '250788123456',
    payerMessage: 'Payment through Malipo',
    payeeNote: reference,
    ...overrides,
  });

/** The error `promise` rejects with, which must be a MomoError. */
async function failureOf(promise: Promise<unknown>): Promise<MomoError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(MomoError);
  return error as MomoError;
}

/** Fails when `error` shows any credential, in its message, stack or serialization. */
function expectNoSecrets(error: MomoError) {
  const everything = `${error.message} ${error.stack} ${JSON.stringify(error)}`;
  for (const secret of [
    API_KEY,
    BASIC,
    SUBSCRIPTION_KEYS.collection,
    SUBSCRIPTION_KEYS.disbursement,
    'momo-fake-token',
  ]) {
    expect(everything).not.toContain(secret);
  }
}

const rwanda = () => clientFor('mtnrwanda');

describe('access tokens', () => {
  it('one token per product serves every call, asked for with Basic credentials and no body', async () => {
    const client = rwanda();
    const before = {
      collection: fake.tokenRequests('collection'),
      disbursement: fake.tokenRequests('disbursement'),
    };
    await requestToPay(client, newReference('pay'));
    await requestToPay(client, newReference('pay'));
    expect(fake.tokenRequests('collection')).toBe(before.collection + 1);
    expect(fake.tokenRequests('disbursement')).toBe(before.disbursement);

    await client.getTransfer({ reference: newReference('po') });
    await client.getTransfer({ reference: newReference('po') });
    expect(fake.tokenRequests('disbursement')).toBe(before.disbursement + 1);
    const tokenRequest = fake.requests.findLast((r) => r.path === '/disbursement/token/');
    expect(tokenRequest).toMatchObject({ method: 'POST', rawBody: '' });
  });

  it('a token is used until its expires_in ends by the clock, then a new one is asked for', async () => {
    const clock = createManualClock();
    const client = clientFor('mtnrwanda', { clock });
    const tokens = () => fake.tokenRequests('collection');
    const start = tokens();

    await client.getRequestToPay({ reference: newReference('pay') });
    clock.advance(3600 * 1000 - 1);
    await client.getRequestToPay({ reference: newReference('pay') });
    expect(tokens()).toBe(start + 1);

    clock.advance(1);
    await client.getRequestToPay({ reference: newReference('pay') });
    expect(tokens()).toBe(start + 2);
  });

  it('calls made together wait for one token', async () => {
    const client = rwanda();
    const start = fake.tokenRequests('collection');
    await Promise.all([1, 2, 3].map(() => client.getRequestToPay({ reference: newReference('pay') })));
    expect(fake.tokenRequests('collection')).toBe(start + 1);
  });

  it('a token MoMo no longer accepts is replaced once and the call goes through', async () => {
    const client = rwanda();
    await client.getRequestToPay({ reference: newReference('pay') });
    const start = fake.tokenRequests('collection');
    fake.expireTokens();

    const reference = newReference('pay');
    expect(await requestToPay(client, reference)).toEqual({
      referenceId: momoReferenceId(reference),
      isRepeat: false,
    });
    expect(fake.tokenRequests('collection')).toBe(start + 1);
    const posts = fake.requests.filter(
      (r) => r.method === 'POST' && r.headers['x-reference-id'] === momoReferenceId(reference),
    );
    expect(posts).toHaveLength(2);
    expect(await client.getRequestToPay({ reference })).toMatchObject({ status: 'PENDING' });
  });

  it('a second 401 is unauthorized, after exactly one new token', async () => {
    const client = rwanda();
    await client.getRequestToPay({ reference: newReference('pay') });
    const start = fake.tokenRequests('collection');
    fake.failNext({ status: 401 }, {}, { status: 401 });

    const error = await failureOf(requestToPay(client, newReference('pay')));
    expect(error).toMatchObject({ kind: 'unauthorized', httpStatus: 401, mayHaveHappened: false });
    expect(fake.tokenRequests('collection')).toBe(start + 1);
    expectNoSecrets(error);
  });

  it('a refused API key is unauthorized before anything is sent, and no error carries a secret', async () => {
    const stranger = clientFor('mtnrwanda', { apiKey: 'not0the0right0key000000000000000' });
    const sentBefore = fake.requests.length;
    const error = await failureOf(requestToPay(stranger, newReference('pay')));

    expect(error).toMatchObject({
      kind: 'unauthorized',
      httpStatus: 401,
      code: 'login_failed',
      mayHaveHappened: false,
    });
    expect(error.message).toMatch(/^Could not get a MoMo collection access token/);
    expect(fake.requests.slice(sentBefore).map((r) => r.path)).toEqual(['/collection/token/']);
    expectNoSecrets(error);
    expect(JSON.stringify(error) + error.message).not.toContain('not0the0right0key');
  });

  it("another product's subscription key is refused", async () => {
    const client = clientFor('mtnrwanda', {
      subscriptionKeys: {
        collection: SUBSCRIPTION_KEYS.disbursement,
        disbursement: SUBSCRIPTION_KEYS.disbursement,
      },
    });
    const error = await failureOf(client.getRequestToPay({ reference: newReference('pay') }));
    expect(error).toMatchObject({ kind: 'unauthorized', mayHaveHappened: false });
    expectNoSecrets(error);
  });

  it('a token that cannot be had (5xx, timeout) is unavailable, yet nothing was sent', async () => {
    fake.failNext({ status: 500 });
    const reference = newReference('pay');
    const error = await failureOf(requestToPay(rwanda(), reference));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 500, mayHaveHappened: false });

    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    const late = await failureOf(requestToPay(rwanda(), reference));
    expect(late).toMatchObject({ kind: 'unavailable', httpStatus: null, mayHaveHappened: false });
    expect(await rwanda().getRequestToPay({ reference })).toBeNull();
  });
});

describe('request to pay', () => {
  it.each([
    ['mtnrwanda', 5000, 'RWF', '5000'],
    ['mtnuganda', 150000, 'UGX', '150000'],
    ['mtnghana', 12050, 'GHS', '120.50'],
    ['mtnghana', 5, 'GHS', '0.05'],
    ['mtnzambia', 12050, 'ZMW', '120.50'],
    ['mtnivorycoast', 2500, 'XOF', '2500'],
    ['sandbox', 1999, 'EUR', '19.99'],
  ] as const)(
    'in %s sends %i minor %s as "amount":"%s" and reads it back exactly',
    async (environment, amountMinor, currency, text) => {
      const client = clientFor(environment);
      const reference = newReference('pay');
      const created = await requestToPay(client, reference, {
        amountMinor,
        currency,
        msisdn: '233241234567',
      });

      const referenceId = momoReferenceId(reference);
      expect(created).toEqual({ referenceId, isRepeat: false });
      const sent = fake.lastRequest();
      expect(sent.path).toBe('/collection/v1_0/requesttopay');
      expect(sent.headers).toMatchObject({
        'x-reference-id': referenceId,
        'x-target-environment': environment,
        'x-callback-url': receiver.url(CALLBACK_PATH),
      });
      expect(sent.rawBody).toBe(
        `{"amount":"${text}","currency":"${currency}","externalId":"${reference}",` +
          `"payer":{"partyIdType":"MSISDN","partyId":"233241234567"},` +
          `"payerMessage":"Payment through Malipo","payeeNote":"${reference}"}`,
      );
      expect(await client.getRequestToPay({ reference })).toEqual({
        referenceId,
        externalId: reference,
        status: 'PENDING',
        amountMinor,
        currency,
        financialTransactionId: null,
        reason: null,
      });
      expect(fake.lastRequest().path).toBe(`/collection/v1_0/requesttopay/${referenceId}`);
    },
  );

  it('is SUCCESSFUL with its financial transaction id, or FAILED with the reason', async () => {
    const client = rwanda();
    const [paid, declined] = [newReference('pay'), newReference('pay')];
    const { referenceId } = await requestToPay(client, paid);
    await requestToPay(client, declined);

    fake.complete(referenceId, 'SUCCESSFUL');
    fake.complete(momoReferenceId(declined), 'FAILED', 'APPROVAL_REJECTED');
    expect(await client.getRequestToPay({ reference: paid })).toMatchObject({
      status: 'SUCCESSFUL',
      amountMinor: 5000,
      financialTransactionId: expect.stringMatching(/^\d+$/),
      reason: null,
    });
    expect(await client.getRequestToPay({ reference: declined })).toMatchObject({
      status: 'FAILED',
      financialTransactionId: null,
      reason: 'APPROVAL_REJECTED',
    });
  });

  it('an amount MoMo writes without trailing zeros reads the same; one with too many decimals is not trusted', async () => {
    const client = clientFor('mtnghana');
    const [short, long] = [newReference('pay'), newReference('pay')];
    await requestToPay(client, short, { amountMinor: 12050, currency: 'GHS' });
    await requestToPay(client, long, { amountMinor: 12050, currency: 'GHS' });
    fake.complete(momoReferenceId(short), 'SUCCESSFUL', undefined, '120.5');
    fake.complete(momoReferenceId(long), 'SUCCESSFUL', undefined, '120.505');

    expect(await client.getRequestToPay({ reference: short })).toMatchObject({ amountMinor: 12050 });
    const error = await failureOf(client.getRequestToPay({ reference: long }));
    expect(error).toMatchObject({ kind: 'invalid_response', httpStatus: 200, mayHaveHappened: true });
    expect(error.message).toContain('120.505 GHS is not an amount Malipo can hold');
  });

  it('a repeated reference is answered as a repeat and MoMo keeps the first request', async () => {
    const client = rwanda();
    const reference = newReference('pay');
    await requestToPay(client, reference);
    const repeat = await requestToPay(client, reference, { amountMinor: 9000 });

    expect(repeat).toEqual({ referenceId: momoReferenceId(reference), isRepeat: true });
    expect(await client.getRequestToPay({ reference })).toMatchObject({ amountMinor: 5000 });
  });

  it('a currency the target environment does not take is rejected with MoMo’s code, and nothing exists', async () => {
    const sandbox = clientFor('sandbox');
    const reference = newReference('pay');
    const error = await failureOf(requestToPay(sandbox, reference, { amountMinor: 5000, currency: 'RWF' }));

    expect(error).toMatchObject({
      kind: 'rejected',
      httpStatus: 400,
      code: 'INVALID_CURRENCY',
      mayHaveHappened: false,
    });
    expect(error.message).toBe(
      'MoMo refused the request, HTTP 400 (INVALID_CURRENCY: Currency not supported.)',
    );
    expect(await sandbox.getRequestToPay({ reference })).toBeNull();
  });

  it('messages are cut to 160 characters without apostrophes, which MoMo refuses', async () => {
    const reference = newReference('pay');
    await requestToPay(rwanda(), reference, { payerMessage: `Aline's order ${'x'.repeat(200)}` });
    const { payerMessage } = fake.lastRequest().body;
    expect(payerMessage).toHaveLength(160);
    expect(payerMessage).toMatch(/^Aline s order x+$/);
  });

  it('without a callback URL no X-Callback-Url is sent; one on another host is refused', async () => {
    await requestToPay(clientFor('mtnrwanda', { callbackUrl: undefined }), newReference('pay'));
    expect(fake.lastRequest().headers).not.toHaveProperty('x-callback-url');

    const elsewhere = clientFor('mtnrwanda', { callbackUrl: 'http://other.example/momo' });
    const error = await failureOf(requestToPay(elsewhere, newReference('pay')));
    expect(error).toMatchObject({ kind: 'rejected', code: 'INVALID_CALLBACK_URL_HOST' });
  });

  it('an unknown reference is null, but a 404 that is not MoMo’s RESOURCE_NOT_FOUND is thrown', async () => {
    const client = rwanda();
    expect(await client.getRequestToPay({ reference: 'pay_momo_unknown' })).toBeNull();

    fake.failNext({}, { status: 404 });
    const error = await failureOf(rwanda().getRequestToPay({ reference: 'pay_momo_unknown' }));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 404 });
  });

  it('a request made in one target environment is not found from another', async () => {
    const reference = newReference('pay');
    await requestToPay(rwanda(), reference);
    expect(await clientFor('mtnuganda').getRequestToPay({ reference })).toBeNull();
  });
});

describe('transfers', () => {
  const transfer = (client: MomoClient, reference: string) =>
    client.transfer({
      reference,
      amountMinor: 12050,
      currency: 'ZMW',
      msisdn: '260971234567',
      payerMessage: reference,
      payeeNote: 'Payout from Malipo',
    });

  it('a transfer sends the payee and the exact amount, and is looked up to SUCCESSFUL', async () => {
    const client = clientFor('mtnzambia');
    const reference = newReference('po');
    const created = await transfer(client, reference);

    expect(created).toEqual({ referenceId: momoReferenceId(reference), isRepeat: false });
    const sent = fake.lastRequest();
    expect(sent.path).toBe('/disbursement/v1_0/transfer');
    expect(sent.headers).toMatchObject({
      'x-reference-id': created.referenceId,
      'x-target-environment': 'mtnzambia',
    });
    expect(sent.body).toEqual({
      amount: '120.50',
      currency: 'ZMW',
      externalId: reference,
      payee: { partyIdType: 'MSISDN', partyId: '260971234567' },
      payerMessage: reference,
      payeeNote: 'Payout from Malipo',
    });
    expect(await client.getTransfer({ reference })).toMatchObject({
      status: 'PENDING',
      amountMinor: 12050,
      currency: 'ZMW',
    });

    fake.completeTransfer(created.referenceId, 'SUCCESSFUL');
    expect(await client.getTransfer({ reference })).toMatchObject({ status: 'SUCCESSFUL' });
    expect(fake.lastRequest().path).toBe(`/disbursement/v1_0/transfer/${created.referenceId}`);
  });

  it('a failed transfer carries its reason; a repeat is answered as one; an unknown one is null', async () => {
    const client = clientFor('mtnzambia');
    const reference = newReference('po');
    const { referenceId } = await transfer(client, reference);
    expect(await transfer(client, reference)).toEqual({ referenceId, isRepeat: true });

    fake.completeTransfer(referenceId, 'FAILED', 'PAYEE_NOT_FOUND');
    expect(await client.getTransfer({ reference })).toMatchObject({
      status: 'FAILED',
      reason: 'PAYEE_NOT_FOUND',
    });
    expect(await client.getTransfer({ reference: 'po_momo_unknown' })).toBeNull();
    // A request-to-pay's key is no transfer.
    expect(await client.getRequestToPay({ reference })).toBeNull();
  });
});

describe('errors', () => {
  it('a 500 is unavailable with MoMo’s code: the request may have happened', async () => {
    const client = rwanda();
    await client.getRequestToPay({ reference: newReference('pay') });
    fake.failNext({ status: 500 });
    const error = await failureOf(requestToPay(client, newReference('pay')));
    expect(error).toMatchObject({
      kind: 'unavailable',
      httpStatus: 500,
      code: 'INTERNAL_PROCESSING_ERROR',
      mayHaveHappened: true,
    });
    expectNoSecrets(error);
  });

  it('no answer within the timeout is unavailable; MoMo went on, and a retry is a repeat', async () => {
    const client = rwanda();
    await client.getRequestToPay({ reference: newReference('pay') });
    const reference = newReference('pay');
    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    const error = await failureOf(requestToPay(client, reference));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: null, mayHaveHappened: true });
    expect(error.message).toBe(`MoMo did not answer within ${TIMEOUT_MS} ms`);

    await vi.waitFor(async () => {
      expect(await client.getRequestToPay({ reference })).toMatchObject({ status: 'PENDING' });
    });
    expect(await requestToPay(client, reference)).toMatchObject({ isRepeat: true });
  });

  it('an unreachable MoMo is unavailable', async () => {
    const nowhere = clientFor('mtnrwanda', { baseUrl: 'http://127.0.0.1:1' });
    const error = await failureOf(nowhere.getRequestToPay({ reference: newReference('pay') }));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: null });
    expect(error.message).toMatch(/Could not reach MoMo/);
  });

  it('a 429 is rejected with its status, for callers to tell from a refusal', async () => {
    const client = rwanda();
    await client.getRequestToPay({ reference: newReference('pay') });
    fake.failNext({ status: 429 });
    const error = await failureOf(client.getRequestToPay({ reference: newReference('pay') }));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 429, mayHaveHappened: false });
  });
});

describe('callbacks', () => {
  /** The callbacks the fake sends for `target`, as the receiver got them. */
  async function deliver(target: Parameters<MomoFake['sendCallback']>[0], delivery = {}) {
    receiver.received.length = 0;
    const statuses = await fake.sendCallback(target, delivery);
    expect(statuses.every((status) => status === 200)).toBe(true);
    return receiver.received;
  }

  it('the result goes to the X-Callback-Url and reads as the lookup does', async () => {
    const client = rwanda();
    const reference = newReference('pay');
    const { referenceId } = await requestToPay(client, reference);
    fake.complete(referenceId, 'SUCCESSFUL');

    const [received] = await deliver({ referenceId });
    expect(received?.path).toBe(CALLBACK_PATH);
    const { referenceId: _key, ...looked } = (await client.getRequestToPay({ reference })) ?? {};
    expect(momoResultSchema.parse(JSON.parse(received?.body ?? ''))).toEqual(looked);
  });

  it('a duplicate is the same body twice, by PUT or POST; a transfer’s result carries the payee', async () => {
    const client = rwanda();
    const { referenceId } = await requestToPay(client, newReference('pay'));
    fake.complete(referenceId, 'FAILED', 'NOT_ENOUGH_FUNDS');
    const twice = await deliver({ referenceId }, { times: 2, method: 'POST' });
    expect(twice).toHaveLength(2);
    expect(twice[0]?.body).toBe(twice[1]?.body);
    expect(JSON.parse(twice[0]?.body ?? '')).toMatchObject({ status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' });

    const payout = await client.transfer({
      reference: newReference('po'),
      amountMinor: 5000,
      currency: 'RWF',
      msisdn: '250788123456',
      payerMessage: 'po',
      payeeNote: 'Payout from Malipo',
    });
    fake.completeTransfer(payout.referenceId, 'SUCCESSFUL');
    const [transferred] = await deliver({ transferReferenceId: payout.referenceId });
    expect(JSON.parse(transferred?.body ?? '')).toMatchObject({
      status: 'SUCCESSFUL',
      amount: '5000',
      payee: { partyIdType: 'MSISDN', partyId: '250788123456' },
    });
  });
});

describe('X-Reference-Id', () => {
  it('is a version 4 UUID computed from the reference, the same every time', () => {
    const referenceId = momoReferenceId('pay_01JH0000000000000000000000');
    // Fixed forever: requests already at MoMo are found under it.
    expect(referenceId).toBe('73c111b4-4b12-4a9c-8905-5f6e5982d93d');
    expect(momoReferenceId('po_01JH0000000000000000000000')).toBe('4643750a-3df5-4bee-ab24-1b48fd15f60d');
    for (let i = 0; i < 50; i++) {
      expect(momoReferenceId(`pay_${i}`)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    expect(new Set(Array.from({ length: 1000 }, (_, i) => momoReferenceId(`pay_${i}`))).size).toBe(1000);
  });
});

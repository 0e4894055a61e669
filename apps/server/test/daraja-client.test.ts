/**
 * Malipo's Safaricom Daraja client against a local fake of Daraja's documented API
 * (test/fakes/daraja-fake.ts): OAuth tokens cached and replaced, the M-Pesa Express password and
 * Kenyan timestamp, whole-shilling amounts, each call's documented answer, the error kinds that tell
 * "may have happened" from "did not happen", and the callbacks Daraja posts back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/lib/clock';
import { parseB2cResult, parseStkCallback } from '../src/modules/providers/mpesa/daraja-callbacks';
import { createDarajaClient, type DarajaClientOptions } from '../src/modules/providers/mpesa/daraja-client';
import { DarajaError } from '../src/modules/providers/mpesa/daraja-error';
import { rejectionOf } from './rejection';
import { startDarajaFake, type DarajaFake } from './fakes/daraja-fake';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const CONSUMER_KEY = 'malipo0consumer0key0test';
const CONSUMER_SECRET = 'malipo0consumer0secret0test';
const SHORTCODE = '174379';
const PASSKEY = 'malipo0test0passkey0c0ffee0c0ffee0c0ffee';
const B2C = {
  initiatorName: 'malipo_api',
  securityCredential: 'MALIPO0ENCRYPTED0INITIATOR0CREDENTIAL==',
  resultUrl: 'https://malipo.example/webhooks/providers/mpesa/b2c/result',
  timeoutUrl: 'https://malipo.example/webhooks/providers/mpesa/b2c/timeout',
  shortcode: '600997',
};
const CALLBACK_URL = 'https://malipo.example/webhooks/providers/mpesa/stk';
const TIMEOUT_MS = 400;
const START = new Date('2026-01-15T10:00:00Z');
const PHONE = '254712345678';
const BASIC = Buffer.from(`${CONSUMER_KEY}:${CONSUMER_SECRET}`).toString('base64');

let fake: DarajaFake;
let receiver: WebhookReceiver;
beforeAll(async () => {
  fake = await startDarajaFake({
    consumerKey: CONSUMER_KEY,
    consumerSecret: CONSUMER_SECRET,
    shortcode: SHORTCODE,
    passkey: PASSKEY,
    b2c: B2C,
  });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

/** A client of its own (so its own token cache) on a manual clock starting at {@link START}. */
function newClient(overrides: Partial<DarajaClientOptions> = {}) {
  const clock = createManualClock(START);
  const client = createDarajaClient({
    baseUrl: fake.baseUrl,
    consumerKey: CONSUMER_KEY,
    consumerSecret: CONSUMER_SECRET,
    shortcode: SHORTCODE,
    passkey: PASSKEY,
    callbackUrl: CALLBACK_URL,
    b2c: B2C,
    timeoutMs: TIMEOUT_MS,
    clock,
    ...overrides,
  });
  return { client, clock };
}

let counter = 0;
const newReference = () => `po_daraja_${++counter}`;

const push = (client: ReturnType<typeof newClient>['client'], amountMinor = 150000, phone = PHONE) =>
  client.stkPush({ amountMinor, phone, accountReference: 'ABC123XYZ789', description: 'Payment' });

/** The paths the fake received from request number `from` on. */
const pathsSince = (from: number) => fake.requests.slice(from).map((request) => request.path);
const isOauth = (path: string) => path.startsWith('/oauth/');

/** The error `promise` rejects with, which must be a DarajaError. */
async function failureOf(promise: Promise<unknown>): Promise<DarajaError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(DarajaError);
  return error as DarajaError;
}

/** Everything an error shows: message, stack and own fields. */
const everythingOf = (error: Error) => `${error.message} ${error.stack} ${JSON.stringify(error)}`;

describe('access tokens', () => {
  it('one token is fetched with the key and secret, reused, and fetched again a minute before it expires', async () => {
    const { client, clock } = newClient();
    const from = fake.requests.length;
    await push(client);
    await push(client);
    expect(fake.requests[from]).toMatchObject({
      method: 'GET',
      path: '/oauth/v1/generate?grant_type=client_credentials',
    });
    expect(pathsSince(from).filter(isOauth)).toHaveLength(1);

    // expires_in is 3599 s: the token is used until 60 s before that.
    clock.advance((3599 - 61) * 1000);
    await push(client);
    expect(pathsSince(from).filter(isOauth)).toHaveLength(1);
    clock.advance(2000);
    await push(client);
    expect(pathsSince(from).filter(isOauth)).toHaveLength(2);
  });

  it('calls that need a token at once share one fetch, since a new token invalidates the last', async () => {
    const { client } = newClient();
    const from = fake.requests.length;
    const answers = await Promise.all([push(client), push(client), push(client)]);
    expect(new Set(answers.map((answer) => answer.checkoutRequestId)).size).toBe(3);
    expect(pathsSince(from).filter(isOauth)).toHaveLength(1);
  });

  it('a token Daraja no longer accepts (404.001.03) is replaced once and the call goes through', async () => {
    const { client } = newClient();
    await push(client);
    fake.expireTokens();
    const from = fake.requests.length;
    expect((await push(client)).checkoutRequestId).toMatch(/^ws_CO_/);
    expect(pathsSince(from)).toEqual([
      '/mpesa/stkpush/v1/processrequest',
      '/oauth/v1/generate?grant_type=client_credentials',
      '/mpesa/stkpush/v1/processrequest',
    ]);
  });

  it('a 401 gets a new token too; refused again, the call is unauthorized', async () => {
    const { client } = newClient();
    await push(client);
    fake.failNext({ status: 401 });
    const from = fake.requests.length;
    await push(client);
    expect(pathsSince(from).filter(isOauth)).toHaveLength(1);

    // Refused, a new token fetched normally, refused again.
    fake.failNext({ status: 401 }, {}, { status: 401 });
    const error = await failureOf(push(client));
    expect(error).toMatchObject({ kind: 'unauthorized', httpStatus: 401, mayHaveHappened: false });
    expect(error.message).toBe('Daraja refused a new access token');
  });

  it('a wrong consumer secret is unauthorized, and the error carries no credential', async () => {
    const wrongSecret = 'not0the0consumer0secret';
    const { client } = newClient({ consumerSecret: wrongSecret });
    const error = await failureOf(push(client));
    expect(error).toMatchObject({ kind: 'unauthorized', httpStatus: 400, mayHaveHappened: false });
    for (const secret of [wrongSecret, CONSUMER_SECRET, BASIC, PASSKEY]) {
      expect(everythingOf(error)).not.toContain(secret);
    }
  });
});

describe('M-Pesa Express', () => {
  it('a push sends the documented fields, its password built from shortcode, passkey and Kenyan time', async () => {
    const { client } = newClient();
    const accepted = await push(client);

    const sent = fake.lastRequest();
    expect(sent.path).toBe('/mpesa/stkpush/v1/processrequest');
    // 10:00 UTC is 13:00 in Nairobi.
    const timestamp = '20260115130000';
    expect(sent.body).toEqual({
      BusinessShortCode: SHORTCODE,
      Password: Buffer.from(`${SHORTCODE}${PASSKEY}${timestamp}`).toString('base64'),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1500,
      PartyA: PHONE,
      PartyB: SHORTCODE,
      PhoneNumber: PHONE,
      CallBackURL: CALLBACK_URL,
      AccountReference: 'ABC123XYZ789',
      TransactionDesc: 'Payment',
    });
    expect(sent.rawBody).toContain('"Amount":1500,');
    expect(accepted).toEqual({
      merchantRequestId: expect.any(String),
      checkoutRequestId: expect.stringMatching(/^ws_CO_/),
      customerMessage: 'Success. Request accepted for processing',
    });
  });

  it('late in the UTC evening the timestamp is already the next day in Nairobi', async () => {
    const { client, clock } = newClient();
    clock.set(new Date('2026-01-15T22:30:05Z'));
    await push(client);
    expect(fake.lastRequest().body.Timestamp).toBe('20260116013005');
  });

  it.each([
    [150050, 'KES1,500.50'],
    [0, 'KES0.00'],
    [-10000, '-KES100.00'],
  ])(
    '%i minor units are not whole shillings: refused before anything is sent',
    async (amountMinor, shown) => {
      const { client } = newClient();
      const from = fake.requests.length;
      const error = await rejectionOf(push(client, amountMinor));
      expect(error).toBeInstanceOf(RangeError);
      expect((error as Error).message).toContain(`M-Pesa takes whole shillings: ${shown}`);
      expect(fake.requests.length).toBe(from);
    },
  );

  it("a number that is not Safaricom's is rejected by Daraja: nothing happened", async () => {
    const { client } = newClient();
    const error = await failureOf(push(client, 150000, '255712345678'));
    expect(error).toMatchObject({
      kind: 'rejected',
      httpStatus: 400,
      errorCode: '400.002.02',
      message: 'Bad Request - Invalid PartyA',
      mayHaveHappened: false,
    });
  });

  it('a wrong passkey gets Daraja\'s 500 "Wrong credentials", thrown as may have happened', async () => {
    const wrongPasskey = 'not0the0passkey0at0all';
    const { client } = newClient({ passkey: wrongPasskey });
    const error = await failureOf(push(client));
    expect(error).toMatchObject({
      kind: 'unavailable',
      httpStatus: 500,
      errorCode: '500.001.1001',
      mayHaveHappened: true,
    });
    expect(error.message).toContain('Wrong credentials');
    const password = Buffer.from(`${SHORTCODE}${wrongPasskey}20260115130000`).toString('base64');
    for (const secret of [wrongPasskey, password]) expect(everythingOf(error)).not.toContain(secret);
  });

  it('the query reads "being processed" as processing, then the result once the payer answers', async () => {
    const { client } = newClient();
    const { checkoutRequestId } = await push(client);

    expect(await client.stkPushQuery({ checkoutRequestId })).toEqual({
      status: 'processing',
      checkoutRequestId,
    });
    const sent = fake.lastRequest();
    expect(sent.path).toBe('/mpesa/stkpushquery/v1/query');
    expect(sent.body).toEqual({
      BusinessShortCode: SHORTCODE,
      Password: Buffer.from(`${SHORTCODE}${PASSKEY}20260115130000`).toString('base64'),
      Timestamp: '20260115130000',
      CheckoutRequestID: checkoutRequestId,
    });

    fake.complete(checkoutRequestId, 1032);
    expect(await client.stkPushQuery({ checkoutRequestId })).toEqual({
      status: 'completed',
      checkoutRequestId,
      merchantRequestId: expect.any(String),
      resultCode: '1032',
      resultDesc: 'Request cancelled by user',
    });
  });

  it('a paid push queries as result 0, and an unknown one is rejected', async () => {
    const { client } = newClient();
    const { checkoutRequestId } = await push(client);
    fake.complete(checkoutRequestId, 0);
    expect(await client.stkPushQuery({ checkoutRequestId })).toMatchObject({
      status: 'completed',
      resultCode: '0',
    });

    const error = await failureOf(client.stkPushQuery({ checkoutRequestId: 'ws_CO_000000000000' }));
    expect(error).toMatchObject({ kind: 'rejected', message: 'Bad Request - Invalid CheckoutRequestID' });
  });
});

describe('B2C', () => {
  it("a payment sends the documented fields under Malipo's reference, in whole shillings", async () => {
    const { client } = newClient();
    const reference = newReference();
    const accepted = await client.b2cPayment({
      originatorConversationId: reference,
      amountMinor: 120000,
      phone: PHONE,
      remarks: 'Malipo payout',
    });

    const sent = fake.lastRequest();
    expect(sent.path).toBe('/mpesa/b2c/v3/paymentrequest');
    expect(sent.body).toEqual({
      OriginatorConversationID: reference,
      InitiatorName: B2C.initiatorName,
      SecurityCredential: B2C.securityCredential,
      CommandID: 'BusinessPayment',
      Amount: 1200,
      PartyA: B2C.shortcode,
      PartyB: PHONE,
      Remarks: 'Malipo payout',
      QueueTimeOutURL: B2C.timeoutUrl,
      ResultURL: B2C.resultUrl,
    });
    expect(accepted).toEqual({
      conversationId: expect.stringMatching(/^AG_/),
      originatorConversationId: reference,
    });
  });

  it('a repeated OriginatorConversationID is a duplicate: the first payment stands', async () => {
    const { client } = newClient();
    const payment = {
      originatorConversationId: newReference(),
      amountMinor: 1000,
      phone: PHONE,
      remarks: 'Refund',
    };
    await client.b2cPayment(payment);
    const error = await failureOf(client.b2cPayment(payment));
    expect(error).toMatchObject({
      kind: 'duplicate',
      httpStatus: 500,
      errorCode: '500.002.1001',
      mayHaveHappened: true,
    });
  });

  it('amounts with cents, and payments without B2C options, fail before anything is sent', async () => {
    const { client } = newClient();
    const withoutB2c = newClient({ b2c: undefined }).client;
    const from = fake.requests.length;
    const payment = {
      originatorConversationId: newReference(),
      amountMinor: 120050,
      phone: PHONE,
      remarks: 'Payout',
    };

    expect(await rejectionOf(client.b2cPayment(payment))).toBeInstanceOf(RangeError);
    const unconfigured = await rejectionOf(withoutB2c.b2cPayment({ ...payment, amountMinor: 1000 }));
    expect(unconfigured).toEqual(new Error('Daraja B2C is not configured'));
    expect(fake.requests.length).toBe(from);
  });
});

describe('errors', () => {
  it('a 5xx is unavailable: the request may have happened', async () => {
    const { client } = newClient();
    await push(client);
    fake.failNext({ status: 503 });
    const error = await failureOf(push(client));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 503, mayHaveHappened: true });
  });

  it('no answer within the timeout is unavailable, and Daraja went on with it', async () => {
    const { client } = newClient();
    await push(client);
    const pushes = () => fake.requests.filter((r) => r.path === '/mpesa/stkpush/v1/processrequest').length;
    const before = pushes();
    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    const error = await failureOf(push(client));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: null, mayHaveHappened: true });
    expect(error.message).toBe(`Daraja did not answer within ${TIMEOUT_MS} ms`);
    expect(pushes()).toBe(before + 1);
  });

  it('an unreachable Daraja is unavailable', async () => {
    const { client } = newClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = await failureOf(push(client));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: null, mayHaveHappened: true });
    expect(error.message).toMatch(/^Could not reach Daraja/);
  });

  it('a 2xx that is not the documented answer is an invalid response, which may have happened', async () => {
    const { client } = newClient();
    await push(client);
    fake.failNext({ status: 200 });
    const error = await failureOf(push(client));
    expect(error).toMatchObject({ kind: 'invalid_response', httpStatus: 200, mayHaveHappened: true });
    expect(error.message).toContain('POST /mpesa/stkpush/v1/processrequest');
  });

  it('an unreadable token answer is an invalid response too', async () => {
    const { client } = newClient();
    fake.failNext({ status: 200 });
    const error = await failureOf(push(client));
    expect(error).toMatchObject({ kind: 'invalid_response', httpStatus: 200 });
    expect(error.message).toContain('GET /oauth/v1/generate');
  });

  it('no error carries a credential, the password or a security credential', async () => {
    const { client } = newClient();
    await push(client);
    const errors: DarajaError[] = [];
    for (const status of [400, 500]) {
      fake.failNext({ status });
      errors.push(await failureOf(push(client)));
    }
    // Refused, then the new token's fetch refused too.
    fake.failNext({ status: 401 }, { status: 401 });
    errors.push(await failureOf(push(client)));
    fake.failNext({ status: 500 });
    errors.push(
      await failureOf(
        client.b2cPayment({
          originatorConversationId: newReference(),
          amountMinor: 1000,
          phone: PHONE,
          remarks: 'x2',
        }),
      ),
    );
    const password = Buffer.from(`${SHORTCODE}${PASSKEY}20260115130000`).toString('base64');
    for (const error of errors) {
      for (const secret of [CONSUMER_SECRET, BASIC, PASSKEY, password, B2C.securityCredential]) {
        expect(everythingOf(error)).not.toContain(secret);
      }
    }
  });
});

describe('callbacks', () => {
  /** What the fake posts for push `checkoutRequestId`, as the receiver got it. */
  async function deliver(checkoutRequestId: string, delivery: { times?: number; amount?: number } = {}) {
    receiver.received.length = 0;
    const statuses = await fake.sendCallback(
      receiver.url('/webhooks/providers/mpesa'),
      checkoutRequestId,
      delivery,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    return receiver.received.map((received) => ({
      body: received.body,
      callback: parseStkCallback(JSON.parse(received.body)),
    }));
  }

  it('a paid push posts its amount in minor units, the receipt, the date and the number', async () => {
    const { client } = newClient();
    const accepted = await push(client, 150000);
    fake.complete(accepted.checkoutRequestId, 0);

    const [delivery] = await deliver(accepted.checkoutRequestId);
    expect(delivery?.callback).toEqual({
      merchantRequestId: accepted.merchantRequestId,
      checkoutRequestId: accepted.checkoutRequestId,
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      paid: {
        amountMinor: 150000,
        receipt: expect.stringMatching(/^SG/),
        transactionDate: expect.any(Date),
        phone: PHONE,
      },
    });
    // TransactionDate is Kenyan time: read back, it is now, not three hours off.
    const paidAt = delivery?.callback?.paid?.transactionDate?.getTime() ?? 0;
    expect(Math.abs(paidAt - Date.now())).toBeLessThan(60_000);
  });

  it("a cancelled push's callback carries its code and nothing paid", async () => {
    const { client } = newClient();
    const { checkoutRequestId } = await push(client);
    fake.complete(checkoutRequestId, 1032);
    const [delivery] = await deliver(checkoutRequestId);
    expect(delivery?.callback).toMatchObject({
      resultCode: '1032',
      resultDesc: 'Request cancelled by user',
      paid: null,
    });
  });

  it('a duplicate callback is the same body twice, and one claiming another amount reads as claimed', async () => {
    const { client } = newClient();
    const { checkoutRequestId } = await push(client);
    fake.complete(checkoutRequestId, 0);

    const twice = await deliver(checkoutRequestId, { times: 2 });
    expect(twice).toHaveLength(2);
    expect(twice[0]?.body).toBe(twice[1]?.body);

    const [other] = await deliver(checkoutRequestId, { amount: 1.5 });
    expect(other?.callback?.paid?.amountMinor).toBe(150);
  });

  it('unreadable callbacks are null', async () => {
    expect(parseStkCallback({})).toBeNull();
    expect(parseStkCallback('Body')).toBeNull();
    const success = {
      MerchantRequestID: 'm-1',
      CheckoutRequestID: 'ws_CO_1',
      ResultCode: 0,
      ResultDesc: 'ok',
    };
    expect(parseStkCallback({ Body: { stkCallback: success } })).toBeNull();

    const { client } = newClient();
    const { checkoutRequestId } = await push(client);
    fake.complete(checkoutRequestId, 0);
    const [delivery] = await deliver(checkoutRequestId, { amount: 1500.555 });
    expect(delivery?.callback).toBeNull();
  });

  /** The Result the fake posts for `reference`, read. */
  async function deliverResult(reference: string) {
    receiver.received.length = 0;
    await fake.sendB2cResult(receiver.url('/webhooks/providers/mpesa/b2c/result'), reference);
    return parseB2cResult(JSON.parse(receiver.received[0]?.body ?? 'null'));
  }

  it('B2C Results are read: a payment made, in minor units, and one refused', async () => {
    const { client } = newClient();
    const paid = newReference();
    const { conversationId } = await client.b2cPayment({
      originatorConversationId: paid,
      amountMinor: 120000,
      phone: PHONE,
      remarks: 'Payout',
    });
    fake.completeB2c(paid);
    expect(await deliverResult(paid)).toEqual({
      originatorConversationId: paid,
      conversationId,
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      transactionId: expect.stringMatching(/^SG/),
      paid: { amountMinor: 120000, receipt: expect.stringMatching(/^SG/) },
    });

    const refused = newReference();
    await client.b2cPayment({
      originatorConversationId: refused,
      amountMinor: 1000,
      phone: PHONE,
      remarks: 'Payout',
    });
    fake.completeB2c(refused, 2040);
    expect(await deliverResult(refused)).toMatchObject({ resultCode: '2040', paid: null });
  });

  it('a Result with one ResultParameter object is read; unreadable Results are null', () => {
    const result = {
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: 'po_1',
      ConversationID: 'AG_1',
      TransactionID: 'SG1',
    };
    const single = { Key: 'TransactionReceipt', Value: 'SG1' };
    const both = [
      { Key: 'TransactionAmount', Value: 10 },
      { Key: 'TransactionReceipt', Value: 'SG1' },
    ];
    expect(
      parseB2cResult({ Result: { ...result, ResultParameters: { ResultParameter: both } } }),
    ).toMatchObject({
      paid: { amountMinor: 1000, receipt: 'SG1' },
    });
    // A success without its amount cannot be trusted.
    expect(
      parseB2cResult({ Result: { ...result, ResultParameters: { ResultParameter: single } } }),
    ).toBeNull();
    expect(
      parseB2cResult({
        Result: { ...result, ResultCode: 2001, ResultParameters: { ResultParameter: single } },
      }),
    ).toMatchObject({ resultCode: '2001', paid: null });
    expect(parseB2cResult({})).toBeNull();
    expect(parseB2cResult({ Result: { ResultCode: 0 } })).toBeNull();
  });
});

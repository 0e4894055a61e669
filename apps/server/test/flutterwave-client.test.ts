/**
 * Malipo's Flutterwave v3 client against a local fake of Flutterwave's documented API
 * (test/fakes/flutterwave-fake.ts): exact decimal amounts, each call's documented answer, the
 * error kinds that tell "may have happened" from "did not happen", and signed callbacks.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFlutterwaveClient,
  type FlutterwaveClient,
} from '../src/modules/providers/flutterwave/flutterwave-client';
import { FlutterwaveError } from '../src/modules/providers/flutterwave/flutterwave-error';
import {
  isValidFlutterwaveSecretHash,
  parseFlutterwaveCallback,
} from '../src/modules/providers/flutterwave/flutterwave-webhook';
import { rejectionOf } from './rejection';
import { startFlutterwaveFake, type FlutterwaveFake } from './fakes/flutterwave-fake';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const SECRET_KEY = 'FLWSECK_TEST-malipo0secret0key-X';
const SECRET_HASH = 'malipo-callback-secret-hash';
const TIMEOUT_MS = 400;
const payer = { email: 'payer@example.com', name: 'Aline Uwase' };

let fake: FlutterwaveFake;
let receiver: WebhookReceiver;
let client: FlutterwaveClient;
beforeAll(async () => {
  fake = await startFlutterwaveFake({ secretKey: SECRET_KEY, secretHash: SECRET_HASH });
  receiver = await startWebhookReceiver();
  client = createFlutterwaveClient({ baseUrl: fake.baseUrl, secretKey: SECRET_KEY, timeoutMs: TIMEOUT_MS });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

let counter = 0;
/** A reference no other test uses, as Malipo's ids are. */
const newReference = (prefix: string) => `${prefix}_flw_${++counter}`;

/** The last request the fake received, its body parsed. */
const lastRequest = () => fake.lastRequest();

/** The error `promise` rejects with, which must be a FlutterwaveError. */
async function failureOf(promise: Promise<unknown>): Promise<FlutterwaveError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(FlutterwaveError);
  return error as FlutterwaveError;
}

const chargeMpesa = (reference: string, amountMinor = 150050) =>
  client.chargeMobileMoney({
    reference,
    amountMinor,
    currency: 'KES',
    phone: '254712345678',
    customer: payer,
  });

const createLink = (reference: string, amountMinor: number, currency: 'USD' | 'RWF' | 'XOF' | 'KES') =>
  client.createPaymentLink({
    reference,
    amountMinor,
    currency,
    redirectUrl: 'https://malipo.example/pay/return',
    customer: payer,
    paymentOptions: ['card', 'mpesa'],
  });

describe('hosted payment links', () => {
  it.each([
    [1999, 'USD', '19.99'],
    [5000, 'RWF', '5000'],
    [2500, 'XOF', '2500'],
    [150050, 'KES', '1500.5'],
  ] as const)(
    'sends %i minor %s as "amount":%s and answers the link',
    async (amountMinor, currency, json) => {
      const reference = newReference('pay');
      const { link } = await createLink(reference, amountMinor, currency);

      expect(link).toMatch(new RegExp(`^${fake.baseUrl}/v3/hosted/pay/\\d+$`));
      const sent = lastRequest();
      expect(sent.method).toBe('POST');
      expect(sent.path).toBe('/v3/payments');
      expect(sent.rawBody).toContain(`"amount":${json},`);
      expect(sent.body).toMatchObject({
        tx_ref: reference,
        currency,
        redirect_url: 'https://malipo.example/pay/return',
        customer: { email: payer.email, name: payer.name },
        payment_options: 'card,mpesa',
      });
    },
  );

  it('refuses a repeated reference, so one reference never makes two charges', async () => {
    const reference = newReference('pay');
    await createLink(reference, 1999, 'USD');

    const error = await failureOf(createLink(reference, 1999, 'USD'));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 400, mayHaveHappened: false });
    expect(error.message).toContain('Duplicate transaction reference');
  });

  it('a paid link is found by its reference, the amount in minor units', async () => {
    const reference = newReference('pay');
    await createLink(reference, 1999, 'USD');
    fake.complete(reference, 'successful');

    const transaction = await client.verifyTransactionByReference({ reference });
    expect(transaction).toMatchObject({
      reference,
      status: 'successful',
      amountMinor: 1999,
      currency: 'USD',
    });
    expect(lastRequest().path).toBe(`/v3/transactions/verify_by_reference?tx_ref=${reference}`);
  });
});

describe('mobile money charges', () => {
  it('an M-Pesa charge is pending, then verified successful by its id', async () => {
    const reference = newReference('pay');
    const charge = await chargeMpesa(reference);

    expect(lastRequest().path).toBe('/v3/charges?type=mpesa');
    expect(lastRequest().rawBody).toContain('"amount":1500.5,');
    expect(charge.redirectUrl).toBeNull();
    expect(charge.transaction).toMatchObject({
      reference,
      status: 'pending',
      amountMinor: 150050,
      currency: 'KES',
    });

    fake.complete(reference, 'successful');
    const verified = await client.verifyTransaction({ id: charge.transaction?.id ?? 0 });
    expect(verified).toMatchObject({ reference, status: 'successful', amountMinor: 150050 });
    expect(lastRequest().path).toBe(`/v3/transactions/${charge.transaction?.id}/verify`);
  });

  it('a Rwanda charge answers a page to authorize on, and is found by reference', async () => {
    const reference = newReference('pay');
    const charge = await client.chargeMobileMoney({
      reference,
      amountMinor: 5000,
      currency: 'RWF',
      phone: '250788123456',
      network: 'MTN',
      customer: payer,
    });

    expect(lastRequest().path).toBe('/v3/charges?type=mobile_money_rwanda');
    expect(charge.transaction).toBeNull();
    expect(charge.redirectUrl).toMatch(/\/captcha\/verify\//);
    expect(await client.verifyTransactionByReference({ reference })).toMatchObject({
      status: 'pending',
      amountMinor: 5000,
      currency: 'RWF',
    });

    fake.complete(reference, 'failed');
    expect(await client.verifyTransactionByReference({ reference })).toMatchObject({
      status: 'failed',
      processorResponse: 'Declined',
    });
  });

  it('a CFA franc charge goes to mobile_money_franco with its country', async () => {
    const reference = newReference('pay');
    const charge = await client.chargeMobileMoney({
      reference,
      amountMinor: 2500,
      currency: 'XOF',
      phone: '221771234567',
      network: 'ORANGEMONEY',
      country: 'SN',
      customer: payer,
    });

    expect(lastRequest().path).toBe('/v3/charges?type=mobile_money_franco');
    expect(lastRequest().body).toMatchObject({ amount: 2500, country: 'SN', network: 'ORANGEMONEY' });
    expect(charge.transaction).toMatchObject({ status: 'pending', amountMinor: 2500, currency: 'XOF' });
  });

  it("Flutterwave's refusal is rejected with its message, and nothing was charged", async () => {
    const reference = newReference('pay');
    const error = await failureOf(
      client.chargeMobileMoney({
        reference,
        amountMinor: 1000,
        currency: 'UGX',
        phone: '256772123456',
        customer: payer,
      }),
    );
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 400, mayHaveHappened: false });
    expect(error.message).toBe('network is required');

    const lookup = await failureOf(client.verifyTransactionByReference({ reference }));
    expect(lookup).toMatchObject({ kind: 'rejected', message: 'No transaction was found for this id' });
  });
});

describe('bank transfer charges', () => {
  it('answer the account to pay into, the exact amount and the expiry', async () => {
    const reference = newReference('pay');
    const charge = await client.chargeBankTransfer({
      reference,
      amountMinor: 150000,
      currency: 'NGN',
      customer: payer,
    });

    expect(lastRequest().path).toBe('/v3/charges?type=bank_transfer');
    expect(lastRequest().rawBody).toContain('"amount":1500,');
    expect(charge).toMatchObject({
      accountNumber: '0067100155',
      bankName: 'Mock Bank',
      amountMinor: 150000,
      transferReference: expect.stringMatching(/^MockFLWRef-/),
      note: 'Mock note',
    });
    expect(charge.accountExpiration).toBeGreaterThan(Date.now());
    expect(await client.verifyTransactionByReference({ reference })).toMatchObject({ status: 'pending' });
  });
});

describe('refunds', () => {
  it('refund part of a successful charge, then refuse more than is left', async () => {
    const reference = newReference('pay');
    const charge = await chargeMpesa(reference);
    const transactionId = charge.transaction?.id ?? 0;
    fake.complete(reference, 'successful');

    const refund = await client.refundTransaction({
      reference: 're_flw_1',
      transactionId,
      amountMinor: 50050,
      currency: 'KES',
    });
    expect(refund).toMatchObject({ transactionId, status: 'completed', amountRefundedMinor: 50050 });
    expect(lastRequest().path).toBe(`/v3/transactions/${transactionId}/refund`);
    expect(lastRequest().rawBody).toBe('{"amount":500.5,"comments":"re_flw_1"}');

    const error = await failureOf(
      client.refundTransaction({
        reference: 're_flw_2',
        transactionId,
        amountMinor: 100001,
        currency: 'KES',
      }),
    );
    expect(error).toMatchObject({ kind: 'rejected', mayHaveHappened: false });
  });
});

describe('transfers', () => {
  it('a bank transfer is created NEW and retrieved SUCCESSFUL once done', async () => {
    const reference = newReference('po');
    const transfer = await client.createTransfer({
      reference,
      amountMinor: 550000,
      currency: 'NGN',
      destination: { type: 'bank', bankCode: '044', accountNumber: '0690000040' },
      narration: 'Malipo payout',
    });
    expect(lastRequest().body).toEqual({
      account_bank: '044',
      account_number: '0690000040',
      amount: 5500,
      currency: 'NGN',
      reference,
      narration: 'Malipo payout',
    });
    expect(transfer).toMatchObject({ reference, status: 'NEW', amountMinor: 550000, currency: 'NGN' });

    fake.completeTransfer(reference, 'SUCCESSFUL');
    expect(await client.getTransfer({ id: transfer.id })).toMatchObject({
      reference,
      status: 'SUCCESSFUL',
      completeMessage: 'Transaction was successful',
    });
    expect(lastRequest().path).toBe(`/v3/transfers/${transfer.id}`);
  });

  it('an M-Pesa transfer sends the operator, the number and the sender, and can fail', async () => {
    const reference = newReference('po');
    const transfer = await client.createTransfer({
      reference,
      amountMinor: 120000,
      currency: 'KES',
      destination: {
        type: 'mobile_money',
        operator: 'MPS',
        phone: '254782773934',
        beneficiaryName: 'Akinyi Kimwei',
        sender: { name: 'Malipo', country: 'RW', phone: '250788123456' },
      },
    });
    expect(lastRequest().body).toMatchObject({
      account_bank: 'MPS',
      account_number: '254782773934',
      beneficiary_name: 'Akinyi Kimwei',
      amount: 1200,
      meta: { sender: 'Malipo', sender_country: 'RW', mobile_number: '250788123456' },
    });
    expect(transfer.status).toBe('NEW');

    fake.completeTransfer(reference, 'FAILED');
    const failed = await client.getTransfer({ id: transfer.id });
    expect(failed.status).toBe('FAILED');
    expect(failed.completeMessage).toMatch(/^DISBURSE FAILED/);
  });

  it('a repeated reference is refused and pays nothing more', async () => {
    const reference = newReference('po');
    const destination = { type: 'bank', bankCode: '044', accountNumber: '0690000040' } as const;
    await client.createTransfer({ reference, amountMinor: 1000, currency: 'NGN', destination });

    const error = await failureOf(
      client.createTransfer({ reference, amountMinor: 1000, currency: 'NGN', destination }),
    );
    expect(error).toMatchObject({ kind: 'rejected', mayHaveHappened: false });
  });
});

describe('errors', () => {
  it('a refused secret key is unauthorized, and no error carries a key', async () => {
    const wrongKey = 'FLWSECK_TEST-not0the0right0key-X';
    const stranger = createFlutterwaveClient({
      baseUrl: fake.baseUrl,
      secretKey: wrongKey,
      timeoutMs: TIMEOUT_MS,
    });
    const refused = await failureOf(stranger.verifyTransaction({ id: 1 }));
    expect(refused).toMatchObject({ kind: 'unauthorized', httpStatus: 401, mayHaveHappened: false });

    fake.failNext({ status: 401 });
    const injected = await failureOf(chargeMpesa(newReference('pay')));
    expect(injected).toMatchObject({ kind: 'unauthorized', httpStatus: 401 });

    for (const error of [refused, injected]) {
      const everything = `${error.message} ${error.stack} ${JSON.stringify(error)}`;
      expect(everything).not.toContain(wrongKey);
      expect(everything).not.toContain(SECRET_KEY);
    }
  });

  it('a 500 is unavailable: the request may have happened', async () => {
    fake.failNext({ status: 500 });
    const error = await failureOf(chargeMpesa(newReference('pay')));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 500, mayHaveHappened: true });
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain(SECRET_KEY);
  });

  it('no answer within the timeout is unavailable, and the charge may well exist', async () => {
    const reference = newReference('pay');
    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    const error = await failureOf(chargeMpesa(reference));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: null, mayHaveHappened: true });
    expect(error.message).toBe(`Flutterwave did not answer within ${TIMEOUT_MS} ms`);

    // Flutterwave went on with it: looking it up by reference is how a caller finds out.
    await vi.waitFor(async () => {
      expect(await client.verifyTransactionByReference({ reference })).toMatchObject({ status: 'pending' });
    });
  });

  it('an unreachable Flutterwave is unavailable', async () => {
    const nowhere = createFlutterwaveClient({
      baseUrl: 'http://127.0.0.1:1',
      secretKey: SECRET_KEY,
      timeoutMs: TIMEOUT_MS,
    });
    const error = await failureOf(nowhere.verifyTransaction({ id: 1 }));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: null, mayHaveHappened: true });
    expect(error.message).toMatch(/^Could not reach Flutterwave/);
  });

  it.each([
    ['USD', 1999, 10.555],
    ['RWF', 5000, 5000.5],
  ] as const)(
    'an amount in %s with too many decimals is not trusted',
    async (currency, amountMinor, paid) => {
      const reference = newReference('pay');
      await createLink(reference, amountMinor, currency);
      fake.complete(reference, 'successful', { amount: paid });

      const error = await failureOf(client.verifyTransactionByReference({ reference }));
      expect(error).toMatchObject({ kind: 'invalid_response', httpStatus: 200, mayHaveHappened: true });
      expect(error.message).toContain(`${paid} ${currency} is not an amount Malipo can hold`);
    },
  );
});

describe('callbacks', () => {
  it('the verif-hash header is compared with the secret hash', () => {
    expect(isValidFlutterwaveSecretHash(SECRET_HASH, SECRET_HASH)).toBe(true);
    for (const header of [
      'wrong',
      `${SECRET_HASH}x`,
      SECRET_HASH.slice(1),
      '',
      undefined,
      [SECRET_HASH, SECRET_HASH],
    ]) {
      expect(isValidFlutterwaveSecretHash(header, SECRET_HASH)).toBe(false);
    }
    expect(() => isValidFlutterwaveSecretHash('', '')).toThrow('not configured');
  });

  /** The callbacks the fake posts for `target`, as the receiver got them. */
  async function deliver(target: Parameters<FlutterwaveFake['sendCallback']>[1], delivery = {}) {
    receiver.received.length = 0;
    const statuses = await fake.sendCallback(
      receiver.url('/webhooks/providers/flutterwave'),
      target,
      delivery,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    return receiver.received.map((received) => ({
      isSigned: isValidFlutterwaveSecretHash(received.headers['verif-hash'], SECRET_HASH),
      body: received.body,
      callback: parseFlutterwaveCallback(JSON.parse(received.body)),
    }));
  }

  it('a signed charge.completed callback is read, its amount in minor units', async () => {
    const reference = newReference('pay');
    const charge = await chargeMpesa(reference);
    fake.complete(reference, 'successful');

    const [delivery] = await deliver({ txRef: reference });
    expect(delivery?.isSigned).toBe(true);
    expect(delivery?.callback).toEqual({
      event: 'charge.completed',
      transaction: {
        id: charge.transaction?.id,
        reference,
        flwRef: expect.any(String),
        status: 'successful',
        amountMinor: 150050,
        currency: 'KES',
        processorResponse: 'Approved',
      },
    });
  });

  it('a duplicate callback is the same event twice, recognisable by its transaction id', async () => {
    const reference = newReference('pay');
    await chargeMpesa(reference);
    fake.complete(reference, 'successful');

    const deliveries = await deliver({ txRef: reference }, { times: 2 });
    expect(deliveries).toHaveLength(2);
    expect(deliveries[0]?.body).toBe(deliveries[1]?.body);
  });

  it('a callback claiming another amount disagrees with the verified charge', async () => {
    const reference = newReference('pay');
    const charge = await chargeMpesa(reference);
    fake.complete(reference, 'successful');

    const [delivery] = await deliver({ txRef: reference }, { amount: 1.5 });
    expect(delivery?.isSigned).toBe(true);
    expect(delivery?.callback).toMatchObject({ transaction: { amountMinor: 150 } });
    const verified = await client.verifyTransaction({ id: charge.transaction?.id ?? 0 });
    expect(verified.amountMinor).toBe(150050);
  });

  it('a signed transfer.completed callback is read', async () => {
    const reference = newReference('po');
    const destination = { type: 'bank', bankCode: '044', accountNumber: '0690000040' } as const;
    await client.createTransfer({ reference, amountMinor: 250000, currency: 'NGN', destination });
    fake.completeTransfer(reference, 'SUCCESSFUL');

    const [delivery] = await deliver({ transferReference: reference });
    expect(delivery?.isSigned).toBe(true);
    expect(delivery?.callback).toMatchObject({
      event: 'transfer.completed',
      transfer: { reference, status: 'SUCCESSFUL', amountMinor: 250000, currency: 'NGN' },
    });
  });

  it('other events are unsupported, and unreadable bodies are null', async () => {
    expect(parseFlutterwaveCallback({ event: 'subscription.cancelled', data: {} })).toEqual({
      event: 'unsupported',
      name: 'subscription.cancelled',
    });
    expect(parseFlutterwaveCallback({})).toBeNull();
    expect(parseFlutterwaveCallback('charge.completed')).toBeNull();
    expect(parseFlutterwaveCallback({ event: 'charge.completed', data: { id: 1 } })).toBeNull();

    const reference = newReference('pay');
    await createLink(reference, 1999, 'USD');
    fake.complete(reference, 'successful');
    const [delivery] = await deliver({ txRef: reference }, { amount: 19.999 });
    expect(delivery?.isSigned).toBe(true);
    expect(delivery?.callback).toBeNull();
  });
});

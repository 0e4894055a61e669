/**
 * The Flutterwave payout adapter against the local fake of Flutterwave's documented API
 * (test/fakes/flutterwave-fake.ts): bank codes and mobile money operators, exact amounts, transfers
 * through to paid and failed, lookups by reference, and which failures fail a payout and which are
 * thrown.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFlutterwaveClient } from '../src/modules/providers/flutterwave/flutterwave-client';
import { createFlutterwavePayouts } from '../src/modules/providers/flutterwave/flutterwave-payouts';
import type { PayoutDestination, PayoutProvider } from '../src/modules/providers/payout-provider';
import { rejectionOf } from './rejection';
import { startFlutterwaveFake, type FlutterwaveFake } from './fakes/flutterwave-fake';

const SECRET_KEY = 'FLWSECK_TEST-malipo0payouts0key-X';
const TIMEOUT_MS = 400;
const SENDER = { name: 'Malipo', country: 'RW', phone: '250788000000' };

let fake: FlutterwaveFake;
let payouts: PayoutProvider;
let payoutsWithoutSender: PayoutProvider;
beforeAll(async () => {
  fake = await startFlutterwaveFake({ secretKey: SECRET_KEY, secretHash: 'unused-secret-hash' });
  const client = createFlutterwaveClient({
    baseUrl: fake.baseUrl,
    secretKey: SECRET_KEY,
    timeoutMs: TIMEOUT_MS,
  });
  payouts = createFlutterwavePayouts({ client, sender: SENDER });
  payoutsWithoutSender = createFlutterwavePayouts({ client });
});
afterAll(() => fake.close());

let counter = 0;
const newReference = () => `po_flw_${++counter}`;

/** The last request the fake received, its body parsed. */
const lastRequest = () => fake.lastRequest();

const failureOf = rejectionOf;

const bank = (bankName: string): PayoutDestination => ({
  type: 'bank',
  bankName,
  accountNumber: '0690000040',
});
const wallet = (network: string, phone: string): PayoutDestination => ({
  type: 'mobile_money',
  network,
  phone,
});

describe('bank payouts', () => {
  it('go to the bank code of a Nigerian bank named in full, pending until Flutterwave pays', async () => {
    const reference = newReference();
    const outcome = await payouts.createPayout({
      reference,
      amountMinor: 550050,
      currency: 'NGN',
      destination: bank('Access Bank Nigeria Plc'),
    });

    expect(outcome).toEqual({ status: 'pending' });
    expect(lastRequest().path).toBe('/v3/transfers');
    expect(lastRequest().rawBody).toContain('"amount":5500.5,');
    expect(lastRequest().body).toMatchObject({
      account_bank: '044',
      account_number: '0690000040',
      currency: 'NGN',
      reference,
    });
    expect(await payouts.retrievePayout(reference)).toEqual({ status: 'pending' });
    expect(lastRequest().path).toBe(`/v3/transfers?reference=${reference}`);

    fake.completeTransfer(reference, 'SUCCESSFUL');
    expect(await payouts.retrievePayout(reference)).toEqual({ status: 'paid' });
  });

  it.each([
    ['GTBank', '058'],
    ['Guaranty Trust Bank', '058'],
    ['First Bank of Nigeria', '011'],
    ['FirstBank', '011'],
    ['United Bank for Africa', '033'],
    ['UBA', '033'],
    ['Zenith Bank PLC', '057'],
    ['sterling bank', '232'],
  ])('%s is bank code %s', async (bankName, code) => {
    await payouts.createPayout({
      reference: newReference(),
      amountMinor: 1000,
      currency: 'NGN',
      destination: bank(bankName),
    });
    expect(lastRequest().body.account_bank).toBe(code);
  });

  it('a bank without a known code, or outside Nigeria, fails without a request', async () => {
    const sentBefore = fake.requests.length;
    for (const [bankName, currency] of [
      ['Bank of Kigali', 'RWF'],
      ['First City Monument Bank', 'NGN'],
      ['Access Bank', 'KES'],
    ] as const) {
      const outcome = await payouts.createPayout({
        reference: newReference(),
        amountMinor: 1000,
        currency,
        destination: bank(bankName),
      });
      expect(outcome).toMatchObject({ status: 'failed', code: 'bank_not_supported' });
      if (outcome.status === 'failed') expect(outcome.message).toContain(bankName);
    }
    expect(fake.requests.length).toBe(sentBefore);
  });
});

describe('mobile money payouts', () => {
  it('an MTN payout of 5000 RWF sends the operator and the number, and fails as Flutterwave says', async () => {
    const reference = newReference();
    const destination = wallet('mtn', '+250788123456');
    expect(
      await payouts.createPayout({ reference, amountMinor: 5000, currency: 'RWF', destination }),
    ).toEqual({
      status: 'pending',
    });
    expect(lastRequest().rawBody).toContain('"amount":5000,');
    expect(lastRequest().body).toMatchObject({
      account_bank: 'MTN',
      account_number: '250788123456',
      beneficiary_name: expect.any(String),
      currency: 'RWF',
    });
    expect(lastRequest().body).not.toHaveProperty('meta');

    fake.completeTransfer(reference, 'FAILED');
    expect(await payouts.retrievePayout(reference)).toEqual({
      status: 'failed',
      code: 'payout_failed',
      message: 'DISBURSE FAILED: The account could not be credited',
    });
  });

  it('an M-Pesa payout in KES goes to MPS with the sender, through to paid', async () => {
    const reference = newReference();
    const destination = wallet('M-Pesa', '+254712345678');
    await payouts.createPayout({ reference, amountMinor: 120050, currency: 'KES', destination });

    expect(lastRequest().rawBody).toContain('"amount":1200.5,');
    expect(lastRequest().body).toMatchObject({
      account_bank: 'MPS',
      account_number: '254712345678',
      meta: { sender: 'Malipo', sender_country: 'RW', mobile_number: '250788000000' },
    });
    fake.completeTransfer(reference, 'SUCCESSFUL');
    expect(await payouts.retrievePayout(reference)).toEqual({ status: 'paid' });
  });

  it('without a sender, Flutterwave refuses an M-Pesa payout in KES and it fails with its message', async () => {
    const reference = newReference();
    const destination = wallet('mpesa', '+254712345678');
    expect(
      await payoutsWithoutSender.createPayout({ reference, amountMinor: 1000, currency: 'KES', destination }),
    ).toEqual({
      status: 'failed',
      code: 'payout_rejected',
      message: 'sender is required',
    });
    expect(await payouts.retrievePayout(reference)).toBeNull();
  });

  it('a network Flutterwave has no operator for fails without a request', async () => {
    const sentBefore = fake.requests.length;
    const destination = wallet('Telkom', '+254772345678');
    expect(
      await payouts.createPayout({
        reference: newReference(),
        amountMinor: 1000,
        currency: 'KES',
        destination,
      }),
    ).toMatchObject({
      status: 'failed',
      code: 'network_not_supported',
    });
    expect(fake.requests.length).toBe(sentBefore);
  });
});

describe('references and errors', () => {
  const payout = (reference: string) =>
    payouts.createPayout({ reference, amountMinor: 1000, currency: 'NGN', destination: bank('Zenith Bank') });

  it('a repeated reference answers the first transfer and pays nothing more', async () => {
    const reference = newReference();
    await payout(reference);
    expect(await payout(reference)).toEqual({ status: 'pending' });
    expect(lastRequest().path).toBe(`/v3/transfers?reference=${reference}`);

    fake.completeTransfer(reference, 'SUCCESSFUL');
    // One transfer under the reference: two would make the lookup an invalid response.
    expect(await payout(reference)).toEqual({ status: 'paid' });
  });

  it('an unknown reference is null', async () => {
    expect(await payouts.retrievePayout('po_flw_unknown')).toBeNull();
  });

  it('no answer in time is thrown as may have happened, and the transfer is found by reference', async () => {
    const reference = newReference();
    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    expect(await failureOf(payout(reference))).toMatchObject({ kind: 'unavailable', mayHaveHappened: true });
    await vi.waitFor(async () =>
      expect(await payouts.retrievePayout(reference)).toEqual({ status: 'pending' }),
    );
  });

  it('a 5xx and a refused secret key are thrown, never failed', async () => {
    fake.failNext({ status: 502 });
    expect(await failureOf(payout(newReference()))).toMatchObject({
      kind: 'unavailable',
      mayHaveHappened: true,
    });
    fake.failNext({ status: 401 });
    expect(await failureOf(payout(newReference()))).toMatchObject({
      kind: 'unauthorized',
      mayHaveHappened: false,
    });
    fake.failNext({ status: 500 });
    expect(await failureOf(payouts.retrievePayout(newReference()))).toMatchObject({ kind: 'unavailable' });
  });
});

/**
 * The MTN MoMo payout adapter against the local fake of MoMo's documented Open API
 * (test/fakes/mtn-momo-fake.ts): transfers to MTN wallets with exact amounts, through to paid and
 * failed with a sentence per reason, lookups by reference, what is refused before any request, and
 * which failures fail a payout and which are thrown.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutDestination, PayoutProvider } from '../src/modules/providers/payout-provider';
import { createMomoClient } from '../src/modules/providers/mtn-momo/momo-client';
import type { MomoTargetEnvironment } from '../src/modules/providers/mtn-momo/momo-markets';
import {
  createMomoPayouts,
  MOMO_PAYOUT_FAILED,
  MOMO_PAYOUT_FAILURES,
} from '../src/modules/providers/mtn-momo/momo-payouts';
import { momoReferenceId } from '../src/modules/providers/mtn-momo/momo-reference';
import { rejectionOf } from './rejection';
import { startMomoFake, type MomoFake } from './fakes/mtn-momo-fake';

const CREDENTIALS = {
  apiUser: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  apiKey: 'malipo0momo0payouts0key00000001',
  subscriptionKeys: {
    collection: 'payouts0collection0key0000000001',
    disbursement: 'payouts0disbursement0key00000001',
  },
};
const TIMEOUT_MS = 400;

let fake: MomoFake;
let rwanda: PayoutProvider;
beforeAll(async () => {
  fake = await startMomoFake(CREDENTIALS);
  rwanda = payoutsIn('mtnrwanda');
});
afterAll(() => fake.close());

/** The adapter over a client of `targetEnvironment`. */
function payoutsIn(targetEnvironment: MomoTargetEnvironment) {
  return createMomoPayouts({
    client: createMomoClient({
      baseUrl: fake.baseUrl,
      ...CREDENTIALS,
      targetEnvironment,
      timeoutMs: TIMEOUT_MS,
    }),
  });
}

let counter = 0;
const newReference = () => `po_momo_${++counter}`;

const wallet = (phone: string, network = 'mtn'): PayoutDestination => ({
  type: 'mobile_money',
  network,
  phone,
});

/** A payout of 5000 RWF to an MTN Rwanda wallet unless told otherwise. */
const payout = (
  reference: string,
  overrides: Partial<Parameters<PayoutProvider['createPayout']>[0]> = {},
  payouts = rwanda,
) =>
  payouts.createPayout({
    reference,
    amountMinor: 5000,
    currency: 'RWF',
    destination: wallet('+250788123456'),
    ...overrides,
  });

describe('mobile money payouts', () => {
  it('an MTN payout of 5000 RWF sends the MSISDN and the exact amount, pending until MoMo pays', async () => {
    const reference = newReference();
    expect(await payout(reference)).toEqual({ status: 'pending' });

    const sent = fake.lastRequest();
    expect(sent.path).toBe('/disbursement/v1_0/transfer');
    expect(sent.headers).toMatchObject({
      'x-reference-id': momoReferenceId(reference),
      'x-target-environment': 'mtnrwanda',
    });
    expect(sent.body).toMatchObject({
      amount: '5000',
      currency: 'RWF',
      externalId: reference,
      payee: { partyIdType: 'MSISDN', partyId: '250788123456' },
    });
    expect(await rwanda.retrievePayout(reference)).toEqual({ status: 'pending' });
    expect(fake.lastRequest().path).toBe(`/disbursement/v1_0/transfer/${momoReferenceId(reference)}`);

    fake.completeTransfer(momoReferenceId(reference), 'SUCCESSFUL');
    expect(await rwanda.retrievePayout(reference)).toEqual({ status: 'paid' });
  });

  it('a GHS payout of 12050 minor units is "120.50", and fails as MoMo says', async () => {
    const ghana = payoutsIn('mtnghana');
    const reference = newReference();
    await payout(
      reference,
      { amountMinor: 12050, currency: 'GHS', destination: wallet('+233241234567', 'MTN') },
      ghana,
    );
    expect(fake.lastRequest().rawBody).toContain('"amount":"120.50","currency":"GHS"');

    fake.completeTransfer(momoReferenceId(reference), 'FAILED', 'PAYEE_NOT_FOUND');
    expect(await ghana.retrievePayout(reference)).toEqual({
      status: 'failed',
      code: 'payout_failed',
      message: 'This number has no MTN Mobile Money account. The money and the fee are back in your wallet.',
    });
  });

  it('every reason of the table reads as its entry; an unknown one as a plain failure', async () => {
    for (const [reason, message] of [
      ...Object.entries(MOMO_PAYOUT_FAILURES),
      ['SOMETHING_NEW', MOMO_PAYOUT_FAILED],
    ]) {
      const reference = newReference();
      await payout(reference);
      fake.completeTransfer(momoReferenceId(reference), 'FAILED', reason);
      expect(await rwanda.retrievePayout(reference)).toEqual({
        status: 'failed',
        code: 'payout_failed',
        message,
      });
    }
    expect(MOMO_PAYOUT_FAILURES.NOT_ENOUGH_FUNDS).toMatch(/back in your wallet\.$/);
  });

  it('another network, a bank account or another currency fails without a request', async () => {
    const sentBefore = fake.requests.length;
    const airtel = await payout(newReference(), { destination: wallet('+250731234567', 'airtel') });
    const bank = await payout(newReference(), {
      destination: { type: 'bank', bankName: 'Bank of Kigali', accountNumber: '00040-0012345-67' },
    });
    const dollars = await payout(newReference(), { currency: 'USD', amountMinor: 1999 });

    expect(airtel).toMatchObject({ status: 'failed', code: 'network_not_supported' });
    expect(bank).toMatchObject({ status: 'failed', code: 'bank_not_supported' });
    expect(bank).toMatchObject({ message: expect.stringContaining('Bank of Kigali') });
    expect(dollars).toMatchObject({ status: 'failed', code: 'currency_not_supported' });
    expect(fake.requests.length).toBe(sentBefore);
  });

  it('a payout MoMo refuses fails with its words, and nothing was sent', async () => {
    const reference = newReference();
    const outcome = await payout(reference, { destination: wallet('+2507881234567890') });
    expect(outcome).toEqual({
      status: 'failed',
      code: 'payout_rejected',
      message: expect.stringContaining('MoMo refused the request, HTTP 400'),
    });
    expect(await rwanda.retrievePayout(reference)).toBeNull();
  });
});

describe('references and errors', () => {
  it('a repeated reference answers the first transfer and pays nothing more', async () => {
    const reference = newReference();
    await payout(reference);
    expect(await payout(reference, { amountMinor: 9000 })).toEqual({ status: 'pending' });

    fake.completeTransfer(momoReferenceId(reference), 'SUCCESSFUL');
    expect(await payout(reference)).toEqual({ status: 'paid' });
    expect(fake.lastRequest().path).toBe(`/disbursement/v1_0/transfer/${momoReferenceId(reference)}`);
  });

  it('an unknown reference is null', async () => {
    expect(await rwanda.retrievePayout('po_momo_unknown')).toBeNull();
  });

  it('no answer in time is thrown as may have happened, and the transfer is found by reference', async () => {
    await rwanda.retrievePayout(newReference());
    const reference = newReference();
    fake.failNext({ delayMs: TIMEOUT_MS + 300 });
    expect(await rejectionOf(payout(reference))).toMatchObject({
      kind: 'unavailable',
      mayHaveHappened: true,
    });
    await vi.waitFor(async () =>
      expect(await rwanda.retrievePayout(reference)).toEqual({ status: 'pending' }),
    );
  });

  it('a 5xx, a 429 and refused credentials are thrown, never failed', async () => {
    await rwanda.retrievePayout(newReference());
    fake.failNext({ status: 503 });
    expect(await rejectionOf(payout(newReference()))).toMatchObject({
      kind: 'unavailable',
      code: 'SERVICE_UNAVAILABLE',
      mayHaveHappened: true,
    });
    fake.failNext({ status: 429 });
    expect(await rejectionOf(payout(newReference()))).toMatchObject({ httpStatus: 429 });
    fake.failNext({ status: 401 }, {}, { status: 401 });
    expect(await rejectionOf(payout(newReference()))).toMatchObject({
      kind: 'unauthorized',
      mayHaveHappened: false,
    });
    fake.failNext({ status: 500 });
    expect(await rejectionOf(rwanda.retrievePayout(newReference()))).toMatchObject({ kind: 'unavailable' });
    expect(rwanda.name).toBe('mtn_momo');
  });
});

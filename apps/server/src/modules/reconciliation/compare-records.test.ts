import { describe, expect, it } from 'vitest';
import { compareRecords, type MalipoRecord, type ProviderRecord } from './compare-records';

const payment = (
  overrides: Partial<Extract<MalipoRecord, { recordType: 'payment' }>> = {},
): MalipoRecord => ({
  recordType: 'payment',
  reference: 'pay_1',
  status: 'succeeded',
  amountMinor: 5_000,
  currency: 'RWF',
  ...overrides,
});

const charge = (overrides: Partial<ProviderRecord> = {}): ProviderRecord => ({
  recordType: 'payment',
  reference: 'pay_1',
  status: 'successful',
  state: 'succeeded',
  amountMinor: 5_000,
  currency: 'RWF',
  ...overrides,
});

describe('compareRecords', () => {
  it('a day where both sides agree is clean, refunded payments and paid payouts included', () => {
    const payout: MalipoRecord = {
      recordType: 'payout',
      reference: 'po_1',
      status: 'paid',
      amountMinor: 900,
      currency: 'KES',
    };
    const transfer = charge({
      recordType: 'payout',
      reference: 'po_1',
      status: 'SUCCESSFUL',
      amountMinor: 900,
      currency: 'KES',
    });
    const items = compareRecords({
      malipo: [payment(), payment({ reference: 'pay_2', status: 'partially_refunded' }), payout],
      provider: [charge(), charge({ reference: 'pay_2' }), transfer],
    });
    expect(items).toEqual([]);
  });

  it('a record Malipo has and the provider has not is missing at the provider, unless it failed', () => {
    const items = compareRecords({
      malipo: [payment({ status: 'processing' }), payment({ reference: 'pay_2', status: 'failed' })],
      provider: [],
    });
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'missing_at_provider',
        reference: 'pay_1',
        malipoStatus: 'processing',
        malipoAmountMinor: 5_000,
        providerStatus: null,
        providerAmountMinor: null,
      }),
    ]);
  });

  it('a record only the provider has is missing in Malipo', () => {
    const items = compareRecords({ malipo: [], provider: [charge({ reference: 'pay_x' })] });
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'missing_in_malipo',
        recordType: 'payment',
        reference: 'pay_x',
        malipoStatus: null,
        providerStatus: 'successful',
        providerAmountMinor: 5_000,
        providerCurrency: 'RWF',
      }),
    ]);
  });

  it('another amount or currency differs; an amount the provider does not report is not compared', () => {
    const items = compareRecords({
      malipo: [payment(), payment({ reference: 'pay_2' }), payment({ reference: 'pay_3' })],
      provider: [
        charge({ amountMinor: 4_000 }),
        charge({ reference: 'pay_2', currency: 'UGX' }),
        charge({ reference: 'pay_3', amountMinor: null, currency: null }),
      ],
    });
    expect(items.map((item) => [item.kind, item.reference])).toEqual([
      ['amount_differs', 'pay_1'],
      ['amount_differs', 'pay_2'],
    ]);
    expect(items[0]).toMatchObject({ malipoAmountMinor: 5_000, providerAmountMinor: 4_000 });
  });

  it('another state differs, and a record can differ in amount and state at once', () => {
    const items = compareRecords({
      malipo: [payment({ status: 'requires_action' }), payment({ reference: 'pay_2', status: 'processing' })],
      provider: [charge(), charge({ reference: 'pay_2', amountMinor: 1 })],
    });
    expect(items.map((item) => [item.kind, item.reference])).toEqual([
      ['status_differs', 'pay_1'],
      ['amount_differs', 'pay_2'],
      ['status_differs', 'pay_2'],
    ]);
    expect(items[0]).toMatchObject({
      malipoStatus: 'requires_action',
      providerStatus: 'successful',
      note: 'Malipo has it pending; the provider has it succeeded.',
    });
  });

  it('a payment and a payout under the same reference are different records', () => {
    const items = compareRecords({
      malipo: [payment()],
      provider: [charge({ recordType: 'payout' })],
    });
    expect(items.map((item) => item.kind)).toEqual(['missing_at_provider', 'missing_in_malipo']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_EXPONENTS, type CurrencyCode } from '@malipo/contracts/currencies';
import { MAX_AMOUNT_MINOR } from '@malipo/contracts/money';
import { fromFlutterwaveAmount, toFlutterwaveAmount } from './flutterwave-amounts';

const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as CurrencyCode[];

describe('toFlutterwaveAmount', () => {
  it.each([
    [1999, 'USD', 19.99, '19.99'],
    [150050, 'KES', 1500.5, '1500.5'],
    [5, 'USD', 0.05, '0.05'],
    [5000, 'RWF', 5000, '5000'],
    [2500, 'XOF', 2500, '2500'],
    [1, 'UGX', 1, '1'],
    [MAX_AMOUNT_MINOR, 'USD', 10_000_000_000, '10000000000'],
    [MAX_AMOUNT_MINOR - 1, 'NGN', 9_999_999_999.99, '9999999999.99'],
  ] as const)('%i minor %s is %d, serialized as %s', (amountMinor, currency, amount, json) => {
    expect(toFlutterwaveAmount(amountMinor, currency)).toBe(amount);
    expect(JSON.stringify({ amount: toFlutterwaveAmount(amountMinor, currency) })).toBe(`{"amount":${json}}`);
  });

  it.each([0, -100, 10.5, Number.NaN, 2 ** 53])('refuses %d minor units', (amountMinor) => {
    expect(() => toFlutterwaveAmount(amountMinor, 'USD')).toThrow(RangeError);
  });
});

describe('fromFlutterwaveAmount', () => {
  it.each([
    [1500.5, 'KES', 150050],
    [19.99, 'USD', 1999],
    ['1500.00', 'NGN', 150000],
    [5000, 'RWF', 5000],
    ['5000.00', 'RWF', 5000],
    [0, 'USD', 0],
  ] as const)('reads %s %s as %i minor units', (amount, currency, minor) => {
    expect(fromFlutterwaveAmount(amount, currency)).toBe(minor);
  });

  it.each([
    [10.555, 'USD'],
    ['10.555', 'USD'],
    [10.5, 'RWF'],
    [2500.01, 'XOF'],
    [-5, 'USD'],
    ['1,500.00', 'NGN'],
    ['', 'USD'],
    ['1e3', 'USD'],
    [1e21, 'USD'],
    [Number.POSITIVE_INFINITY, 'USD'],
    [Number.NaN, 'USD'],
    [100, 'ZWL'],
    ['99999999999999999', 'USD'],
  ] as const)('refuses %s %s', (amount, currency) => {
    expect(fromFlutterwaveAmount(amount, currency)).toBeNull();
  });

  it('reads back exactly what it wrote, in every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 1, max: MAX_AMOUNT_MINOR }),
        (currency, amountMinor) => {
          const sent = JSON.parse(JSON.stringify(toFlutterwaveAmount(amountMinor, currency))) as number;
          expect(fromFlutterwaveAmount(sent, currency)).toBe(amountMinor);
        },
      ),
    );
  });
});

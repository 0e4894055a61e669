import { describe, expect, it } from 'vitest';
import codes from 'currency-codes';
import { CURRENCY_EXPONENTS } from './currencies';
import {
  amountError,
  formatMoney,
  minorToDecimalString,
  minorToMajorForChart,
  parseAmountToMinor,
} from './money';

describe('parseAmountToMinor', () => {
  it.each([
    ['$1,200.50', 'USD', 120_050],
    ['1200.5', 'USD', 120_050],
    ['100', 'USD', 10_000],
    ['0.01', 'USD', 1],
    ['5 000', 'RWF', 5_000],
    ['RWF 5,000', 'RWF', 5_000],
    ['45.50', 'USD', 4_550],
    ['0', 'USD', 0],
  ])('%s %s → %d minor units', (text, currency, expected) => {
    expect(parseAmountToMinor(text, currency)).toBe(expected);
  });

  it.each([
    ['', 'USD'],
    ['abc', 'USD'],
    ['1.234', 'USD'],
    ['5000.5', 'RWF'],
    ['1.2.3', 'USD'],
    ['99999999999999999', 'USD'],
  ])('%s %s is not an amount', (text, currency) => {
    expect(parseAmountToMinor(text, currency)).toBeNull();
  });
});

describe('formatMoney (docs/product.md#constants display)', () => {
  it.each([
    [10_000, 'USD', '$100.00'],
    [4_550, 'EUR', '€45.50'],
    [99, 'GBP', '£0.99'],
    [500_000, 'RWF', 'RWF 500,000'],
    [1_000, 'XOF', 'CFA1,000'],
    [123_456, 'KES', 'KES1,234.56'],
    [-1_200, 'USD', '-$12.00'],
  ])('%d %s → %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it('minorToDecimalString keeps every minor unit', () => {
    expect(minorToDecimalString(5, 'USD')).toBe('0.05');
    expect(minorToDecimalString(5, 'UGX')).toBe('5');
  });

  it('minorToMajorForChart scales by the currency exponent', () => {
    expect(minorToMajorForChart(12_050, 'USD')).toBe(120.5);
    expect(minorToMajorForChart(5_000, 'RWF')).toBe(5_000);
  });
});

it('minor-unit exponents agree with ISO 4217', () => {
  for (const [code, exponent] of Object.entries(CURRENCY_EXPONENTS)) {
    expect(codes.code(code)?.digits, code).toBe(exponent);
  }
});

describe('amountError', () => {
  it('explains invalid amounts for the chosen currency', () => {
    expect(amountError('', 'USD')).toBe('Amount is required');
    expect(amountError('0', 'USD')).toBe('Amount must be greater than 0');
    expect(amountError('abc', 'USD')).toBe('Enter a valid amount');
    expect(amountError('12.345', 'USD')).toBe('Use at most 2 decimals');
    expect(amountError('12.5', 'RWF')).toBe('RWF amounts have no decimals');
    expect(amountError('5 000', 'RWF')).toBeNull();
  });
});

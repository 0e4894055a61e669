import { describe, expect, it } from 'vitest';
import { PAYMENT_CURRENCIES } from '../currencies';
import { formatMoney, parseAmountToMinor } from '../money';
import {
  amountInputForParsing,
  formatDateTimeForLocale,
  formatDayForLocale,
  formatMoneyForLocale,
} from './format';

// What Node's ICU prints in French: U+202F (narrow no-break space) groups thousands, U+00A0
// (no-break space) separates the currency.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMoneyForLocale', () => {
  it('English is exactly formatMoney', () => {
    for (const currency of [...PAYMENT_CURRENCIES, 'XOF', 'XAF']) {
      for (const amountMinor of [0, 5, 10_000, 130_000, 123_456_789, -1_200]) {
        expect(formatMoneyForLocale(amountMinor, currency, 'en')).toBe(formatMoney(amountMinor, currency));
      }
    }
    expect(formatMoneyForLocale(10_000, 'USD', 'en')).toBe('$100.00');
    expect(formatMoneyForLocale(1_300, 'RWF', 'en')).toBe('RWF 1,300');
    // The CFA franc's symbol is written without a space, as formatMoney always has.
    expect(formatMoneyForLocale(5_000, 'XOF', 'en')).toBe('CFA5,000');
  });

  it('French writes a decimal comma, narrow-space grouping and the symbol after the amount', () => {
    expect(formatMoneyForLocale(10_000, 'EUR', 'fr')).toBe(`100,00${NBSP}€`);
    expect(formatMoneyForLocale(123_450, 'EUR', 'fr')).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoneyForLocale(1_250, 'GBP', 'fr')).toBe(`12,50${NBSP}£GB`);
    expect(formatMoneyForLocale(120_000, 'KES', 'fr')).toBe(`1${NNBSP}200,00${NBSP}KES`);
    expect(formatMoneyForLocale(-1_200, 'USD', 'fr')).toBe(`-12,00${NBSP}$US`);
  });

  it('French keeps each currency’s ISO 4217 decimals: none for RWF, UGX and the CFA francs', () => {
    expect(formatMoneyForLocale(1_300, 'RWF', 'fr')).toBe(`1${NNBSP}300${NBSP}RWF`);
    expect(formatMoneyForLocale(5_000, 'UGX', 'fr')).toBe(`5${NNBSP}000${NBSP}UGX`);
    expect(formatMoneyForLocale(5_000, 'XOF', 'fr')).toBe(`5${NNBSP}000${NBSP}F${NNBSP}CFA`);
    expect(formatMoneyForLocale(5, 'USD', 'fr')).toBe(`0,05${NBSP}$US`);
  });

  it('French formats the largest amounts exactly, without float rounding', () => {
    expect(formatMoneyForLocale(999_999_999_999, 'EUR', 'fr')).toBe(
      `9${NNBSP}999${NNBSP}999${NNBSP}999,99${NBSP}€`,
    );
  });
});

describe('formatDateTimeForLocale', () => {
  const paidAt = '2026-11-23T09:30:00Z';

  it('writes the date and time in the given zone, per locale', () => {
    expect(formatDateTimeForLocale(paidAt, 'Africa/Kigali', 'en')).toBe('23 November 2026 at 11:30 GMT+2');
    expect(formatDateTimeForLocale(paidAt, 'Africa/Kigali', 'fr')).toBe('23 novembre 2026 à 11:30 UTC+2');
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(formatDateTimeForLocale(paidAt, 'Nowhere/Town', 'en')).toBe('23 November 2026 at 09:30 UTC');
    expect(formatDateTimeForLocale(paidAt, 'Nowhere/Town', 'fr')).toBe('23 novembre 2026 à 09:30 UTC');
  });
});

describe('formatDayForLocale', () => {
  it('English writes the ISO day, exactly as the subscription emails always have', () => {
    expect(formatDayForLocale(new Date('2026-11-24T09:30:00Z'), 'en')).toBe('2026-11-24');
    expect(formatDayForLocale('2026-01-05T00:00:00Z', 'en')).toBe('2026-01-05');
  });

  it('French writes the long date', () => {
    expect(formatDayForLocale(new Date('2026-11-24T09:30:00Z'), 'fr')).toBe('24 novembre 2026');
    expect(formatDayForLocale('2027-02-01T12:00:00Z', 'fr')).toBe('1 février 2027');
  });

  it('both take the UTC day, whatever the time of day', () => {
    for (const locale of ['en', 'fr'] as const) {
      expect(formatDayForLocale('2026-12-31T23:59:59Z', locale)).toBe(
        locale === 'en' ? '2026-12-31' : '31 décembre 2026',
      );
      expect(formatDayForLocale('2027-01-01T00:00:00Z', locale)).toBe(
        locale === 'en' ? '2027-01-01' : '1 janvier 2027',
      );
    }
  });
});

describe('amountInputForParsing', () => {
  it.each([
    ['10,50', 'USD', 1_050],
    ['1 200,50', 'USD', 120_050],
    ['1\u202f200,50', 'USD', 120_050],
    ['1.200,50', 'USD', 120_050],
    ['10.50', 'USD', 1_050],
    ['5 000', 'RWF', 5_000],
  ])('French %j in %s is %i minor units', (typed, currency, minor) => {
    expect(parseAmountToMinor(amountInputForParsing(typed, 'fr'), currency)).toBe(minor);
  });

  it('French dots followed by three digits group thousands', () => {
    expect(parseAmountToMinor(amountInputForParsing('1.000', 'fr'), 'USD')).toBe(100_000);
    expect(parseAmountToMinor(amountInputForParsing('1.000.000', 'fr'), 'XOF')).toBe(1_000_000);
    expect(parseAmountToMinor(amountInputForParsing('1.5', 'fr'), 'USD')).toBe(150);
  });

  it('English is unchanged: commas group thousands', () => {
    expect(amountInputForParsing('1,200.50', 'en')).toBe('1,200.50');
    expect(parseAmountToMinor(amountInputForParsing('1,200.50', 'en'), 'USD')).toBe(120_050);
  });
});

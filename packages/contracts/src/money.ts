/**
 * Money helpers shared by server and web. Amounts are always integers in minor units
 * (docs/money.md): `10000` USD is 100.00 USD, `5000` RWF is 5000 RWF (ISO 4217 exponent 0).
 * Parsing user text to minor units happens here and nowhere else.
 * @module
 */
import { currencyExponent, currencyPrefix } from './currencies';

/** Largest amount accepted anywhere, in minor units (a safety bound well inside 2^53). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

/**
 * Parses what a person typed ("$1,200.50", "1200.5", "5 000") into minor units of `currency`.
 * Non-numeric characters other than the decimal point are removed (docs/product.md#validation). Returns `null` for
 * empty text, more decimals than the currency has, or an amount above {@link MAX_AMOUNT_MINOR}.
 * Zero parses to 0; callers decide whether 0 is allowed.
 */
export function parseAmountToMinor(text: string, currency: string): number | null {
  const cleaned = text.replace(/[^0-9.]/g, '');
  if (!/^\d*\.?\d*$/.test(cleaned) || !/\d/.test(cleaned)) return null;
  const [whole = '', fraction = ''] = cleaned.split('.');
  const exponent = currencyExponent(currency);
  const trimmedFraction = fraction.replace(/0+$/, '');
  if (trimmedFraction.length > exponent) return null;
  const minorText = (whole || '0') + fraction.padEnd(exponent, '0').slice(0, exponent);
  const minor = Number(minorText);
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT_MINOR) return null;
  return minor;
}

/** Converts minor units to the major-unit decimal string without grouping: 120050 USD → "1200.50". */
export function minorToDecimalString(amountMinor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const negative = amountMinor < 0;
  const digits = Math.abs(amountMinor)
    .toString()
    .padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Formats minor units for display (docs/product.md#constants): prefix from {@link currencyPrefix}, thousands
 * grouped with commas, the currency's own decimals (none for RWF, UGX, XOF…).
 * Negative amounts (outgoing) get a leading minus: `-$12.00`.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  const decimal = minorToDecimalString(Math.abs(amountMinor), currency);
  const [whole = '0', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return `${amountMinor < 0 ? '-' : ''}${currencyPrefix(currency)}${body}`;
}

/**
 * `amountMinor` of `currency` in major units as a float, for plotting only (charts need numbers):
 * 12050 USD → 120.5, 5000 RWF → 5000. Never use the result for money arithmetic.
 */
export function minorToMajorForChart(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyExponent(currency);
}

/**
 * Error message for typed amount `text` in `currency`, or `null` when it is a positive amount
 * (docs/product.md#validation: non-numeric characters are ignored; docs/money.md: no more decimals than the currency has).
 */
export function amountError(text: string, currency: string): string | null {
  if (text.trim() === '') return 'Amount is required';
  const minor = parseAmountToMinor(text, currency);
  if (minor === null) {
    const parts = text.replace(/[^0-9.]/g, '').split('.');
    const significantDecimals = (parts[1] ?? '').replace(/0+$/, '').length;
    const exponent = currencyExponent(currency);
    if (parts.length === 2 && significantDecimals > exponent) {
      return exponent === 0 ? `${currency} amounts have no decimals` : `Use at most ${exponent} decimals`;
    }
    return 'Enter a valid amount';
  }
  if (minor === 0) return 'Amount must be greater than 0';
  return null;
}

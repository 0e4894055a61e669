/**
 * Exact money between Malipo's integers in minor units and the decimal amounts in major units that
 * providers' APIs speak (docs/money.md#minor-units): through decimal text built from integer
 * digits, never float arithmetic, with each currency's ISO 4217 exponent from
 * `@malipo/contracts/currencies`. Each adapter's own module says how its provider writes them.
 * @module
 */
import { currencyExponent, isCurrencyCode, type CurrencyCode } from '@malipo/contracts/currencies';
import { minorToDecimalString } from '@malipo/contracts/money';

/** A plain decimal: digits, optionally a point and more digits (no sign, exponent or grouping). */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * `amountMinor` of `currency` as exact decimal text in major units: 150050 KES → "1500.50",
 * 5000 RWF → "5000". Throws `RangeError` unless `amountMinor` is a positive safe integer (a
 * caller's bug: no charge, refund or transfer is for nothing).
 */
export function toProviderDecimal(amountMinor: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`Amount must be a positive integer in minor units, got ${amountMinor}`);
  }
  return minorToDecimalString(amountMinor, currency);
}

/**
 * A provider's amount (a JSON number or decimal text) of `currency` in minor units: 1500.5 KES →
 * 150050, "1500.00" NGN → 150000, 5000 RWF → 5000. Returns `null` — the answer cannot be trusted —
 * for a negative or non-decimal amount, a currency Malipo does not know, an amount that is not a
 * whole number of minor units (10.555 USD, 10.5 RWF; trailing zeros are fine) or one too large to
 * be a safe integer.
 */
export function fromProviderDecimal(amount: number | string, currency: string): number | null {
  if (!isCurrencyCode(currency)) return null;
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  // String() of a JSON-parsed number is its shortest decimal text: 1500.5, never 1500.4999….
  const match = PLAIN_DECIMAL.exec(String(amount));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const exponent = currencyExponent(currency);
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > exponent) return null;
  const minor = Number(whole + significantFraction.padEnd(exponent, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

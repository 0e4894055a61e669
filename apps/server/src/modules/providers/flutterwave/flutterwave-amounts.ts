/**
 * Money between Malipo and Flutterwave (docs/payments.md#providers). Malipo keeps integers in minor
 * units; Flutterwave's v3 API speaks decimal amounts in major units (`"amount": 1500.5` KES,
 * `"amount": 5000` RWF), as its request and response samples show, e.g.
 * https://developer.flutterwave.com/docs/flutterwave-standard-1 and
 * https://developer.flutterwave.com/docs/transaction-verification.
 *
 * Conversions go through decimal text built from integer digits, never through float arithmetic,
 * and use each currency's ISO 4217 exponent from `@malipo/contracts/currencies`.
 * @module
 */
import { currencyExponent, isCurrencyCode, type CurrencyCode } from '@malipo/contracts/currencies';
import { minorToDecimalString } from '@malipo/contracts/money';

/** A plain decimal: digits, optionally a point and more digits (no sign, exponent or grouping). */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * `amountMinor` of `currency` as the number Flutterwave expects in `amount`: 150050 KES → 1500.5,
 * 1999 USD → 19.99, 5000 RWF → 5000. The number is read from the exact decimal text, so it
 * serializes back to that text in JSON. Throws `RangeError` unless `amountMinor` is a positive safe
 * integer (a caller's bug: no charge, refund or transfer is for nothing).
 */
export function toFlutterwaveAmount(amountMinor: number, currency: CurrencyCode): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`Amount must be a positive integer in minor units, got ${amountMinor}`);
  }
  return Number(minorToDecimalString(amountMinor, currency));
}

/**
 * A Flutterwave amount (a JSON number, or decimal text as in `transfer_amount: "1500.00"`) of
 * `currency` in minor units: 1500.5 KES → 150050, "1500.00" NGN → 150000, 5000 RWF → 5000.
 * Returns `null` — the answer cannot be trusted — for a negative or non-decimal amount, a currency
 * Malipo does not know, an amount that is not a whole number of minor units (10.555 USD, 10.5 RWF;
 * trailing zeros are fine) or one too large to be a safe integer.
 */
export function fromFlutterwaveAmount(amount: number | string, currency: string): number | null {
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

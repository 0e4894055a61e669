/**
 * Money between Malipo and MTN MoMo (docs/payments.md#providers). Malipo keeps integers in minor
 * units; MoMo's Open API takes and answers `amount` as text in major units (`"amount": "5000"` RWF,
 * `"amount": "120.50"` GHS), per the request and result schemas of
 * https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-POST and
 * https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-referenceId-GET
 * (whose sample also shows a bare JSON number, which is read the same way).
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
 * `amountMinor` of `currency` as MoMo's `amount` text: 5000 RWF → "5000", 12050 GHS → "120.50",
 * 1999 EUR → "19.99". Throws `RangeError` unless `amountMinor` is a positive safe integer (a
 * caller's bug: no request-to-pay or transfer is for nothing).
 */
export function toMomoAmount(amountMinor: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`Amount must be a positive integer in minor units, got ${amountMinor}`);
  }
  return minorToDecimalString(amountMinor, currency);
}

/**
 * A MoMo `amount` (text, or a JSON number) of `currency` in minor units: "120.50" GHS → 12050,
 * "120.5" GHS → 12050, "5000" RWF → 5000. Returns `null` — the answer cannot be trusted — for a
 * negative or non-decimal amount, a currency Malipo does not know, an amount that is not a whole
 * number of minor units ("10.555" EUR, "10.5" RWF; trailing zeros are fine) or one too large to
 * be a safe integer.
 */
export function fromMomoAmount(amount: string | number, currency: string): number | null {
  if (!isCurrencyCode(currency)) return null;
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  // String() of a JSON-parsed number is its shortest decimal text: 120.5, never 120.4999….
  const match = PLAIN_DECIMAL.exec(String(amount));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const exponent = currencyExponent(currency);
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > exponent) return null;
  const minor = Number(whole + significantFraction.padEnd(exponent, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

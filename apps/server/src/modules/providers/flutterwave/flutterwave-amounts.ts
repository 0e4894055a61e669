/**
 * Money between Malipo and Flutterwave (docs/payments.md#providers). Malipo keeps integers in minor
 * units; Flutterwave's v3 API speaks decimal amounts in major units (`"amount": 1500.5` KES,
 * `"amount": 5000` RWF), as its request and response samples show, e.g.
 * https://developer.flutterwave.com/docs/flutterwave-standard-1 and
 * https://developer.flutterwave.com/docs/transaction-verification.
 *
 * Conversions are exact (`providers/provider-amounts.ts`): decimal text built from integer digits,
 * never float arithmetic, with each currency's ISO 4217 exponent.
 * @module
 */
import type { CurrencyCode } from '@malipo/contracts/currencies';
import { fromProviderDecimal, toProviderDecimal } from '../provider-amounts';

/**
 * `amountMinor` of `currency` as the number Flutterwave expects in `amount`: 150050 KES → 1500.5,
 * 1999 USD → 19.99, 5000 RWF → 5000. The number is read from the exact decimal text, so it
 * serializes back to that text in JSON. Throws `RangeError` unless `amountMinor` is a positive safe
 * integer (a caller's bug: no charge, refund or transfer is for nothing).
 */
export function toFlutterwaveAmount(amountMinor: number, currency: CurrencyCode): number {
  return Number(toProviderDecimal(amountMinor, currency));
}

/**
 * A Flutterwave amount (a JSON number, or decimal text as in `transfer_amount: "1500.00"`) of
 * `currency` in minor units: 1500.5 KES → 150050, "1500.00" NGN → 150000, 5000 RWF → 5000.
 * Returns `null` — the answer cannot be trusted — for a negative or non-decimal amount, a currency
 * Malipo does not know, an amount that is not a whole number of minor units (10.555 USD, 10.5 RWF;
 * trailing zeros are fine) or one too large to be a safe integer.
 */
export const fromFlutterwaveAmount = fromProviderDecimal;

/**
 * Money between Malipo and MTN MoMo (docs/payments.md#providers). Malipo keeps integers in minor
 * units; MoMo's Open API takes and answers `amount` as text in major units (`"amount": "5000"` RWF,
 * `"amount": "120.50"` GHS), per the request and result schemas of
 * https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-POST and
 * https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-referenceId-GET
 * (whose sample also shows a bare JSON number, which is read the same way).
 *
 * Conversions are exact (`providers/provider-amounts.ts`): decimal text built from integer digits,
 * never float arithmetic, with each currency's ISO 4217 exponent.
 * @module
 */
import type { CurrencyCode } from '@malipo/contracts/currencies';
import { fromProviderDecimal, toProviderDecimal } from '../provider-amounts';

/**
 * `amountMinor` of `currency` as MoMo's `amount` text: 5000 RWF → "5000", 12050 GHS → "120.50",
 * 1999 EUR → "19.99". Throws `RangeError` unless `amountMinor` is a positive safe integer (a
 * caller's bug: no request-to-pay or transfer is for nothing).
 */
export function toMomoAmount(amountMinor: number, currency: CurrencyCode): string {
  return toProviderDecimal(amountMinor, currency);
}

/**
 * A MoMo `amount` (text, or a JSON number) of `currency` in minor units: "120.50" GHS → 12050,
 * "120.5" GHS → 12050, "5000" RWF → 5000. Returns `null` — the answer cannot be trusted — for a
 * negative or non-decimal amount, a currency Malipo does not know, an amount that is not a whole
 * number of minor units ("10.555" EUR, "10.5" RWF; trailing zeros are fine) or one too large to
 * be a safe integer.
 */
export const fromMomoAmount = fromProviderDecimal;

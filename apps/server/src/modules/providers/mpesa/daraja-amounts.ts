/**
 * Money between Malipo and M-Pesa (docs/payments.md#providers). Malipo keeps KES as integers in
 * minor units (cents, ISO 4217 exponent 2); Daraja's `Amount` is whole shillings — a number such as
 * `10` in every request sample and "The minimum transaction amount is Ksh 1"
 * (https://developer.safaricom.co.ke/apis/MpesaExpressSimulate,
 * https://developer.safaricom.co.ke/apis/BusinessToCustomer) — while callbacks report amounts as
 * decimals (`"Value": 1.00`, `10500.00`).
 *
 * An amount with cents is refused, never rounded: rounding would ask the payer for, or pay out,
 * another amount than the one Malipo recorded.
 * @module
 */
import { currencyExponent } from '@malipo/contracts/currencies';
import { formatMoney } from '@malipo/contracts/money';

const KES_MINOR_PER_SHILLING = 10 ** currencyExponent('KES');

/** A plain decimal: digits, optionally a point and more digits (no sign, exponent or grouping). */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** True when `amountMinor` KES is a positive whole number of shillings M-Pesa can carry. */
export function isWholeShillings(amountMinor: number): boolean {
  return Number.isSafeInteger(amountMinor) && amountMinor > 0 && amountMinor % KES_MINOR_PER_SHILLING === 0;
}

/**
 * `amountMinor` KES as Daraja's `Amount` in whole shillings: 150000 → 1500. Throws `RangeError`
 * for an amount that is not positive or has cents (150050: "KES 1,500.50 … whole shillings"), a
 * caller's bug, since the adapters refuse such amounts before calling.
 */
export function toDarajaAmount(amountMinor: number): number {
  if (!isWholeShillings(amountMinor)) {
    throw new RangeError(
      `M-Pesa takes whole shillings: ${formatMoney(amountMinor, 'KES')} (${amountMinor} minor units) is not a positive whole number of shillings`,
    );
  }
  return amountMinor / KES_MINOR_PER_SHILLING;
}

/**
 * A Daraja amount in shillings (a JSON number or decimal text: `1.00`, `"10500.00"`, `1500.5`) in
 * KES minor units: 1500 → 150000, 1500.5 → 150050. `null` — the amount cannot be trusted — for a
 * negative or non-decimal value, more than two decimals (`10.555`; trailing zeros are fine) or an
 * amount too large to be a safe integer.
 */
export function fromDarajaAmount(value: number | string): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // String() of a JSON-parsed number is its shortest decimal text: 1500.5, never 1500.4999….
  const match = PLAIN_DECIMAL.exec(String(value));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const exponent = currencyExponent('KES');
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > exponent) return null;
  const minor = Number(whole + significantFraction.padEnd(exponent, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

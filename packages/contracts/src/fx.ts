/**
 * Currency conversion arithmetic shared by the server (which posts the ledger) and the web app
 * (which shows the same figures before confirmation). Rates are decimal strings ("1300",
 * "0.85"), never floats; conversion is exact integer arithmetic on minor units (ISO 4217
 * exponents), rounded half up.
 * @module
 */
import { CURRENCY_EXPONENTS, isCurrencyCode } from './currencies';

/** Decimal places a stored rate may carry. */
export const RATE_DECIMALS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** True when `text` is a positive decimal rate with at most {@link RATE_DECIMALS} decimals. */
export function isValidRate(text: string): boolean {
  return new RegExp(`^\\d{1,12}(\\.\\d{1,${RATE_DECIMALS}})?$`).test(text) && rateToScaled(text) > 0n;
}

/** `text` (a decimal string) as an integer scaled by 10^8. Throws on malformed input. */
export function rateToScaled(text: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2]?.length ?? 0) > RATE_DECIMALS) throw new Error(`invalid rate ${text}`);
  const fraction = (match[2] ?? '').padEnd(RATE_DECIMALS, '0');
  return BigInt(match[1] ?? '0') * RATE_SCALE + BigInt(fraction);
}

/** A scaled rate back as a normalized decimal string (no trailing zeros). */
export function scaledToRate(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** The inverse of a rate (1 / rate), rounded half up to 8 decimals. */
export function invertRate(rate: string): string {
  const scaled = rateToScaled(rate);
  return scaledToRate((RATE_SCALE * RATE_SCALE + scaled / 2n) / scaled);
}

/** The product of two rates (cross rate through a third currency), rounded half up. */
export function multiplyRates(a: string, b: string): string {
  return scaledToRate((rateToScaled(a) * rateToScaled(b) + RATE_SCALE / 2n) / RATE_SCALE);
}

function exponent(currency: string): number {
  if (!isCurrencyCode(currency)) throw new Error(`unsupported currency ${currency}`);
  return CURRENCY_EXPONENTS[currency];
}

/**
 * Converts `amountMinor` of `from` into minor units of `to` at `rate` (units of `to` per unit of
 * `from`), rounding half up. E.g. 10000 USD minor (100.00 USD) at "1300" → 130000 RWF.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rate: string): number {
  const diff = exponent(to) - exponent(from);
  let numerator = BigInt(amountMinor) * rateToScaled(rate);
  let denominator = RATE_SCALE;
  if (diff > 0) numerator *= 10n ** BigInt(diff);
  else denominator *= 10n ** BigInt(-diff);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * Currencies Malipo knows: ISO 4217 codes with their minor-unit exponent, the lists each creator
 * offers (docs/product.md#constants) and the display symbol rules (docs/product.md#constants). Pure data, no dependencies, so payer
 * pages can import it cheaply.
 * @module
 */

/** ISO 4217 minor-unit exponents for the currencies Malipo moves or displays. */
export const CURRENCY_EXPONENTS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  RWF: 0,
  KES: 2,
  UGX: 0,
  TZS: 2,
  NGN: 2,
  GHS: 2,
  ZAR: 2,
  XOF: 0,
  XAF: 0,
  ZMW: 2,
} as const;

/** A currency code Malipo can move money in. */
export type CurrencyCode = keyof typeof CURRENCY_EXPONENTS;

/** Currencies offered by the payment link creator, payment and deposit forms (docs/product.md#constants). Default USD. */
export const PAYMENT_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'RWF',
  'KES',
  'UGX',
  'TZS',
  'NGN',
  'GHS',
  'ZAR',
] as const satisfies readonly CurrencyCode[];

/** Currencies offered by the donation, subscription and catalogue creators (docs/product.md#constants). */
export const DONATION_CURRENCIES = ['USD', 'EUR', 'GBP', 'RWF'] as const satisfies readonly CurrencyCode[];

/**
 * Currencies a catalogue may be priced in. docs/product.md#constants lists USD, EUR, GBP and RWF for the catalogue
 * creator asks for orders in UGX too, so catalogues take every payment currency.
 */
export const CATALOGUE_CURRENCIES = PAYMENT_CURRENCIES;

/** The default currency everywhere a form offers one (docs/product.md#constants). */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** African codes displayed as the code plus a space (docs/product.md#constants). */
const CODE_PREFIXED = new Set([
  'RWF',
  'ETB',
  'MAD',
  'EGP',
  'BIF',
  'CDF',
  'MWK',
  'ZMW',
  'BWP',
  'NAD',
  'LSL',
  'SZL',
  'MUR',
  'SCR',
  'MGA',
  'KMF',
  'DJF',
  'SOS',
  'SDG',
  'SSP',
  'LYD',
  'TND',
  'DZD',
  'MRO',
  'GMD',
  'GNF',
  'SLL',
  'LRD',
  'STD',
  'CVE',
  'AOA',
  'MZN',
]);

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', XOF: 'CFA', XAF: 'CFA' };

/**
 * The prefix shown before an amount in `currency` (docs/product.md#constants): `$`, `€`, `£`, `CFA` for XOF/XAF,
 * the code and a space for the listed African codes, and the code for anything else.
 */
export function currencyPrefix(currency: string): string {
  const symbol = SYMBOLS[currency];
  if (symbol) return symbol;
  if (CODE_PREFIXED.has(currency)) return `${currency} `;
  return currency;
}

/** True when `code` is a currency Malipo can move money in. */
export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCY_EXPONENTS, code);
}

/** Number of decimal places of `currency`'s minor unit (ISO 4217); 2 for unknown codes. */
export function currencyExponent(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCY_EXPONENTS[currency] : 2;
}

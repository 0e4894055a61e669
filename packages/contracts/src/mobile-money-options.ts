/**
 * Mobile money providers and countries (docs/product.md#constants) as plain data, without the phone number library,
 * so screens that only name a provider stay light. Phone validation is in `mobile-money.ts`.
 * @module
 */

/** Mobile money providers the sandbox (and later real adapters) accept (docs/product.md#constants). */
export const MOBILE_MONEY_PROVIDERS = [
  { id: 'mtn', name: 'MTN Mobile Money' },
  { id: 'airtel', name: 'Airtel Money' },
  { id: 'mpesa', name: 'M-Pesa' },
] as const;

/** A mobile money provider id. */
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number]['id'];

/** The provider ids, as a tuple for `z.enum`. */
export const MOBILE_MONEY_PROVIDER_IDS = MOBILE_MONEY_PROVIDERS.map((p) => p.id) as [
  MobileMoneyProvider,
  ...MobileMoneyProvider[],
];

/** Countries offered for mobile money numbers, with the currency that suggests each. */
export const MOBILE_MONEY_COUNTRIES = [
  { code: 'RW', name: 'Rwanda', dialCode: '+250', currency: 'RWF' },
  { code: 'KE', name: 'Kenya', dialCode: '+254', currency: 'KES' },
  { code: 'UG', name: 'Uganda', dialCode: '+256', currency: 'UGX' },
  { code: 'TZ', name: 'Tanzania', dialCode: '+255', currency: 'TZS' },
  { code: 'GH', name: 'Ghana', dialCode: '+233', currency: 'GHS' },
  { code: 'NG', name: 'Nigeria', dialCode: '+234', currency: 'NGN' },
  { code: 'ZA', name: 'South Africa', dialCode: '+27', currency: 'ZAR' },
] as const;

/** A country code offered for mobile money. */
export type MobileMoneyCountry = (typeof MOBILE_MONEY_COUNTRIES)[number]['code'];

/** The country codes, as a tuple for `z.enum`. */
export const MOBILE_MONEY_COUNTRY_CODES = MOBILE_MONEY_COUNTRIES.map((c) => c.code) as [
  MobileMoneyCountry,
  ...MobileMoneyCountry[],
];

/** The country suggested for a payment in `currency` (Rwanda when none matches). */
export function defaultCountryForCurrency(currency: string): MobileMoneyCountry {
  return MOBILE_MONEY_COUNTRIES.find((c) => c.currency === currency)?.code ?? 'RW';
}

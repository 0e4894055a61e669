/**
 * Where MTN MoMo's Open API moves money (docs/payments.md#providers): each request names the
 * wallet platform it goes to in its `X-Target-Environment` header
 * (https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-POST): `sandbox`
 * on the developer sandbox, `mtn` + the country's name in production, one per MTN market. An API
 * user and key belong to one market (https://momodeveloper.mtn.com/faq, "What is the API User and
 * API Key"), so one client speaks to one environment, and MoMo refuses a currency other than its
 * market's ("Invalid currency – needs to match the target environment currency",
 * https://momodeveloper.mtn.com/api-documentation/common-error). The sandbox takes only EUR
 * (https://momodeveloper.mtn.com/api-documentation/testing).
 * @module
 */
import type { CurrencyCode } from '@malipo/contracts/currencies';

/**
 * The MTN markets Malipo can reach through MoMo, by ISO 3166-1 alpha-2 country: the production
 * `X-Target-Environment` and the one currency (ISO 4217) each wallet platform takes. Côte d'Ivoire
 * and Benin hold West African CFA francs (XOF); Cameroon and Congo (Brazzaville) Central African
 * CFA francs (XAF).
 */
export const MOMO_MARKETS = {
  RW: { targetEnvironment: 'mtnrwanda', currency: 'RWF' },
  UG: { targetEnvironment: 'mtnuganda', currency: 'UGX' },
  GH: { targetEnvironment: 'mtnghana', currency: 'GHS' },
  CI: { targetEnvironment: 'mtnivorycoast', currency: 'XOF' },
  CM: { targetEnvironment: 'mtncameroon', currency: 'XAF' },
  ZM: { targetEnvironment: 'mtnzambia', currency: 'ZMW' },
  BJ: { targetEnvironment: 'mtnbenin', currency: 'XOF' },
  CG: { targetEnvironment: 'mtncongo', currency: 'XAF' },
} as const satisfies Record<string, { targetEnvironment: string; currency: CurrencyCode }>;

/** A country {@link MOMO_MARKETS} lists. */
export type MomoCountry = keyof typeof MOMO_MARKETS;

/** A value of `X-Target-Environment`: the sandbox or one market's wallet platform. */
export type MomoTargetEnvironment = 'sandbox' | (typeof MOMO_MARKETS)[MomoCountry]['targetEnvironment'];

/** The production target environment of `country` (ISO 3166-1 alpha-2), or null outside MTN's markets. */
export function targetEnvironmentOf(country: string): MomoTargetEnvironment | null {
  return Object.hasOwn(MOMO_MARKETS, country) ? MOMO_MARKETS[country as MomoCountry].targetEnvironment : null;
}

/** The one currency `targetEnvironment` takes: its market's, or EUR on the sandbox. */
export function currencyOf(targetEnvironment: MomoTargetEnvironment): CurrencyCode {
  if (targetEnvironment === 'sandbox') return 'EUR';
  const market = Object.values(MOMO_MARKETS).find((m) => m.targetEnvironment === targetEnvironment);
  if (!market) throw new Error(`unknown MoMo target environment ${String(targetEnvironment)}`);
  return market.currency;
}

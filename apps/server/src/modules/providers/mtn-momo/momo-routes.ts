/**
 * What MTN MoMo carries in live mode (docs/providers.md#routing): request-to-pay from MTN wallets
 * of the configured market, and Disbursement transfers to them, in the market's one currency. A
 * market whose country Malipo's payer pages do not offer for mobile money (`MOBILE_MONEY_COUNTRIES`)
 * has no payment route.
 * @module
 */
import { MOBILE_MONEY_COUNTRY_CODES, type MobileMoneyCountry } from '@malipo/contracts/mobile-money-options';
import type { ProviderRoutes } from '../routing';
import { MOMO_MARKETS, type MomoCountry, type MomoTargetEnvironment } from './momo-markets';

const isPayerCountry = (country: string): country is MobileMoneyCountry =>
  (MOBILE_MONEY_COUNTRY_CODES as readonly string[]).includes(country);

/** The routes of a MoMo API user of `targetEnvironment` (a production market). */
export function momoRoutes(targetEnvironment: MomoTargetEnvironment): ProviderRoutes {
  const entry = Object.entries(MOMO_MARKETS).find(([, m]) => m.targetEnvironment === targetEnvironment);
  if (!entry) return { payments: [], payouts: [] };
  const [country, { currency }] = entry as [MomoCountry, (typeof MOMO_MARKETS)[MomoCountry]];
  return {
    payments: isPayerCountry(country)
      ? [{ method: 'mobile_money', country, network: 'mtn', currency, provider: 'mtn_momo' }]
      : [],
    payouts: [{ method: 'mobile_money', network: 'mtn', currency, provider: 'mtn_momo' }],
  };
}

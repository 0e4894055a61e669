/**
 * What Flutterwave carries in live mode (docs/providers.md#routing): cards on its hosted checkout,
 * mobile money in five countries on every network, NGN bank transfers, and payouts to banks and
 * wallets. Listed after the operators' own rails, so it carries what they do not.
 * @module
 */
import type { CurrencyCode } from '@malipo/contracts/currencies';
import type { PaymentRoute, PayoutRoute, ProviderRoutes } from '../routing';

/**
 * Currencies Flutterwave's hosted checkout charges cards in
 * (https://developer.flutterwave.com/docs/collecting-payments/standard).
 */
const CARD_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'NGN',
  'KES',
  'GHS',
  'ZAR',
  'UGX',
  'TZS',
  'RWF',
  'XOF',
  'XAF',
] as const satisfies readonly CurrencyCode[];

const mobileMoney = (country: PaymentRoute['country'], currency: CurrencyCode): PaymentRoute => ({
  method: 'mobile_money',
  country,
  network: null,
  currency,
  provider: 'flutterwave',
});

/**
 * Flutterwave's routes. Mobile money per its charge types
 * (https://developer.flutterwave.com/docs/collections-inflow/mobile-money): Ghana, Uganda, Rwanda,
 * Tanzania and Kenya (M-Pesa) in their own currencies. Payouts per
 * https://developer.flutterwave.com/docs/making-payments/transfers/overview.
 */
export const FLUTTERWAVE_ROUTES: ProviderRoutes = {
  payments: [
    ...CARD_CURRENCIES.map((currency): PaymentRoute => ({
      method: 'card',
      country: null,
      network: null,
      currency,
      provider: 'flutterwave',
    })),
    mobileMoney('GH', 'GHS'),
    mobileMoney('UG', 'UGX'),
    mobileMoney('RW', 'RWF'),
    mobileMoney('TZ', 'TZS'),
    mobileMoney('KE', 'KES'),
    // Dynamic virtual accounts, NGN only: https://developer.flutterwave.com/docs/ngn-bank-transfer
    { method: 'bank_transfer', country: null, network: null, currency: 'NGN', provider: 'flutterwave' },
  ],
  payouts: [
    ...(['NGN', 'KES', 'GHS', 'UGX', 'TZS', 'RWF', 'ZAR', 'USD'] as const).map((currency): PayoutRoute => ({
      method: 'bank',
      currency,
      network: null,
      provider: 'flutterwave',
    })),
    ...(['KES', 'GHS', 'UGX', 'RWF', 'TZS'] as const).map((currency): PayoutRoute => ({
      method: 'mobile_money',
      currency,
      network: null,
      provider: 'flutterwave',
    })),
  ],
};

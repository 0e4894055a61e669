/**
 * The routing table (docs/providers.md#routing): which provider carries a payment or a payout, by
 * mode, method, country and currency. Test mode always uses the sandbox, which takes every method
 * in every currency Malipo holds; live mode uses the rails below, each row one combination a
 * provider documents. A combination with no row has no provider: it is refused before the payer
 * types anything (payer pages do not offer it) and again, with `method_unavailable`, if asked for.
 * @module
 */
import type { CurrencyCode } from '@malipo/contracts/currencies';
import { MOBILE_MONEY_COUNTRY_CODES, type MobileMoneyCountry } from '@malipo/contracts/mobile-money-options';
import type { Mode } from '@malipo/contracts/modes';
import type { AvailablePaymentMethods, PaymentMethodType } from '@malipo/contracts/payments';

/** The providers Malipo has adapters for. */
export type ProviderName = 'sandbox' | 'flutterwave';

/** A way to pay that the table routes. */
export type RoutedPaymentMethod = PaymentMethodType;

/** One live route: `method` in `currency` (from `country`, for mobile money) goes through `provider`. */
export interface PaymentRoute {
  method: RoutedPaymentMethod;
  /** The wallet's country for mobile money; null for cards and bank transfers, not tied to one. */
  country: MobileMoneyCountry | null;
  currency: CurrencyCode;
  provider: ProviderName;
}

/** A way to pay out that the table routes. */
export type RoutedPayoutMethod = 'bank' | 'mobile_money';

/** One live payout route. */
export interface PayoutRoute {
  method: RoutedPayoutMethod;
  currency: CurrencyCode;
  provider: ProviderName;
}

/**
 * Currencies Flutterwave's hosted checkout charges cards in
 * (https://developer.flutterwave.com/docs/collecting-payments/standard).
 */
const FLUTTERWAVE_CARD_CURRENCIES = [
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

/**
 * Live payment routes. Mobile money per Flutterwave's charge types
 * (https://developer.flutterwave.com/docs/collections-inflow/mobile-money): Ghana, Uganda, Rwanda,
 * Tanzania and Kenya (M-Pesa) in their own currencies.
 */
export const LIVE_PAYMENT_ROUTES: readonly PaymentRoute[] = [
  ...FLUTTERWAVE_CARD_CURRENCIES.map((currency): PaymentRoute => ({
    method: 'card',
    country: null,
    currency,
    provider: 'flutterwave',
  })),
  { method: 'mobile_money', country: 'GH', currency: 'GHS', provider: 'flutterwave' },
  { method: 'mobile_money', country: 'UG', currency: 'UGX', provider: 'flutterwave' },
  { method: 'mobile_money', country: 'RW', currency: 'RWF', provider: 'flutterwave' },
  { method: 'mobile_money', country: 'TZ', currency: 'TZS', provider: 'flutterwave' },
  { method: 'mobile_money', country: 'KE', currency: 'KES', provider: 'flutterwave' },
  // Dynamic virtual accounts, NGN only: https://developer.flutterwave.com/docs/ngn-bank-transfer
  { method: 'bank_transfer', country: null, currency: 'NGN', provider: 'flutterwave' },
];

/**
 * Live payout routes: Flutterwave transfers to banks and mobile money wallets
 * (https://developer.flutterwave.com/docs/making-payments/transfers/overview).
 */
export const LIVE_PAYOUT_ROUTES: readonly PayoutRoute[] = [
  ...(['NGN', 'KES', 'GHS', 'UGX', 'TZS', 'RWF', 'ZAR', 'USD'] as const).map((currency): PayoutRoute => ({
    method: 'bank',
    currency,
    provider: 'flutterwave',
  })),
  ...(['KES', 'GHS', 'UGX', 'RWF', 'TZS'] as const).map((currency): PayoutRoute => ({
    method: 'mobile_money',
    currency,
    provider: 'flutterwave',
  })),
];

/**
 * The provider for a payment by `method` in `currency` (from `country` for mobile money) in
 * `mode`, or null when none takes it.
 */
export function paymentProviderFor(
  mode: Mode,
  payment: { method: RoutedPaymentMethod; country: string | null; currency: string },
): ProviderName | null {
  if (mode === 'test') return 'sandbox';
  const route = LIVE_PAYMENT_ROUTES.find(
    (r) =>
      r.method === payment.method &&
      r.currency === payment.currency &&
      (r.country === null || r.country === payment.country),
  );
  return route?.provider ?? null;
}

/** The provider for a payout by `method` in `currency` in `mode`, or null when none takes it. */
export function payoutProviderFor(
  mode: Mode,
  payout: { method: RoutedPayoutMethod; currency: string },
): ProviderName | null {
  if (mode === 'test') return 'sandbox';
  const route = LIVE_PAYOUT_ROUTES.find((r) => r.method === payout.method && r.currency === payout.currency);
  return route?.provider ?? null;
}

/**
 * What a payer page in `currency` of a merchant in `mode` offers (docs/providers.md#routing). A
 * `recurring` page (a subscription) offers cards only in test mode: renewals charge a saved card
 * token, which only the sandbox keeps for Malipo today.
 */
export function availablePaymentMethods(
  mode: Mode,
  currency: string,
  { recurring = false }: { recurring?: boolean } = {},
): AvailablePaymentMethods {
  const cardRoute = paymentProviderFor(mode, { method: 'card', country: null, currency });
  return {
    card: cardRoute !== null && (!recurring || cardRoute === 'sandbox'),
    mobileMoneyCountries: MOBILE_MONEY_COUNTRY_CODES.filter(
      (country) => paymentProviderFor(mode, { method: 'mobile_money', country, currency }) !== null,
    ),
    // A renewal cannot wait for the payer to make a transfer.
    bankTransfer:
      !recurring && paymentProviderFor(mode, { method: 'bank_transfer', country: null, currency }) !== null,
  };
}

/**
 * The routing table (docs/providers.md#routing): which provider carries a payment or a payout, by
 * mode, method, country, mobile money network and currency. Test mode always uses the sandbox,
 * which takes every method in every currency Malipo holds. Live mode uses the routes of the
 * providers the platform is configured for (`provider-setup/live-providers.ts`), each route one combination a
 * provider documents, in order of preference: an operator's own rail (MTN MoMo, M-Pesa) before an
 * aggregator (Flutterwave) for the same payment. A combination with no route has no provider: it is
 * refused before the payer types anything (payer pages do not offer it) and again, with
 * `method_unavailable`, if asked for.
 * @module
 */
import type { CurrencyCode } from '@malipo/contracts/currencies';
import {
  MOBILE_MONEY_COUNTRY_CODES,
  type MobileMoneyCountry,
  type MobileMoneyProvider,
} from '@malipo/contracts/mobile-money-options';
import type { Mode } from '@malipo/contracts/modes';
import type { AvailablePaymentMethods, PaymentMethodType } from '@malipo/contracts/payments';

/** The providers Malipo has adapters for. */
export type ProviderName = 'sandbox' | 'flutterwave' | 'mtn_momo' | 'mpesa';

/** One live route: `method` in `currency` (from `country` and `network`, for mobile money) goes through `provider`. */
export interface PaymentRoute {
  method: PaymentMethodType;
  /** The wallet's country for mobile money; null for cards and bank transfers, not tied to one. */
  country: MobileMoneyCountry | null;
  /** The wallet's network for mobile money (`mtn`, `airtel`, `mpesa`); null for any network, or none. */
  network: MobileMoneyProvider | null;
  currency: CurrencyCode;
  provider: ProviderName;
}

/** A way to pay out that the table routes. */
export type RoutedPayoutMethod = 'bank' | 'mobile_money';

/** One live payout route; `network` as {@link PaymentRoute.network}. */
export interface PayoutRoute {
  method: RoutedPayoutMethod;
  currency: CurrencyCode;
  network: MobileMoneyProvider | null;
  provider: ProviderName;
}

/** A provider's routes: what it carries in live mode. */
export interface ProviderRoutes {
  payments: readonly PaymentRoute[];
  payouts: readonly PayoutRoute[];
}

/** A payment as the table routes it; `country` and `network` only for mobile money. */
export interface PaymentToRoute {
  method: PaymentMethodType;
  country: string | null;
  network?: string | null;
  currency: string;
}

/** A payout as the table routes it; `network` only for mobile money. */
export interface PayoutToRoute {
  method: RoutedPayoutMethod;
  network?: string | null;
  currency: string;
}

/** The routing table of the configured live providers. */
export interface Routing {
  /** The provider for `payment` in `mode`, or null when none takes it. */
  paymentProviderFor(mode: Mode, payment: PaymentToRoute): ProviderName | null;
  /** The provider for `payout` in `mode`, or null when none takes it. */
  payoutProviderFor(mode: Mode, payout: PayoutToRoute): ProviderName | null;
  /**
   * What a payer page in `currency` of a merchant in `mode` offers. A `recurring` page (a
   * subscription) offers cards only in test mode: renewals charge a saved card token, which only
   * the sandbox keeps for Malipo today; and never a bank transfer, since a renewal cannot wait for
   * the payer to make one. A mobile money country is offered when any of its networks has a route.
   */
  availablePaymentMethods(
    mode: Mode,
    currency: string,
    options?: { recurring?: boolean },
  ): AvailablePaymentMethods;
}

/** A route's network matches when it is for any network, or the payment's own (case-insensitive). */
const networkMatches = (routeNetwork: string | null, network: string | null | undefined) =>
  routeNetwork === null || network === undefined || routeNetwork === network?.toLowerCase();

/**
 * The table for the live providers' `routes`, first route first: list an operator's own rail
 * before an aggregator's route for the same payments.
 */
export function createRouting(routes: readonly ProviderRoutes[]): Routing {
  const paymentRoutes = routes.flatMap((r) => r.payments);
  const payoutRoutes = routes.flatMap((r) => r.payouts);

  const paymentProviderFor: Routing['paymentProviderFor'] = (mode, payment) => {
    if (mode === 'test') return 'sandbox';
    const route = paymentRoutes.find(
      (r) =>
        r.method === payment.method &&
        r.currency === payment.currency &&
        (r.country === null || r.country === payment.country) &&
        networkMatches(r.network, payment.network),
    );
    return route?.provider ?? null;
  };

  const payoutProviderFor: Routing['payoutProviderFor'] = (mode, payout) => {
    if (mode === 'test') return 'sandbox';
    const route = payoutRoutes.find(
      (r) =>
        r.method === payout.method &&
        r.currency === payout.currency &&
        networkMatches(r.network, payout.network),
    );
    return route?.provider ?? null;
  };

  return {
    paymentProviderFor,
    payoutProviderFor,
    availablePaymentMethods(mode, currency, { recurring = false } = {}) {
      const cardRoute = paymentProviderFor(mode, { method: 'card', country: null, currency });
      return {
        card: cardRoute !== null && (!recurring || cardRoute === 'sandbox'),
        mobileMoneyCountries: MOBILE_MONEY_COUNTRY_CODES.filter(
          (country) => paymentProviderFor(mode, { method: 'mobile_money', country, currency }) !== null,
        ),
        bankTransfer:
          !recurring &&
          paymentProviderFor(mode, { method: 'bank_transfer', country: null, currency }) !== null,
      };
    },
  };
}

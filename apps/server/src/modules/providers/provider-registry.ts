/**
 * The providers the app can call, by the name the routing table gives and `payments.provider` /
 * `payouts.provider` record, and the routing table that picks one (docs/providers.md#routing): the
 * sandbox always, each live provider when the platform has its credentials
 * (docs/providers.md#configuration).
 * @module
 */
import type { PayoutProvider } from './payout-provider';
import type { CollectingProvider, HostedCheckoutProvider, PaymentProvider } from './provider';
import { createRouting, type ProviderRoutes, type Routing } from './routing';

/** A provider's collecting side, with its hosted card and bank transfer steps when it has them. */
export type RoutedProvider = CollectingProvider & Partial<HostedCheckoutProvider>;

/** The providers, looked up by name. */
export interface ProviderRegistry {
  /** The sandbox: card tokens, OTP and its hosted card step live only here (test mode). */
  sandbox: PaymentProvider & Partial<HostedCheckoutProvider>;
  /**
   * The provider called `name`. Throws `Error` for a name with no configured adapter — a payment
   * recorded with a provider the platform no longer has credentials for (a configuration error).
   */
  collector(name: string): RoutedProvider;
  /** The payout side of provider `name`. Throws `Error` as {@link ProviderRegistry.collector}. */
  payouts(name: string): PayoutProvider;
  /** The routing table of the sandbox and the live providers. */
  routing: Routing;
}

/** Builds the registry from the sandbox's two sides and the live providers that are configured. */
export function createProviderRegistry(input: {
  sandbox: PaymentProvider & Partial<HostedCheckoutProvider>;
  sandboxPayouts: PayoutProvider;
  /** The live providers, most preferred first. */
  live: readonly { payments: RoutedProvider; payouts: PayoutProvider; routes: ProviderRoutes }[];
}): ProviderRegistry {
  const collectors = new Map<string, RoutedProvider>([[input.sandbox.name, input.sandbox]]);
  const payouts = new Map<string, PayoutProvider>([[input.sandboxPayouts.name, input.sandboxPayouts]]);
  for (const provider of input.live) {
    collectors.set(provider.payments.name, provider.payments);
    payouts.set(provider.payouts.name, provider.payouts);
  }
  const lookup = <T>(map: Map<string, T>, name: string): T => {
    const found = map.get(name);
    if (!found) throw new Error(`No provider called ${name} is configured`);
    return found;
  };
  return {
    sandbox: input.sandbox,
    collector: (name) => lookup(collectors, name),
    payouts: (name) => lookup(payouts, name),
    routing: createRouting(input.live.map((provider) => provider.routes)),
  };
}

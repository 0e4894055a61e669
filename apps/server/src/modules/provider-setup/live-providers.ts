/**
 * The live providers the platform's configuration enables (docs/providers.md#configuration), each
 * with everything the app wires for it: its collecting and payout adapters, its routes, its side
 * of the daily reconciliation and its callback routes. This module composes the providers, their
 * callback routes and their reconciliation sources, so that those never import one another.
 * Listed in order of routing preference: the operators' own rails (MTN MoMo, M-Pesa) before the
 * aggregator (Flutterwave).
 * @module
 */
import type { Config } from '../../config';
import { flutterwaveProvider } from './flutterwave-setup';
import type { LiveProvider, LiveProviderDeps } from './live-provider';
import { mpesaProvider } from './mpesa-setup';
import { momoProvider } from './momo-setup';

/** The configured live providers, most preferred first; empty when live mode is off. */
export function createLiveProviders(config: Config, deps: LiveProviderDeps): LiveProvider[] {
  return [momoProvider(config, deps), mpesaProvider(config, deps), flutterwaveProvider(config)].filter(
    (provider): provider is LiveProvider => provider !== null,
  );
}

/**
 * The live providers the platform's configuration enables (docs/providers.md#configuration), each
 * with everything the app wires for it: its collecting and payout adapters, its routes, its side of
 * the daily reconciliation and its callback routes. Listed in order of routing preference: the
 * operators' own rails (MTN MoMo, M-Pesa) before the aggregator (Flutterwave).
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ProviderEventService } from '../provider-callbacks/provider-events.service';
import type { ReconciliationSource } from '../reconciliation/reconciliation-source';
import { flutterwaveProvider } from './flutterwave/flutterwave-setup';
import { mpesaProvider } from './mpesa/mpesa-setup';
import { momoProvider } from './mtn-momo/momo-setup';
import type { PayoutProvider } from './payout-provider';
import type { RoutedProvider } from './provider-registry';
import type { ProviderName, ProviderRoutes } from './routing';

/** One configured live provider. */
export interface LiveProvider {
  name: ProviderName;
  payments: RoutedProvider;
  payouts: PayoutProvider;
  routes: ProviderRoutes;
  reconciliation: ReconciliationSource;
  /** Registers its callback routes on `app`, recording what they receive through `events`. */
  registerCallbacks(app: FastifyInstance, events: ProviderEventService): PromiseLike<unknown>;
}

/** What the providers' setup needs besides the configuration. */
export interface LiveProviderDeps {
  db: Db;
  clock: Clock;
  /** The platform's public origin, without a trailing `/`: callback URLs start with it. */
  publicUrl: string;
}

/** The configured live providers, most preferred first; empty when live mode is off. */
export function createLiveProviders(config: Config, deps: LiveProviderDeps): LiveProvider[] {
  return [momoProvider(config, deps), mpesaProvider(config, deps), flutterwaveProvider(config)].filter(
    (provider): provider is LiveProvider => provider !== null,
  );
}

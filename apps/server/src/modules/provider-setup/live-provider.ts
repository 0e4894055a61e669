/**
 * What each configured live provider brings to the app (docs/providers.md#adding-a-provider).
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ProviderEventService } from '../provider-callbacks/provider-events.service';
import type { PayoutProvider } from '../providers/payout-provider';
import type { RoutedProvider } from '../providers/provider-registry';
import type { ProviderName, ProviderRoutes } from '../providers/routing';
import type { ReconciliationSource } from '../reconciliation/reconciliation-source';

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

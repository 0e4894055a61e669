/**
 * Flutterwave as a live provider (docs/providers.md#configuration): on when
 * `FLUTTERWAVE_SECRET_KEY` and `FLUTTERWAVE_SECRET_HASH` are set.
 * @module
 */
import type { Config } from '../../config';
import { flutterwaveCallbackRoutes } from '../provider-callbacks/flutterwave-callbacks.routes';
import { flutterwaveSource } from '../reconciliation/flutterwave-day-records';
import type { LiveProvider } from './live-provider';
import { createFlutterwaveClient } from '../providers/flutterwave/flutterwave-client';
import { createFlutterwavePayments } from '../providers/flutterwave/flutterwave-payments';
import { createFlutterwavePayouts } from '../providers/flutterwave/flutterwave-payouts';
import { FLUTTERWAVE_ROUTES } from '../providers/flutterwave/flutterwave-routes';

/** Flutterwave, or null when it is not configured. */
export function flutterwaveProvider(config: Config): LiveProvider | null {
  const secretKey = config.FLUTTERWAVE_SECRET_KEY;
  const secretHash = config.FLUTTERWAVE_SECRET_HASH;
  if (!secretKey || !secretHash) return null;
  const client = createFlutterwaveClient({
    baseUrl: config.FLUTTERWAVE_BASE_URL,
    secretKey,
    timeoutMs: config.FLUTTERWAVE_TIMEOUT_MS,
  });
  const payments = createFlutterwavePayments({ client });
  return {
    name: 'flutterwave',
    payments,
    payouts: createFlutterwavePayouts({ client }),
    routes: FLUTTERWAVE_ROUTES,
    reconciliation: flutterwaveSource({ client, collector: payments }),
    registerCallbacks: (app, events) => app.register(flutterwaveCallbackRoutes, { secretHash, events }),
  };
}

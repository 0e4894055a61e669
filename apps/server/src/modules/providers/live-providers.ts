/**
 * The live providers the platform's configuration enables (docs/providers.md#configuration): today
 * Flutterwave, when its secret key and callback hash are set.
 * @module
 */
import type { Config } from '../../config';
import { createFlutterwaveClient } from './flutterwave/flutterwave-client';
import { createFlutterwavePayments } from './flutterwave/flutterwave-payments';
import { createFlutterwavePayouts } from './flutterwave/flutterwave-payouts';
import { flutterwaveCredentials } from './live-credentials';
import type { PayoutProvider } from './payout-provider';
import type { RoutedProvider } from './provider-registry';

/** Each configured live provider's collecting and payout sides. */
export function createLiveProviders(config: Config): { payments: RoutedProvider; payouts: PayoutProvider }[] {
  const flutterwave = flutterwaveCredentials(config);
  if (!flutterwave) return [];
  const client = createFlutterwaveClient(flutterwave);
  return [{ payments: createFlutterwavePayments({ client }), payouts: createFlutterwavePayouts({ client }) }];
}

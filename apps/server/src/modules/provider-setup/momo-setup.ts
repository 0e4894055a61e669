/**
 * MTN MoMo as a live provider (docs/providers.md#configuration): on when its API user, key, both
 * products' subscription keys, its market and its callback token are set. One API user belongs to
 * one market, so one deployment reaches one MTN market directly; others go through Flutterwave.
 * @module
 */
import type { Config } from '../../config';
import { momoCallbackRoutes } from '../provider-callbacks/momo-callbacks.routes';
import { lookupSource } from '../reconciliation/reconciliation-source';
import type { LiveProvider, LiveProviderDeps } from './live-provider';
import { createMomoClient } from '../providers/mtn-momo/momo-client';
import type { MomoTargetEnvironment } from '../providers/mtn-momo/momo-markets';
import { createMomoPayments } from '../providers/mtn-momo/momo-payments';
import { createMomoPayouts } from '../providers/mtn-momo/momo-payouts';
import { momoRoutes } from '../providers/mtn-momo/momo-routes';

/** MTN MoMo, or null when it is not configured. */
export function momoProvider(config: Config, { clock, publicUrl }: LiveProviderDeps): LiveProvider | null {
  const {
    MTN_MOMO_API_USER: apiUser,
    MTN_MOMO_API_KEY: apiKey,
    MTN_MOMO_COLLECTION_KEY: collection,
    MTN_MOMO_DISBURSEMENT_KEY: disbursement,
    MTN_MOMO_CALLBACK_TOKEN: token,
  } = config;
  const targetEnvironment = config.MTN_MOMO_TARGET_ENVIRONMENT as MomoTargetEnvironment | undefined;
  if (!apiUser || !apiKey || !collection || !disbursement || !targetEnvironment || !token) return null;
  const client = createMomoClient({
    baseUrl: config.MTN_MOMO_BASE_URL,
    subscriptionKeys: { collection, disbursement },
    apiUser,
    apiKey,
    targetEnvironment,
    callbackUrl: `${publicUrl}/webhooks/providers/mtn_momo/${token}`,
    timeoutMs: config.MTN_MOMO_TIMEOUT_MS,
    clock,
  });
  const payments = createMomoPayments({ client });
  const payouts = createMomoPayouts({ client });
  const security = { token, allowedAddresses: config.MTN_MOMO_CALLBACK_IPS };
  return {
    name: 'mtn_momo',
    payments,
    payouts,
    routes: momoRoutes(targetEnvironment),
    reconciliation: lookupSource({ collector: payments, payouts }),
    registerCallbacks: (app, events) => app.register(momoCallbackRoutes, { security, events }),
  };
}

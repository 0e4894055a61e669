/**
 * M-Pesa Daraja as a live provider (docs/providers.md#configuration): on when the Daraja app's
 * consumer key and secret, the PayBill shortcode and passkey, the B2C shortcode, initiator and
 * security credential, and the callback token are set.
 * @module
 */
import type { Config } from '../../config';
import { mpesaCallbackRoutes } from '../provider-callbacks/mpesa-callbacks.routes';
import { mpesaSource } from '../reconciliation/mpesa-day-records';
import type { LiveProvider, LiveProviderDeps } from './live-provider';
import { createDarajaClient } from '../providers/mpesa/daraja-client';
import { createMpesaPayments } from '../providers/mpesa/mpesa-payments';
import { createMpesaPayouts } from '../providers/mpesa/mpesa-payouts';
import { MPESA_ROUTES } from '../providers/mpesa/mpesa-routes';
import { createMpesaPayoutTable, createMpesaRequestTable } from '../providers/mpesa/mpesa-stores';

/** M-Pesa, or null when it is not configured. */
export function mpesaProvider(
  config: Config,
  { db, clock, publicUrl }: LiveProviderDeps,
): LiveProvider | null {
  const {
    MPESA_CONSUMER_KEY: consumerKey,
    MPESA_CONSUMER_SECRET: consumerSecret,
    MPESA_SHORTCODE: shortcode,
    MPESA_PASSKEY: passkey,
    MPESA_B2C_SHORTCODE: b2cShortcode,
    MPESA_B2C_INITIATOR_NAME: initiatorName,
    MPESA_B2C_SECURITY_CREDENTIAL: securityCredential,
    MPESA_CALLBACK_TOKEN: token,
  } = config;
  if (
    !consumerKey ||
    !consumerSecret ||
    !shortcode ||
    !passkey ||
    !b2cShortcode ||
    !initiatorName ||
    !securityCredential ||
    !token
  ) {
    return null;
  }
  const callbacks = `${publicUrl}/webhooks/providers/mpesa/${token}`;
  const client = createDarajaClient({
    baseUrl: config.MPESA_BASE_URL,
    consumerKey,
    consumerSecret,
    shortcode,
    passkey,
    callbackUrl: `${callbacks}/stk`,
    b2c: {
      initiatorName,
      securityCredential,
      shortcode: b2cShortcode,
      resultUrl: `${callbacks}/b2c/result`,
      timeoutUrl: `${callbacks}/b2c/timeout`,
    },
    timeoutMs: config.MPESA_TIMEOUT_MS,
    clock,
  });
  const requests = createMpesaRequestTable({ db, clock });
  const payoutTable = createMpesaPayoutTable({ db, clock });
  const payments = createMpesaPayments({ client, store: requests });
  const payouts = createMpesaPayouts({ client, store: payoutTable });
  const security = { token, allowedAddresses: config.MPESA_CALLBACK_IPS };
  return {
    name: 'mpesa',
    payments,
    payouts,
    routes: MPESA_ROUTES,
    reconciliation: mpesaSource({ collector: payments, payouts: payoutTable }),
    registerCallbacks: (app, events) =>
      app.register(mpesaCallbackRoutes, { security, events, requests, payouts: payoutTable }),
  };
}

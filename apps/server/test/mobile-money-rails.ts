/**
 * A Malipo app in live mode on the operators' own rails, against local fakes of MTN MoMo's Open API
 * (`fakes/mtn-momo-fake.ts`, market Rwanda), Safaricom Daraja (`fakes/daraja-fake.ts`) and
 * Flutterwave (`fakes/flutterwave-fake.ts`, which carries what the operators do not). The app
 * listens on a real port so the fakes can reach its callback routes, which accept 127.0.0.1 only.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { startDarajaFake } from './fakes/daraja-fake';
import { startFlutterwaveFake } from './fakes/flutterwave-fake';
import { startMomoFake } from './fakes/mtn-momo-fake';
import { FLUTTERWAVE } from './live-mode-helpers';
import { createTestApp, type TestApp } from './test-app';

/** What the app and the MoMo fake share. */
export const MOMO = {
  apiUser: '7c1e4f2a-3b5d-4e6f-8a9b-0c1d2e3f4a5b',
  apiKey: 'malipo0rails0momo0key0000000001',
  subscriptionKeys: {
    collection: 'rails0collection0key0000000001',
    disbursement: 'rails0disbursement0key00000001',
  },
  callbackToken: 'momo-callback-token-0123456789abcdef',
};

/** What the app and the Daraja fake share. */
export const MPESA = {
  consumerKey: 'rails0consumer0key',
  consumerSecret: 'rails0consumer0secret',
  shortcode: '174379',
  passkey: 'rails0passkey0000000000000000000000000000',
  b2c: { initiatorName: 'malipo_api', securityCredential: 'rails0encrypted0credential==' },
  b2cShortcode: '600980',
  callbackToken: 'mpesa-callback-token-0123456789abcdef',
};

/** The admin API token of the rails app, for its reconciliation reports. */
export const RAILS_ADMIN_TOKEN = 'rails-admin-token-0123456789abcdef';

/** Environment turning MoMo (Rwanda) and M-Pesa on against fakes at `momoUrl` and `darajaUrl`. */
export function railsEnv(momoUrl: string, darajaUrl: string): Record<string, string> {
  return {
    MTN_MOMO_API_USER: MOMO.apiUser,
    MTN_MOMO_API_KEY: MOMO.apiKey,
    MTN_MOMO_COLLECTION_KEY: MOMO.subscriptionKeys.collection,
    MTN_MOMO_DISBURSEMENT_KEY: MOMO.subscriptionKeys.disbursement,
    MTN_MOMO_TARGET_ENVIRONMENT: 'mtnrwanda',
    MTN_MOMO_CALLBACK_TOKEN: MOMO.callbackToken,
    MTN_MOMO_CALLBACK_IPS: '127.0.0.1, ::1',
    MTN_MOMO_BASE_URL: momoUrl,
    MTN_MOMO_TIMEOUT_MS: '400',
    MPESA_CONSUMER_KEY: MPESA.consumerKey,
    MPESA_CONSUMER_SECRET: MPESA.consumerSecret,
    MPESA_SHORTCODE: MPESA.shortcode,
    MPESA_PASSKEY: MPESA.passkey,
    MPESA_B2C_SHORTCODE: MPESA.b2cShortcode,
    MPESA_B2C_INITIATOR_NAME: MPESA.b2c.initiatorName,
    MPESA_B2C_SECURITY_CREDENTIAL: MPESA.b2c.securityCredential,
    MPESA_CALLBACK_TOKEN: MPESA.callbackToken,
    MPESA_CALLBACK_IPS: '127.0.0.0/8,::1',
    MPESA_BASE_URL: darajaUrl,
    MPESA_TIMEOUT_MS: '400',
  };
}

/** A port free on 127.0.0.1 right now, so the app's public URL can name it before it listens. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the three fakes and an app configured for them; close all with `close()`. */
export async function startRailsApp() {
  const [momo, daraja, flutterwave] = await Promise.all([
    startMomoFake(MOMO),
    startDarajaFake(MPESA),
    startFlutterwaveFake(FLUTTERWAVE),
  ]);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    env: {
      PUBLIC_URL: origin,
      ADMIN_API_TOKEN: RAILS_ADMIN_TOKEN,
      ...railsEnv(momo.baseUrl, daraja.baseUrl),
      FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE.secretKey,
      FLUTTERWAVE_SECRET_HASH: FLUTTERWAVE.secretHash,
      FLUTTERWAVE_BASE_URL: flutterwave.baseUrl,
      FLUTTERWAVE_TIMEOUT_MS: '400',
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const mpesaCallbacks = `${origin}/webhooks/providers/mpesa/${MPESA.callbackToken}`;
  return {
    t,
    momo,
    daraja,
    flutterwave,
    origin,
    /** Daraja's callback URLs on the app. */
    mpesaUrls: { stk: `${mpesaCallbacks}/stk`, b2cResult: `${mpesaCallbacks}/b2c/result` },
    close: async () => {
      await t.close();
      await Promise.all([momo.close(), daraja.close(), flutterwave.close()]);
    },
  };
}

/** The rails app for the test file (started before its tests, closed after); read it inside tests. */
export function useRailsApp() {
  let rails: Awaited<ReturnType<typeof startRailsApp>> | undefined;
  beforeAll(async () => {
    rails = await startRailsApp();
  });
  afterAll(() => rails?.close());
  return () => {
    if (!rails) throw new Error('the rails app is not started');
    return rails;
  };
}

/** The app `t` for a rails test, for helpers that take one. */
export type RailsApp = Awaited<ReturnType<typeof startRailsApp>> & { t: TestApp };

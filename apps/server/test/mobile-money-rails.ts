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
import { MOMO, MPESA, railsEnv } from './operator-rails-env';
import { createTestApp, type TestApp } from './test-app';

/** The admin API token of the rails app, for its reconciliation reports. */
export const RAILS_ADMIN_TOKEN = 'rails-admin-token-0123456789abcdef';

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
      MTN_MOMO_TIMEOUT_MS: '400',
      MPESA_TIMEOUT_MS: '400',
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

/**
 * A Malipo app in live mode against the local Flutterwave fake (test/fakes/flutterwave-fake.ts):
 * the app listens on a real port so the fake can post its signed callbacks to
 * `/webhooks/providers/flutterwave`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../src/db/client';
import { startFlutterwaveFake } from './fakes/flutterwave-fake';
import { createTestApp, type TestApp } from './test-app';

/** The secret key and callback hash the app and the fake share. */
export const FLUTTERWAVE = {
  secretKey: 'FLWSECK_TEST-malipo0live0key-X',
  secretHash: 'malipo-live-callback-hash',
};

/** Starts the fake and an app configured for it; close both with `close()`. */
export async function startLiveApp() {
  const fake = await startFlutterwaveFake(FLUTTERWAVE);
  const t = await createTestApp({
    env: {
      FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE.secretKey,
      FLUTTERWAVE_SECRET_HASH: FLUTTERWAVE.secretHash,
      FLUTTERWAVE_BASE_URL: fake.baseUrl,
      FLUTTERWAVE_TIMEOUT_MS: '400',
    },
  });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    fake,
    callbackUrl: `${origin}/webhooks/providers/flutterwave`,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** A new merchant whose session is switched to live mode. */
export async function liveMerchant(t: TestApp, name = 'Live Merchant') {
  const merchant = await t.signUp(name);
  const res = await t.request('PUT', '/api/mode', { cookie: merchant.cookie, body: { mode: 'live' } });
  if (res.statusCode !== 200) throw new Error(`switch to live failed: ${res.statusCode} ${res.body}`);
  return merchant;
}

/** The provider events recorded for `reference`, oldest first: their type and status. */
export function providerEventsFor(t: TestApp, reference: string) {
  return queryRows<{ type: string; status: string }>(
    t.db,
    sql`select type, status from provider_events where reference = ${reference} order by received_at, id`,
  );
}

/** A live app for the test file (started before its tests, closed after); read it inside tests. */
export function useLiveApp() {
  let live: Awaited<ReturnType<typeof startLiveApp>> | undefined;
  beforeAll(async () => {
    live = await startLiveApp();
  });
  afterAll(() => live?.close());
  return () => {
    if (!live) throw new Error('the live app is not started');
    return live;
  };
}

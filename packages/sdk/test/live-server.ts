/**
 * The real Malipo server for SDK tests: booted in-process on a fresh database as the server's own
 * tests do (`apps/server/test/test-app.ts`: PGlite, or PostgreSQL when `DATABASE_URL` is set), but
 * listening on a loopback port so the SDK talks to it over real HTTP. Merchants sign up and create
 * their secret key through the dashboard routes, as a merchant would in the Developers section.
 */
import { createdApiKeySchema } from '@malipo/contracts/api-keys';
import { createTestApp, type TestAppOptions } from '../../../apps/server/test/test-app';
import { tokenizeCard } from '../../../apps/server/test/payment-helpers';
import { Malipo, type MalipoOptions } from '../src/client';

/** The card number the sandbox always approves. */
export const APPROVED_CARD = '4242424242424242';

/** Boots the server. Call `close()` in `afterAll`. */
export async function startLiveServer(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });

  /** Signs up a new merchant and creates its secret key; `client()` is authenticated with it. */
  const newMerchant = async () => {
    const merchant = await t.signUp('SDK Test Merchant');
    const res = await t.request('POST', '/api/api-keys', {
      cookie: merchant.cookie,
      body: { name: 'SDK tests' },
    });
    if (res.statusCode !== 201) throw new Error(`API key creation failed: ${res.statusCode} ${res.body}`);
    const apiKey = createdApiKeySchema.parse(res.json()).secret;
    return {
      ...merchant,
      apiKey,
      /** A client of this server with the merchant's key; `overrides` replace its options. */
      client: (overrides: MalipoOptions = {}) => new Malipo({ apiKey, baseUrl, ...overrides }),
    };
  };

  return {
    t,
    baseUrl,
    newMerchant,
    /** A sandbox card token (`tok_…`) for `number`, from `POST /api/sandbox/tokens` as payer pages get one. */
    cardToken: (number = APPROVED_CARD) => tokenizeCard(t, number),
    close: () => t.close(),
  };
}

/** A running {@link startLiveServer}. */
export type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;

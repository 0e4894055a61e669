/**
 * Starts the real server once for the browser tests: the built web app (`npm run test:e2e` builds
 * it first), an in-memory database with the demo merchant, live mode on local fakes of Flutterwave,
 * MTN MoMo (Rwanda) and M-Pesa Daraja (apps/server/test/fakes; the operators' fakes approve every
 * request after a few seconds, as a payer on the phone would), a short mobile money delay, generous
 * rate limits, the admin token the public-site test reads stored messages with, and webhooks
 * allowed to private addresses (the test's receiver is local).
 */
import type { TestProject } from 'vitest/node';
import { startDarajaFake } from '../../apps/server/test/fakes/daraja-fake';
import { startFlutterwaveFake } from '../../apps/server/test/fakes/flutterwave-fake';
import { serveFlutterwavePages } from '../../apps/server/test/fakes/flutterwave-fake-pages';
import { startMomoFake } from '../../apps/server/test/fakes/mtn-momo-fake';
import { MOMO, MPESA, railsEnv } from '../../apps/server/test/operator-rails-env';
import { startServer } from '../../bench/server-process';
import { E2E_ADMIN_TOKEN } from './admin-api';
import { startMailSink } from './mail-sink';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Origin of the local Flutterwave fake live mode uses (its `/__fake/*` controls steer it). */
    flutterwaveURL: string;
    /** Origin of the mailbox the app's emails arrive in (support/mail-sink.ts). */
    mailURL: string;
  }
}

/** The credentials the server and the Flutterwave fake share. */
const FLUTTERWAVE = { secretKey: 'FLWSECK_TEST-malipo0e2e0key-X', secretHash: 'malipo-e2e-callback-hash' };

/** How long the operators' fakes take to approve a request, in ms, as the sandbox's mobile money delay. */
const APPROVE_AFTER_MS = 2500;

/**
 * Vitest global setup: starts the providers' fakes, a mailbox and the server configured for them
 * (live mode available, emails sent by SMTP), provides `baseURL`, `flutterwaveURL` and `mailURL`,
 * stops them all afterwards.
 */
export default async function setup(project: TestProject) {
  const flutterwave = await startFlutterwaveFake(FLUTTERWAVE);
  const momo = await startMomoFake({ ...MOMO, approveAfterMs: APPROVE_AFTER_MS });
  const daraja = await startDarajaFake({ ...MPESA, approveAfterMs: APPROVE_AFTER_MS });
  const mail = await startMailSink();
  let callbackUrl = '';
  serveFlutterwavePages(flutterwave, () => callbackUrl);
  const server = await startServer({
    FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE.secretKey,
    FLUTTERWAVE_SECRET_HASH: FLUTTERWAVE.secretHash,
    FLUTTERWAVE_BASE_URL: flutterwave.baseUrl,
    ...railsEnv(momo.baseUrl, daraja.baseUrl),
    SANDBOX_MOBILE_MONEY_DELAY_MS: '2500',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000',
    ADMIN_API_TOKEN: E2E_ADMIN_TOKEN,
    // The developers test's webhook receiver listens on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    SMTP_URL: mail.smtpUrl,
  });
  callbackUrl = `${server.baseURL}/webhooks/providers/flutterwave`;
  project.provide('baseURL', server.baseURL);
  project.provide('flutterwaveURL', flutterwave.baseUrl);
  project.provide('mailURL', mail.mailURL);
  return async () => {
    await server.stop();
    await Promise.all([flutterwave.close(), momo.close(), daraja.close(), mail.close()]);
  };
}

/**
 * Starts the real server once for the browser tests: the built web app (`npm run test:e2e` builds
 * it first), an in-memory database with the demo merchant, a short mobile money delay, generous
 * rate limits, the admin token the public-site test reads stored messages with, and webhooks
 * allowed to private addresses (the test's receiver is local).
 */
import type { TestProject } from 'vitest/node';
import { startServer } from '../../bench/server-process';
import { E2E_ADMIN_TOKEN } from './admin-api';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Vitest global setup: starts the server, provides `baseURL`, stops it afterwards. */
export default async function setup(project: TestProject) {
  const server = await startServer({
    SANDBOX_MOBILE_MONEY_DELAY_MS: '2500',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000',
    ADMIN_API_TOKEN: E2E_ADMIN_TOKEN,
    // The developers test's webhook receiver listens on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  });
  project.provide('baseURL', server.baseURL);
  return server.stop;
}

/**
 * Boots the real app on a fresh database for one test file: in-memory PGlite by default, or a
 * throwaway PostgreSQL database when `TEST_DATABASE_URL` / `DATABASE_URL` is set (dropped on close).
 * Logs are captured so tests can search them. The job worker is not started: tests call
 * `jobs.runDue()` after moving the manual clock.
 */
import { Writable } from 'node:stream';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import type { RenderPayerPage } from '@malipo/contracts/payer-pages';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createManualClock } from '../src/lib/clock';
import type { MailTransport } from '../src/modules/notifications/email-sender';
import type { ResolveHost } from '../src/modules/webhooks/url-guard';
import { CSRF_HEADER } from '../src/plugins/csrf';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

async function createThrowawayDatabase(url: string) {
  const name = `malipo_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: dbUrl.toString(), drop };
}

/** Options for {@link createTestApp}. */
export interface TestAppOptions {
  env?: Record<string, string>;
  /** Fake host resolution for the webhook SSRF guard. */
  resolveHost?: ResolveHost;
  /** The payer pages' renderer (`payer-renderer.ts`); none by default. */
  renderPayerPage?: RenderPayerPage;
  /** Sends outbox emails (a recorder reading attachments); by default they are only `logged`. */
  mailTransport?: MailTransport;
}

/** A booted app with helpers. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Boots the app for a test file. Call `close()` in `afterAll`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
  const database = await openDatabase({ databaseUrl: throwaway?.url, pgliteDataDir: 'memory://' });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent',
    SANDBOX_MOBILE_MONEY_DELAY_MS: '5000',
    MOBILE_MONEY_TIMEOUT_MS: '120000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...options.env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const clock = createManualClock(new Date());
  const built = await buildApp({
    config,
    db: database.db,
    clock,
    logStream,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    ...(options.renderPayerPage ? { renderPayerPage: options.renderPayerPage } : {}),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
  });
  await built.app.ready();

  /** Sends a JSON request the way the web app does (CSRF header, optional session cookie). */
  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    built.app.inject({
      method,
      url,
      headers: {
        [CSRF_HEADER.name]: CSRF_HEADER.value,
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
    });

  /** Signs up a new merchant with a unique email; returns its session cookie and user. */
  const signUp = async (name = 'Test Merchant') => {
    const email = `m_${Math.random().toString(36).slice(2)}@example.com`;
    const res = await request('POST', '/api/auth/signup', {
      body: { name, email, password: 'correct-horse-9' },
    });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { cookie, email, user: res.json().user as { id: string; merchantId: string; name: string } };
  };

  return {
    ...built,
    db: database.db,
    kind: database.kind,
    clock,
    logs,
    request,
    signUp,
    close: async () => {
      await built.jobs.stop();
      await built.app.close();
      await database.close();
      await throwaway?.drop();
    },
  };
}

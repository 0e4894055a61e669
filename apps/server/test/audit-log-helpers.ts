/**
 * The audit log tests' app and readers: an app whose mode can be switched to live (credentials only,
 * no provider is called) and webhook hosts resolve publicly, and the page a member's cookie sees.
 */
import { expect } from 'vitest';
import type { AuditEvent } from '@malipo/contracts/audit';
import { createTestApp, type TestApp } from './test-app';

/** Boots the app the audit log tests share. */
export function createAuditTestApp(): Promise<TestApp> {
  return createTestApp({
    env: {
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-malipo0audit0key-X',
      FLUTTERWAVE_SECRET_HASH: 'malipo-audit-callback-hash',
      FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:9',
    },
    resolveHost: async () => [{ address: '93.184.216.34', family: 4 }],
  });
}

/** Readers of the audit log over the app `app()` returns (read at call time, after `beforeAll`). */
export function auditReader(app: () => TestApp) {
  /** The audit log page `cookie` sees with `query`. */
  const auditLog = async (
    cookie: string,
    query = '',
  ): Promise<{ data: AuditEvent[]; nextCursor: string | null }> => {
    const res = await app().request('GET', `/api/audit-events${query}`, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** The newest entry `cookie` sees of `action`. */
  const latest = async (cookie: string, action: string): Promise<AuditEvent | undefined> =>
    (await auditLog(cookie, `?action=${action}`)).data[0];
  /** A minute passes, so entries are ordered by time as a person makes them. */
  const aMinuteLater = () => app().clock.advance(60_000);
  return { auditLog, latest, aMinuteLater };
}

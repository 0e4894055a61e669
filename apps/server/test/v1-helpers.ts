/**
 * Helpers for the public API tests: create a secret key through the dashboard, and call `/v1` with
 * it as `Authorization: Bearer`.
 */
import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

/** Creates a secret key for the signed-in merchant; returns its id and full secret. */
export async function createApiKey(
  t: TestApp,
  cookie: string,
  name = 'Server',
): Promise<{ id: string; secret: string }> {
  const res = await t.request('POST', '/api/api-keys', { cookie, body: { name } });
  if (res.statusCode !== 201) throw new Error(`key creation failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().id as string, secret: res.json().secret as string };
}

/** A new merchant with a secret key. */
export async function merchantWithKey(t: TestApp) {
  const merchant = await t.signUp();
  return { ...merchant, key: await createApiKey(t, merchant.cookie) };
}

/** Calls `/v1` with `token` as the bearer credential (no CSRF header, as an API client would). */
export function v1(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
  });
}

/** `POST /v1/transactions` with an Idempotency-Key (a fresh one by default). */
export function createTransaction(t: TestApp, token: string, body: unknown, key: string = randomUUID()) {
  return v1(t, 'POST', '/v1/transactions', { token, body, headers: { 'idempotency-key': key } });
}

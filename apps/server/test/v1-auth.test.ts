import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createApiKey, v1 } from './v1-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function login(email: string, password = 'correct-horse-9') {
  return v1(t, 'POST', '/v1/auth/login', { body: { email, password } });
}

describe('POST /v1/auth/login', () => {
  it('exchanges credentials for a one-hour bearer token that acts for the merchant', async () => {
    const { email, cookie } = await t.signUp();
    await t.request('POST', '/api/payment-links', {
      cookie,
      body: { productName: 'Mine', amountMinor: 100, currency: 'USD' },
    });
    const res = await login(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      object: 'access_token',
      token: expect.stringMatching(/^mat_/),
      tokenType: 'Bearer',
      expiresAt: new Date(t.clock.now().getTime() + 3600_000).toISOString(),
    });
    const links = await v1(t, 'GET', '/v1/payment-links', { token: body.token });
    expect(links.json().data.map((l: { productName: string }) => l.productName)).toEqual(['Mine']);

    t.clock.advance(3600_000);
    const expired = await v1(t, 'GET', '/v1/payment-links', { token: body.token });
    expect(expired.statusCode).toBe(401);
  });

  it('a password change ends access tokens issued before it; a token issued after it works', async () => {
    const { email, cookie } = await t.signUp();
    const before = (await login(email)).json().token;
    expect((await v1(t, 'GET', '/v1/accounts/balance', { token: before })).statusCode).toBe(200);

    t.clock.advance(1_000);
    const changed = await t.request('POST', '/api/account/password', {
      cookie,
      body: { currentPassword: 'correct-horse-9', newPassword: 'new-password-42' },
    });
    expect(changed.statusCode).toBeLessThan(300);

    const refused = await v1(t, 'GET', '/v1/accounts/balance', { token: before });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('unauthenticated');

    const after = (await login(email, 'new-password-42')).json().token;
    expect((await v1(t, 'GET', '/v1/accounts/balance', { token: after })).statusCode).toBe(200);
  });

  it('refuses wrong credentials without saying which part was wrong', async () => {
    const { email } = await t.signUp();
    for (const res of [await login(email, 'wrong-password'), await login('nobody@example.com')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'invalid_credentials',
        message: 'Please check your credentials',
      });
    }
  });

  it('refuses a tampered token', async () => {
    const { email } = await t.signUp();
    const { token } = (await login(email)).json();
    const [payload, signature] = token.slice(4).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, mid: 'mer_someone_else' })).toString('base64url');
    const res = await v1(t, 'GET', '/v1/accounts/balance', { token: `mat_${forged}.${signature}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('request ids', () => {
  it('every response carries a Request-Id, including errors; a client-sent id is ignored', async () => {
    const ok = await t.request('GET', '/api/health');
    const unauthenticated = await v1(t, 'GET', '/v1/transactions', { headers: { 'request-id': 'spoofed' } });
    const missing = await v1(t, 'GET', '/v1/nothing-here');
    const ids = [ok, unauthenticated, missing].map((r) => r.headers['request-id']);
    for (const id of ids) expect(id).toMatch(/^req_[0-9A-Z]{26}$/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('rate limits per key', () => {
  it('answers 429 with Retry-After once a key has used its budget; other keys are unaffected', async () => {
    const limited = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const { cookie } = await limited.signUp();
      const busy = await createApiKey(limited, cookie, 'Busy');
      const quiet = await createApiKey(limited, cookie, 'Quiet');
      const call = (token: string) => v1(limited, 'GET', '/v1/accounts/balance', { token });
      for (let i = 0; i < 3; i += 1) expect((await call(busy.secret)).statusCode).toBe(200);
      const refused = await call(busy.secret);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(quiet.secret)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

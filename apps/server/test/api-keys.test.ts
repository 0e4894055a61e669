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

describe('API keys in the dashboard', () => {
  it('shows the full key once, then only its masked form, and stores only its hash', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('POST', '/api/api-keys', { cookie, body: { name: '  Shop backend ' } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json();
    expect(created.secret).toMatch(/^sk_test_[0-9A-Za-z]{33}$/);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^key_/),
      name: 'Shop backend',
      maskedKey: `sk_test_…${created.secret.slice(-4)}`,
      lastUsedAt: null,
      revokedAt: null,
    });

    const list = await t.request('GET', '/api/api-keys', { cookie });
    const { secret, ...shown } = created;
    expect(list.json().data).toEqual([shown]);
    expect(list.body).not.toContain(secret);

    const stored = await t.db.query.apiKeys.findFirst({ where: (k, { eq }) => eq(k.id, created.id) });
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.secret);
  });

  it('authenticates /v1 requests and records when the key was last used', async () => {
    const { cookie } = await t.signUp();
    const key = await createApiKey(t, cookie);
    expect((await v1(t, 'GET', '/v1/accounts/balance', { token: key.secret })).statusCode).toBe(200);
    const [listed] = (await t.request('GET', '/api/api-keys', { cookie })).json().data;
    expect(listed.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('a revoked key stops working at once and is listed as revoked after the active ones', async () => {
    const { cookie } = await t.signUp();
    const revoked = await createApiKey(t, cookie, 'Old');
    t.clock.advance(1_000);
    const active = await createApiKey(t, cookie, 'New');
    const res = await t.request('POST', `/api/api-keys/${revoked.id}/revoke`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().revokedAt).toBe(t.clock.now().toISOString());

    const call = await v1(t, 'GET', '/v1/accounts/balance', { token: revoked.secret });
    expect(call.statusCode).toBe(401);
    expect(call.json().error.code).toBe('unauthenticated');
    expect((await v1(t, 'GET', '/v1/accounts/balance', { token: active.secret })).statusCode).toBe(200);

    const names = (await t.request('GET', '/api/api-keys', { cookie }))
      .json()
      .data.map((k: { name: string }) => k.name);
    expect(names).toEqual(['New', 'Old']);
  });

  it("another merchant's key cannot be revoked, and stays working", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const key = await createApiKey(t, owner.cookie);
    const res = await t.request('POST', `/api/api-keys/${key.id}/revoke`, { cookie: other.cookie });
    expect(res.statusCode).toBe(404);
    expect((await t.request('GET', '/api/api-keys', { cookie: other.cookie })).json().data).toEqual([]);
    expect((await v1(t, 'GET', '/v1/accounts/balance', { token: key.secret })).statusCode).toBe(200);
  });

  it('validates the name and requires a session and the CSRF header', async () => {
    const { cookie } = await t.signUp();
    const blank = await t.request('POST', '/api/api-keys', { cookie, body: { name: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: 'Name is required' });
    expect((await t.request('GET', '/api/api-keys')).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Forged' }),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses unknown, malformed and missing bearer credentials', async () => {
    for (const authorization of ['Bearer sk_test_nope', 'Bearer mat_abc.def', 'Basic abc', '']) {
      const res = await v1(t, 'GET', '/v1/accounts/balance', { headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });
});

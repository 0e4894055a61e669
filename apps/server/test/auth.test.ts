import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@malipo/contracts/auth';
import { seedDemo } from '../src/modules/seed/seed-demo';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('accounts and sessions', () => {
  it('sign-up sets an httpOnly SameSite=Lax session cookie that opens /api/auth/me', async () => {
    const res = await t.request('POST', '/api/auth/signup', {
      body: { name: 'Amani Shop', email: 'Amani@Example.com', password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      name: 'Amani Shop',
      email: 'amani@example.com',
      businessName: 'Amani Shop',
    });
    const cookie = res.cookies.find((c) => c.name === 'malipo_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.request('GET', '/api/auth/me', { cookie: `malipo_session=${cookie?.value}` });
    expect(me.json().user.email).toBe('amani@example.com');
  });

  it('passwords are stored as argon2id hashes', async () => {
    const { email } = await t.signUp();
    const { users } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('a second sign-up with the same email is refused with a field message', async () => {
    const { email } = await t.signUp();
    const res = await t.request('POST', '/api/auth/signup', {
      body: { name: 'Again', email, password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'email_taken', fields: { email: expect.any(String) } });
  });

  it('sign-up validates every field', async () => {
    const res = await t.request('POST', '/api/auth/signup', {
      body: { name: '', email: 'not-an-email', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'name', 'password']);
  });

  it('a wrong password answers 401 "Please check your credentials" and sets no cookie', async () => {
    const { email } = await t.signUp();
    const res = await t.request('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Please check your credentials',
    });
    expect(res.cookies).toHaveLength(0);
  });

  it('logout ends the session', async () => {
    const { cookie } = await t.signUp();
    expect((await t.request('POST', '/api/auth/logout', { cookie })).statusCode).toBe(204);
    expect((await t.request('GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
  });

  it('the seeded demo account signs in with the credentials shown in Demo Mode, and seeding twice is harmless', async () => {
    await seedDemo({ db: t.db, clock: t.clock, auth: t.auth });
    await seedDemo({ db: t.db, clock: t.clock, auth: t.auth });
    const res = await t.request('POST', '/api/auth/login', { body: DEMO_CREDENTIALS });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const links = (await t.request('GET', '/api/payment-links', { cookie })).json().data;
    expect(links.map((l: { id: string; status: string }) => [l.id, l.status]).sort()).toEqual([
      ['abc123', 'active'],
      ['def456', 'active'],
      ['ghi789', 'expired'],
    ]);
  });

  it('writes without the X-Requested-With header are refused (CSRF)', async () => {
    const { cookie } = await t.signUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment-links',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ productName: 'X', amountMinor: 100, currency: 'USD' }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('login is rate-limited per address and email', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push(
          (
            await limited.request('POST', '/api/auth/login', {
              body: { email: 'x@example.com', password: 'nope' },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

/**
 * Settings → Sessions through the API (docs/security.md#sessions): each sign-in is listed with its
 * device, address and last activity; one session or every other one can be signed out, and only the
 * person's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Listed = { id: string; device: string; ip: string | null; lastSeenAt: string; current: boolean };

/** Signs `email` in from a browser with `userAgent`; returns the session cookie. */
async function signIn(email: string, userAgent: string): Promise<string> {
  const res = await t.request('POST', '/api/auth/login', {
    body: { email, password: 'correct-horse-9' },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

const list = async (cookie: string) => {
  const res = await t.request('GET', '/api/account/sessions', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().data as Listed[];
};
const me = async (cookie: string) => (await t.request('GET', '/api/auth/me', { cookie })).statusCode;

describe('sessions', () => {
  it('lists each sign-in with its device and address, marking the current one', async () => {
    const { email } = await t.signUp();
    // A minute between sign-ins, so the list's order (most recently used first) is the order here.
    t.clock.advance(60_000);
    const laptop = await signIn(email, CHROME_WINDOWS);
    t.clock.advance(60_000);
    const phone = await signIn(email, SAFARI_IPHONE);
    const seen = await list(laptop);
    expect(seen.map((s) => [s.device, s.current])).toEqual([
      ['Safari on iOS', false],
      ['Chrome on Windows', true],
      ['Unknown device', false],
    ]);
    expect(seen[0]?.ip).toBe('127.0.0.1');
    expect((await list(phone)).find((s) => s.current)?.device).toBe('Safari on iOS');
  });

  it('signs out one session, which then stops working; the others keep working', async () => {
    const { email, cookie } = await t.signUp();
    const phone = await signIn(email, SAFARI_IPHONE);
    const target = (await list(cookie)).find((s) => s.device === 'Safari on iOS');
    const res = await t.request('DELETE', `/api/account/sessions/${target?.id}`, { cookie });
    expect(res.statusCode).toBe(204);
    expect(await me(phone)).toBe(401);
    expect(await me(cookie)).toBe(200);
    expect((await list(cookie)).map((s) => s.device)).toEqual(['Unknown device']);
  });

  it("cannot sign out another person's session", async () => {
    const victim = await t.signUp();
    const [victimSession] = await list(victim.cookie);
    const other = await t.signUp();
    const res = await t.request('DELETE', `/api/account/sessions/${victimSession?.id}`, {
      cookie: other.cookie,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(await me(victim.cookie)).toBe(200);
  });

  it('signs out every other session and keeps this one', async () => {
    const { email, cookie } = await t.signUp();
    const phone = await signIn(email, SAFARI_IPHONE);
    const laptop = await signIn(email, CHROME_WINDOWS);
    expect((await t.request('DELETE', '/api/account/sessions', { cookie: laptop })).statusCode).toBe(204);
    expect([await me(cookie), await me(phone), await me(laptop)]).toEqual([401, 401, 200]);
    expect(await list(laptop)).toHaveLength(1);
  });

  it('notes activity at most every five minutes', async () => {
    const { cookie } = await t.signUp();
    const [started] = await list(cookie);
    t.clock.advance(60_000);
    expect((await list(cookie))[0]?.lastSeenAt).toBe(started?.lastSeenAt);
    t.clock.advance(5 * 60_000);
    await me(cookie);
    expect((await list(cookie))[0]?.lastSeenAt).toBe(t.clock.now().toISOString());
  });

  it('needs a signed-in person', async () => {
    expect((await t.request('GET', '/api/account/sessions')).statusCode).toBe(401);
    expect((await t.request('DELETE', '/api/account/sessions')).statusCode).toBe(401);
  });
});

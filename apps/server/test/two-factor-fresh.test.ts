/**
 * A fresh second factor before sensitive actions (docs/security.md#two-factor-sign-in): every route
 * the permission table marks `freshSecondFactor` — withdrawals, sends, the virtual card's payments and
 * details, API key creation and member changes — answers 403 `second_factor_required` to a member with two-factor sign-in whose session
 * proved no code in the last 10 minutes, and does nothing; a code proved through
 * `POST /api/account/two-factor/verify` lets the same request through. The signed-in code routes
 * are capped like the sign-in's second step.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../src/plugins/route-permissions';
import { createTestApp, type TestApp } from './test-app';
import { enrol, nextCode, signInWithCode } from './two-factor-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE_MS = 60_000;

/** The routes asking for a fresh code, from the table the access hook reads. */
const FRESH_ROUTES = Object.entries(ROUTE_ACCESS)
  .filter(([, access]) => typeof access !== 'string' && access.freshSecondFactor)
  .map(([route]) => route);

/** An owner with two-factor sign-in, signed in with a code 11 minutes ago: their cookie and secret. */
async function staleOwner() {
  const { cookie: first, email } = await t.signUp();
  const { secret } = await enrol(t, first);
  const cookie = await signInWithCode(t, email, secret);
  t.clock.advance(11 * MINUTE_MS);
  return { cookie, secret };
}

/** `route` with its path parameters filled and an empty body, as `cookie`. */
function send(route: string, cookie: string) {
  const [method, path] = route.split(' ') as ['POST' | 'PATCH' | 'DELETE', string];
  return t.request(method, path.replace(/:(\w+)/g, 'nothing_here'), {
    cookie,
    headers: { 'idempotency-key': randomUUID() },
    ...(method === 'DELETE' ? {} : { body: {} }),
  });
}

describe('a fresh second factor', () => {
  it('is asked for withdrawals, sends, card payments and details, API key creation and member changes', () => {
    expect([...FRESH_ROUTES].sort()).toEqual(
      [
        'POST /api/wallet/payouts',
        'POST /api/wallet/direct-pay',
        'POST /api/wallet/transfers',
        'POST /api/wallet/merchant-payments',
        // The virtual card spends the wallet: paying with it, and showing the details that would.
        'POST /api/virtual-card/payments',
        'POST /api/virtual-card/reveal',
        'POST /api/api-keys',
        'POST /api/team/invitations',
        'PATCH /api/team/members/:userId',
        'DELETE /api/team/members/:userId',
      ].sort(),
    );
  });

  it('is required by every one of those routes 10 minutes after the last code, before the body is read', async () => {
    const { cookie, secret } = await staleOwner();
    for (const route of FRESH_ROUTES) {
      const res = await send(route, cookie);
      expect(res.statusCode, route).toBe(403);
      expect(res.json().error.code, route).toBe('second_factor_required');
    }
    const verified = await t.request('POST', '/api/account/two-factor/verify', {
      cookie,
      body: { code: await nextCode(t, secret) },
    });
    expect(verified.statusCode).toBe(204);
    for (const route of FRESH_ROUTES) {
      const res = await send(route, cookie);
      expect(res.json().error?.code, route).not.toBe('second_factor_required');
    }
  });

  it('holds back a new API key and an invitation until a code is given, then lets them through', async () => {
    const { cookie, secret } = await staleOwner();
    const createKey = () => t.request('POST', '/api/api-keys', { cookie, body: { name: 'Shop' } });
    const invite = () =>
      t.request('POST', '/api/team/invitations', {
        cookie,
        body: { email: 'fresh-factor@example.com', role: 'viewer' },
      });
    expect((await createKey()).statusCode).toBe(403);
    expect((await invite()).statusCode).toBe(403);
    expect((await t.request('GET', '/api/api-keys', { cookie })).json().data).toEqual([]);
    expect((await t.request('GET', '/api/team', { cookie })).json().invitations).toEqual([]);

    await t.request('POST', '/api/account/two-factor/verify', {
      cookie,
      body: { code: await nextCode(t, secret) },
    });
    expect((await createKey()).statusCode).toBe(201);
    expect((await invite()).statusCode).toBe(201);
  });
});

describe('the cap on code attempts when signed in', () => {
  it('allows 5 codes per person in 15 minutes, then refuses even a right one', async () => {
    const { cookie, secret } = await staleOwner();
    const verify = async (code: string) =>
      t.request('POST', '/api/account/two-factor/verify', { cookie, body: { code } });
    for (let i = 0; i < 5; i += 1) expect((await verify('000000')).statusCode).toBe(400);
    const limited = await verify(await nextCode(t, secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // The session stays without a fresh code: a withdrawal is still held back.
    const payout = await t.request('POST', '/api/wallet/payouts', {
      cookie,
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(payout.json().error.code).toBe('second_factor_required');
  });
});

/**
 * Test mode and live mode (docs/providers.md#modes): a session switches between them only when the
 * platform has live credentials, and links, payments, balances, history, API keys, webhook
 * endpoints and sends stay in the mode they were made in, while the business profile is shared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIVE_MODE_UNAVAILABLE_MESSAGE } from '@malipo/contracts/modes';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './test-app';
import { balances, createLink } from './payment-helpers';
import { createApiKey, v1 } from './v1-helpers';
import { depositByCard, walletPost } from './wallet-helpers';

const LIVE_CREDENTIALS = {
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-malipo0modes0key-X',
  FLUTTERWAVE_SECRET_HASH: 'malipo-modes-callback-hash',
  FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:9',
};

/** Switches the session of `cookie` to `mode`; returns the answer. */
const switchTo = (t: TestApp, cookie: string, mode: string) =>
  t.request('PUT', '/api/mode', { cookie, body: { mode } });

describe('without live credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts in test mode and explains why live mode is unavailable', async () => {
    const { cookie, user } = await t.signUp();
    expect(user).toMatchObject({ mode: 'test' });
    const status = await t.request('GET', '/api/mode', { cookie });
    expect(status.json()).toEqual({
      mode: 'test',
      liveAvailable: false,
      liveUnavailableReason: LIVE_MODE_UNAVAILABLE_MESSAGE,
    });

    const refused = await switchTo(t, cookie, 'live');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'live_mode_unavailable',
      message: LIVE_MODE_UNAVAILABLE_MESSAGE,
    });
    expect((await t.request('GET', '/api/auth/me', { cookie })).json().user.mode).toBe('test');
  });

  it('refuses a live access token and an unknown mode', async () => {
    const { cookie, email } = await t.signUp();
    const login = await v1(t, 'POST', '/v1/auth/login', {
      body: { email, password: 'correct-horse-9', mode: 'live' },
    });
    expect(login.statusCode).toBe(409);
    const unknown = await switchTo(t, cookie, 'production');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ mode: 'Choose test or live' });
  });

  it('refuses start-up with a malformed key or a key without its callback hash', () => {
    expect(() =>
      loadConfig({ FLUTTERWAVE_SECRET_KEY: 'not-a-key', FLUTTERWAVE_SECRET_HASH: 'x'.repeat(20) }),
    ).toThrow(/FLUTTERWAVE_SECRET_KEY: must be a Flutterwave secret key/);
    expect(() => loadConfig({ FLUTTERWAVE_SECRET_KEY: LIVE_CREDENTIALS.FLUTTERWAVE_SECRET_KEY })).toThrow(
      /FLUTTERWAVE_SECRET_HASH: Flutterwave needs FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_SECRET_HASH all set, or none/,
    );
    const message = (() => {
      try {
        loadConfig({
          FLUTTERWAVE_SECRET_KEY: 'FLWSECK-leaked0secret',
          FLUTTERWAVE_SECRET_HASH: 'x'.repeat(20),
        });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('FLUTTERWAVE_SECRET_KEY');
    expect(message).not.toContain('leaked0secret');
  });
});

describe('with live credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: LIVE_CREDENTIALS,
      resolveHost: async () => [{ address: '93.184.216.34', family: 4 }],
    });
  });
  afterAll(() => t.close());

  it('switches the session to the live merchant row and back', async () => {
    const { cookie, user } = await t.signUp('Nyungwe Crafts');
    const live = await switchTo(t, cookie, 'live');
    expect(live.json()).toEqual({ mode: 'live', liveAvailable: true, liveUnavailableReason: null });

    const liveUser = (await t.request('GET', '/api/auth/me', { cookie })).json().user;
    expect(liveUser).toMatchObject({
      mode: 'live',
      accountId: user.merchantId,
      businessName: 'Nyungwe Crafts',
    });
    expect(liveUser.merchantId).not.toBe(user.merchantId);

    await switchTo(t, cookie, 'test');
    expect((await t.request('GET', '/api/auth/me', { cookie })).json().user).toMatchObject({
      mode: 'test',
      merchantId: user.merchantId,
    });
  });

  it('keeps links, balances, history, keys and webhook endpoints apart, and shares the profile', async () => {
    const { cookie } = await t.signUp('Kivu Coffee');
    const testLink = await createLink(t, cookie, { productName: 'Test beans' });
    await depositByCard(t, cookie, 50_00);
    const testKey = await createApiKey(t, cookie);
    const endpoint = await t.request('POST', '/api/webhook-endpoints', {
      cookie,
      body: { url: 'https://hooks.example.com/malipo' },
    });
    expect(endpoint.statusCode).toBe(201);

    await switchTo(t, cookie, 'live');
    const liveLink = await createLink(t, cookie, { productName: 'Live beans' });
    const liveKey = await createApiKey(t, cookie);
    expect(testKey.secret).toMatch(/^sk_test_/);
    expect(liveKey.secret).toMatch(/^sk_live_/);

    const liveLinks = (await t.request('GET', '/api/payment-links', { cookie })).json().data;
    expect(liveLinks.map((l: { id: string }) => l.id)).toEqual([liveLink]);
    expect(await balances(t, cookie)).not.toHaveProperty('USD', 50_00);
    expect((await t.request('GET', '/api/transactions', { cookie })).json().data).toEqual([]);
    expect((await t.request('GET', '/api/webhook-endpoints', { cookie })).json().data).toEqual([]);
    const keys = (await t.request('GET', '/api/api-keys', { cookie })).json().data;
    expect(keys.map((k: { maskedKey: string }) => k.maskedKey)).toEqual([
      `sk_live_…${liveKey.secret.slice(-4)}`,
    ]);

    // Each key reaches only its own mode's links.
    const viaLiveKey = await v1(t, 'GET', '/v1/payment-links', { token: liveKey.secret });
    expect(viaLiveKey.json().data.map((l: { id: string }) => l.id)).toEqual([liveLink]);
    const viaTestKey = await v1(t, 'GET', '/v1/payment-links', { token: testKey.secret });
    expect(viaTestKey.json().data.map((l: { id: string }) => l.id)).toEqual([testLink]);

    // Branding saved in live mode shows on both modes' payer pages, each saying its mode.
    const saved = await t.request('PUT', '/api/settings/branding', {
      cookie,
      body: {
        businessName: 'Kivu Coffee Ltd',
        logoUrl: null,
        primaryColor: '#112233',
        secondaryColor: '#445566',
      },
    });
    expect(saved.statusCode).toBe(200);
    for (const [id, mode] of [
      [testLink, 'test'],
      [liveLink, 'live'],
    ] as const) {
      const page = (await t.request('GET', `/api/public/payment-links/${id}`)).json();
      expect(page.merchant).toMatchObject({ businessName: 'Kivu Coffee Ltd', primaryColor: '#112233', mode });
    }

    await switchTo(t, cookie, 'test');
    expect(await balances(t, cookie)).toHaveProperty('USD', 50_00);
    const testLinks = (await t.request('GET', '/api/payment-links', { cookie })).json().data;
    expect(testLinks.map((l: { id: string }) => l.id)).toEqual([testLink]);
  });

  it('sends test money to the recipient’s test wallet only', async () => {
    const sender = await t.signUp('Sender');
    const recipient = await t.signUp('Recipient');
    await depositByCard(t, sender.cookie, 20_00);
    const sent = await walletPost(t, sender.cookie, '/api/wallet/transfers', {
      recipient: recipient.email,
      amountMinor: 5_00,
      currency: 'USD',
      note: 'Test money',
    });
    expect(sent.statusCode).toBe(201);

    expect(await balances(t, recipient.cookie)).toHaveProperty('USD', 5_00);
    await switchTo(t, recipient.cookie, 'live');
    expect(await balances(t, recipient.cookie)).not.toHaveProperty('USD', 5_00);

    // A live wallet with nothing in it cannot send the test money on.
    const fromLive = await walletPost(t, recipient.cookie, '/api/wallet/transfers', {
      recipient: sender.email,
      amountMinor: 5_00,
      currency: 'USD',
      note: '',
    });
    expect(fromLive.statusCode).toBe(422);
    expect(fromLive.json().error.code).toBe('insufficient_funds');
  });

  it('issues access tokens for the mode asked for', async () => {
    const { cookie, email } = await t.signUp();
    await switchTo(t, cookie, 'live');
    const liveLink = await createLink(t, cookie);
    const login = await v1(t, 'POST', '/v1/auth/login', {
      body: { email, password: 'correct-horse-9', mode: 'live' },
    });
    const links = await v1(t, 'GET', '/v1/payment-links', { token: login.json().token });
    expect(links.json().data.map((l: { id: string }) => l.id)).toEqual([liveLink]);

    const testLogin = await v1(t, 'POST', '/v1/auth/login', { body: { email, password: 'correct-horse-9' } });
    const testLinks = await v1(t, 'GET', '/v1/payment-links', { token: testLogin.json().token });
    expect(testLinks.json().data).toEqual([]);
  });

  it('gives every account exactly one test row and one live row', async () => {
    await t.signUp();
    const unpaired = await queryRows(
      t.db,
      sql`select account_id from merchants group by account_id
          having count(*) filter (where mode = 'test') <> 1 or count(*) filter (where mode = 'live') <> 1`,
    );
    expect(unpaired).toEqual([]);
    const [counted] = await queryRows<{ accounts: number }>(
      t.db,
      sql`select count(distinct account_id)::int as accounts from merchants`,
    );
    expect(counted?.accounts).toBeGreaterThan(3);
  });
});

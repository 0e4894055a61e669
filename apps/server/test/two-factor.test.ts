/**
 * Two-factor sign-in through the API (docs/security.md#two-factor-sign-in): enrolment with an
 * authenticator app, the sign-in's second step, recovery codes, the cap on code attempts, the
 * owner's requirement for every member, and a fresh code before sensitive actions.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, recoveryCodes, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { addMember, cookieOf } from './team-helpers';
import { nextCode, codeStep, enrol, passwordStep, PASSWORD, signInWithCode } from './two-factor-helpers';
import { addBankAccount, depositByCard, walletPost } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE_MS = 60_000;
const status = async (cookie: string) =>
  (await t.request('GET', '/api/account/two-factor', { cookie })).json();

describe('enrolment', () => {
  it('a right code from the app turns two-factor sign-in on and gives ten recovery codes once', async () => {
    const { cookie, email } = await t.signUp();
    const setup = await t.request('POST', '/api/account/two-factor/setup', { cookie });
    expect(setup.statusCode).toBe(200);
    const { otpauthUrl, secret } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Malipo:/);
    expect(decodeURIComponent(otpauthUrl)).toContain(email);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=Malipo');

    const right = await nextCode(t, secret);
    const wrong = await t.request('POST', '/api/account/two-factor/enable', {
      cookie,
      body: { code: right === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { code: expect.any(String) },
    });
    expect(await status(cookie)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const enabled = await t.request('POST', '/api/account/two-factor/enable', {
      cookie,
      body: { code: right },
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status(cookie)).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    const audited = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorEmail, email), eq(auditEvents.action, 'two_factor.enabled')));
    expect(audited).toHaveLength(1);
    // Set-up again is refused while it is on: the app's secret stays the one enrolled.
    expect((await t.request('POST', '/api/account/two-factor/setup', { cookie })).statusCode).toBe(409);
  });

  it('the stored secret is sealed and the recovery codes hashed, not what the person got', async () => {
    const { cookie, user } = await t.signUp();
    const { secret, recoveryCodes: codes } = await enrol(t, cookie);
    const [row] = await t.db.select({ sealed: users.totpSecret }).from(users).where(eq(users.id, user.id));
    expect(row?.sealed).toMatch(/^v1\./);
    expect(row?.sealed).not.toContain(secret);
    const stored = await t.db
      .select({ hash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) expect(hash).toMatch(/^\$argon2id\$/);
    const kept = JSON.stringify(stored);
    for (const code of codes) {
      expect(kept).not.toContain(code);
      expect(kept).not.toContain(code.replace(/-/g, ''));
    }
  });
});

describe('signing in', () => {
  it('a right password no longer starts a session: the code from the app does', async () => {
    const { cookie, email } = await t.signUp();
    const { secret } = await enrol(t, cookie);
    const challenge = await passwordStep(t, email);

    const wrong = await codeStep(t, challenge, '12345');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: 'invalid_credentials',
      fields: { code: expect.any(String) },
    });
    expect(wrong.cookies).toEqual([]);

    const right = await codeStep(t, challenge, await nextCode(t, secret));
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(email);
    const me = await t.request('GET', '/api/auth/me', { cookie: cookieOf(right) });
    expect(me.statusCode).toBe(200);
  });

  it('a code works once: seen over a shoulder, it cannot sign in again within its window', async () => {
    const { cookie, email } = await t.signUp();
    const { secret } = await enrol(t, cookie);
    const code = await nextCode(t, secret);
    expect((await codeStep(t, await passwordStep(t, email), code)).statusCode).toBe(200);
    const replay = await codeStep(t, await passwordStep(t, email), code);
    expect(replay.statusCode).toBe(401);
    expect((await codeStep(t, await passwordStep(t, email), await nextCode(t, secret))).statusCode).toBe(200);
  });

  it('a challenge expires after 5 minutes', async () => {
    const { cookie, email } = await t.signUp();
    const { secret } = await enrol(t, cookie);
    const challenge = await passwordStep(t, email);
    t.clock.advance(5 * MINUTE_MS + 1_000);
    const late = await codeStep(t, challenge, await nextCode(t, secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().error.fields).toHaveProperty('challenge');
  });

  it('a recovery code signs in once, in any case and spacing', async () => {
    const { cookie, email } = await t.signUp();
    const { recoveryCodes } = await enrol(t, cookie);
    const code = recoveryCodes[0] ?? '';
    const first = await codeStep(t, await passwordStep(t, email), ` ${code.toUpperCase()} `);
    expect(first.statusCode).toBe(200);
    const again = await codeStep(t, await passwordStep(t, email), code);
    expect(again.statusCode).toBe(401);
    expect(await status(cookieOf(first))).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('code attempts are capped at 5 per 15 minutes, right code or not', async () => {
    const { cookie, email } = await t.signUp();
    const { secret } = await enrol(t, cookie);
    const challenge = await passwordStep(t, email);
    for (let i = 0; i < 5; i += 1) expect((await codeStep(t, challenge, 'wrong-code')).statusCode).toBe(401);
    // A new challenge (the password again) does not reset the count: it is the person's.
    const limited = await codeStep(t, await passwordStep(t, email), await nextCode(t, secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
  });

  it('without two-factor sign-in, the password signs in as before', async () => {
    const { email } = await t.signUp();
    const res = await t.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: expect.objectContaining({ email }) });
    expect(res.cookies.map((c) => c.name)).toEqual(['malipo_session']);
  });

  it('the /v1 password login refuses a person with two-factor sign-in, pointing to API keys', async () => {
    const { cookie, email } = await t.signUp();
    await enrol(t, cookie);
    const res = await t.request('POST', '/v1/auth/login', { body: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('API key');
  });
});

describe('turning it off and new recovery codes', () => {
  it('turning it off takes a code, and the password alone signs in again', async () => {
    const { cookie, email } = await t.signUp();
    const { secret } = await enrol(t, cookie);
    const wrong = await t.request('POST', '/api/account/two-factor/disable', {
      cookie,
      body: { code: '000001' },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await t.request('POST', '/api/account/two-factor/disable', {
      cookie,
      body: { code: await nextCode(t, secret) },
    });
    expect(off.statusCode).toBe(204);
    expect(await status(cookie)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const res = await t.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(res.json()).toHaveProperty('user');
  });

  it('new recovery codes replace the old ones', async () => {
    const { cookie, email } = await t.signUp();
    const { secret, recoveryCodes: old } = await enrol(t, cookie);
    const res = await t.request('POST', '/api/account/two-factor/recovery-codes', {
      cookie,
      body: { code: await nextCode(t, secret) },
    });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await codeStep(t, await passwordStep(t, email), old[0] ?? '')).statusCode).toBe(401);
    expect((await codeStep(t, await passwordStep(t, email), fresh[0] ?? '')).statusCode).toBe(200);
  });
});

describe("the owner's requirement", () => {
  const requirement = (cookie: string, required: boolean) =>
    t.request('PUT', '/api/account/two-factor/requirement', { cookie, body: { required } });

  it('only an owner with two-factor sign-in may require it', async () => {
    const owner = await t.signUp('Kigali Crafts');
    const admin = await addMember(t, owner.cookie, 'admin');
    const refused = await requirement(admin.cookie, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    const notYet = await requirement(owner.cookie, true);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toContain('yourself');
    await enrol(t, owner.cookie);
    const on = await requirement(owner.cookie, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ required: true });
  });

  it('a member without it reaches only their own set-up until they enrol', async () => {
    const owner = await t.signUp('Nyamirambo Market');
    await enrol(t, owner.cookie);
    const viewer = await addMember(t, owner.cookie, 'viewer');
    expect((await requirement(owner.cookie, true)).statusCode).toBe(200);

    const blocked = await t.request('GET', '/api/wallet', { cookie: viewer.cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toMatchObject({
      code: 'two_factor_setup_required',
      message: 'Nyamirambo Market requires two-factor sign-in. Set it up to continue.',
    });
    expect(await status(viewer.cookie)).toMatchObject({ enabled: false, required: true });
    await enrol(t, viewer.cookie);
    expect((await t.request('GET', '/api/wallet', { cookie: viewer.cookie })).statusCode).toBe(200);

    // While required, it cannot be turned off.
    const off = await t.request('POST', '/api/account/two-factor/disable', {
      cookie: owner.cookie,
      body: { code: 'anything' },
    });
    expect(off.statusCode).toBe(409);
  });
});

describe('a fresh code before sensitive actions', () => {
  const payout = async (cookie: string, key: string) =>
    walletPost(
      t,
      cookie,
      '/api/wallet/payouts',
      {
        amountMinor: 1_000,
        currency: 'USD',
        destination: { type: 'bank', payoutAccountId: await accountOf(cookie) },
      },
      key,
    );
  const accounts = new Map<string, string>();
  const accountOf = async (cookie: string) => {
    const known = accounts.get(cookie);
    if (known) return known;
    const id = await addBankAccount(t, cookie);
    accounts.set(cookie, id);
    return id;
  };

  it('a withdrawal 11 minutes after signing in asks for a code, then goes through with the same key', async () => {
    const { cookie: first, email } = await t.signUp();
    const { secret } = await enrol(t, first);
    const cookie = await signInWithCode(t, email, secret);
    await depositByCard(t, cookie, 10_000);
    t.clock.advance(11 * MINUTE_MS);
    const key = randomUUID();
    const asked = await payout(cookie, key);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error.code).toBe('second_factor_required');

    const verified = await t.request('POST', '/api/account/two-factor/verify', {
      cookie,
      body: { code: await nextCode(t, secret) },
    });
    expect(verified.statusCode).toBe(204);
    expect((await payout(cookie, key)).statusCode).toBe(201);
  });

  it('a withdrawal within 10 minutes of signing in with a code needs nothing more', async () => {
    const { cookie: first, email } = await t.signUp();
    const { secret } = await enrol(t, first);
    const cookie = await signInWithCode(t, email, secret);
    await depositByCard(t, cookie, 10_000);
    t.clock.advance(9 * MINUTE_MS);
    expect((await payout(cookie, randomUUID())).statusCode).toBe(201);
  });

  it('without two-factor sign-in, nothing changes', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 10_000);
    t.clock.advance(60 * MINUTE_MS);
    expect((await payout(cookie, randomUUID())).statusCode).toBe(201);
  });
});

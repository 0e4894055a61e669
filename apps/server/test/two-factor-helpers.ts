/**
 * Helpers for the two-factor tests (docs/security.md#two-factor-sign-in): authenticator codes at
 * the test clock's time (otplib, RFC 6238), enrolment through the API and the sign-in's two steps.
 */
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { cookieOf } from './team-helpers';

/** The password every helper signs in with (the one `t.signUp` uses). */
export const PASSWORD = 'correct-horse-9';

/**
 * The next code the authenticator app shows for `secret`: the test clock moves on one 30-second
 * step first, as a person's would between two codes (a code is accepted once).
 */
export function nextCode(t: TestApp, secret: string): Promise<string> {
  t.clock.advance(30_000);
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
}

/** Turns two-factor sign-in on for the session `cookie`; returns the secret and recovery codes. */
export async function enrol(t: TestApp, cookie: string) {
  const setup = await t.request('POST', '/api/account/two-factor/setup', { cookie });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await t.request('POST', '/api/account/two-factor/enable', {
    cookie,
    body: { code: await nextCode(t, secret) },
  });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** Signs in with the password; returns the challenge of the second step. */
export async function passwordStep(t: TestApp, email: string): Promise<string> {
  const res = await t.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  expect(res.cookies).toEqual([]);
  return (res.json() as { challenge: string }).challenge;
}

/** Answers the second step of `challenge` with `code`. */
export function codeStep(t: TestApp, challenge: string, code: string) {
  return t.request('POST', '/api/auth/login/two-factor', { body: { challenge, code } });
}

/** Signs `email` in with both steps; returns the session cookie. */
export async function signInWithCode(t: TestApp, email: string, secret: string): Promise<string> {
  const res = await codeStep(t, await passwordStep(t, email), await nextCode(t, secret));
  expect(res.statusCode).toBe(200);
  return cookieOf(res);
}

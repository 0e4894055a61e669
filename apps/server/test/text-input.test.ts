/**
 * Text that cannot be stored is refused at the edge with a field message, and nothing changes
 * (plugins/text-input.ts): a NUL once reached PostgreSQL from `PATCH /api/account` and
 * `POST /api/api-keys` and failed there as a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const REFUSED = 'Remove control or invalid characters';

describe('text with control characters or lone surrogates', () => {
  it.each([
    ['a NUL', 'Neema\u0000Otieno'],
    ['an escape character', 'Neema\u001bOtieno'],
    ['a DEL', 'Neema\u007f'],
    ['a lone surrogate', 'Neema \ud83d'],
  ])('a name with %s is refused with a field message and the account keeps its name', async (_what, name) => {
    const { cookie } = await t.signUp('Neema');
    const res = await t.request('PATCH', '/api/account', { cookie, body: { name } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { name: REFUSED } });
    const session = await t.request('GET', '/api/auth/me', { cookie });
    expect(JSON.stringify(session.json())).toContain('"Neema"');
  });

  it('an API key name with a NUL is refused and no key is created', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('POST', '/api/api-keys', { cookie, body: { name: 'Shop\u0000backend' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: REFUSED });
    expect((await t.request('GET', '/api/api-keys', { cookie })).json().data).toEqual([]);
  });

  it('names the nested field of a payer page request', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 1_000 });
    const body = cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success));
    const res = await pay(t, linkId, { ...body, payer: { ...body.payer, name: 'Pay\u0000er' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'payer.name': REFUSED });
  });

  it('emoji, accents, tabs and line breaks are ordinary text', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('PATCH', '/api/account', { cookie, body: { name: 'Amina\tÉlodie 😀' } });
    expect(res.statusCode).toBe(200);
  });
});

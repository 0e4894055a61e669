import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createLink } from './payment-helpers';
import { paymentCount } from './ledger-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = { productName: 'Basket', description: 'Handmade', amountMinor: 4_550, currency: 'USD' };

describe('payment links in the dashboard', () => {
  it('creates a link with spec defaults and lists it newest first', async () => {
    const { cookie } = await t.signUp();
    const first = await createLink(t, cookie, { productName: 'First' });
    t.clock.advance(1_000);
    const res = await t.request('POST', '/api/payment-links', { cookie, body: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      productName: 'Basket',
      amountMinor: 4_550,
      currency: 'USD',
      thankYouMessage: 'Thank you for your payment!',
      redirectUrl: null,
      status: 'active',
      path: `/pay/${res.json().id}`,
      paymentsCount: 0,
    });
    const list = (await t.request('GET', '/api/payment-links', { cookie })).json().data;
    expect(list.map((l: { id: string }) => l.id)).toEqual([res.json().id, first]);
  });

  it('prepends https:// to a bare redirect address', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('POST', '/api/payment-links', {
      cookie,
      body: { ...valid, redirectUrl: 'shop.example.com/thanks' },
    });
    expect(res.json().redirectUrl).toBe('https://shop.example.com/thanks');
  });

  it('pauses, reactivates and deletes a link; the payer page follows', async () => {
    const { cookie } = await t.signUp();
    const id = await createLink(t, cookie);
    const paused = await t.request('PATCH', `/api/payment-links/${id}`, {
      cookie,
      body: { status: 'paused' },
    });
    expect(paused.json().status).toBe('paused');
    expect((await t.request('GET', `/api/public/payment-links/${id}`)).json().link.status).toBe('paused');
    await t.request('PATCH', `/api/payment-links/${id}`, { cookie, body: { status: 'active' } });
    expect((await t.request('GET', `/api/public/payment-links/${id}`)).json().link.status).toBe('active');
    expect((await t.request('DELETE', `/api/payment-links/${id}`, { cookie })).statusCode).toBe(204);
    expect((await t.request('GET', `/api/public/payment-links/${id}`)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/payment-links', { cookie })).json().data).toEqual([]);
  });

  it("another merchant's link cannot be seen, paused or deleted", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const id = await createLink(t, owner.cookie);
    expect((await t.request('GET', '/api/payment-links', { cookie: other.cookie })).json().data).toEqual([]);
    const pause = await t.request('PATCH', `/api/payment-links/${id}`, {
      cookie: other.cookie,
      body: { status: 'paused' },
    });
    expect(pause.statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/payment-links/${id}`, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect((await t.request('GET', `/api/public/payment-links/${id}`)).json().link.status).toBe('active');
  });

  it('requires a session', async () => {
    expect((await t.request('GET', '/api/payment-links')).statusCode).toBe(401);
    expect((await t.request('POST', '/api/payment-links', { body: valid })).statusCode).toBe(401);
  });
});

describe('bad input answers 4xx with a clear message and changes nothing', () => {
  it.each([
    ['a negative amount', { amountMinor: -100 }, 'amountMinor'],
    ['a zero amount', { amountMinor: 0 }, 'amountMinor'],
    ['a fractional amount', { amountMinor: 10.5 }, 'amountMinor'],
    ['a non-numeric amount', { amountMinor: '12abc' }, 'amountMinor'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency'],
    ['a javascript: redirect', { redirectUrl: 'javascript:alert(1)' }, 'redirectUrl'],
    ['a data: redirect', { redirectUrl: 'data:text/html,hi' }, 'redirectUrl'],
    ['an empty product name', { productName: '   ' }, 'productName'],
    ['an expiry that is not a date', { expiresAt: 'tomorrow' }, 'expiresAt'],
  ])('%s', async (_label, override, field) => {
    const { cookie } = await t.signUp();
    const res = await t.request('POST', '/api/payment-links', { cookie, body: { ...valid, ...override } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toEqual(expect.any(String));
    expect((await t.request('GET', '/api/payment-links', { cookie })).json().data).toEqual([]);
  });

  it('an expiry in the past is refused', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('POST', '/api/payment-links', {
      cookie,
      body: { ...valid, expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.expiresAt).toBe('Expiry must be in the future');
  });

  it('malformed JSON, a wrong content type and a huge body are refused', async () => {
    const { cookie } = await t.signUp();
    const headers = { cookie, 'x-requested-with': 'malipo' };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/payment-links',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"productName": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('The request body is not valid JSON');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/payment-links',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid, description: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/payment-links',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.code).toBe('validation_failed');
    expect((await t.request('GET', '/api/payment-links', { cookie })).json().data).toEqual([]);
  });

  it('the pay request validates payer and method fields', async () => {
    const { cookie } = await t.signUp();
    const id = await createLink(t, cookie);
    const res = await t.request('POST', `/api/public/payment-links/${id}/payments`, {
      headers: { 'idempotency-key': 'k-1' },
      body: { payer: { name: '', email: 'nope' }, paymentMethod: { type: 'bitcoin' } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(
      expect.arrayContaining(['payer.name', 'payer.email']),
    );
    expect(await paymentCount(t.db, id)).toBe(0);
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await t.request('GET', '/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

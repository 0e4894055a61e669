import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { merchantWithKey, v1 } from './v1-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const link = { productName: 'Basket', description: 'Handmade', amountMinor: 4_550, currency: 'KES' };

describe('/v1/payment-links', () => {
  it('creates, reads, pauses, activates and deletes a link; the payer page follows', async () => {
    const { key } = await merchantWithKey(t);
    const token = key.secret;
    const created = await v1(t, 'POST', '/v1/payment-links', { token, body: link });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ...link, status: 'active', path: `/pay/${id}` });
    expect((await v1(t, 'GET', `/v1/payment-links/${id}`, { token })).json()).toEqual(created.json());

    const paused = await v1(t, 'PATCH', `/v1/payment-links/${id}`, { token, body: { status: 'paused' } });
    expect(paused.json().status).toBe('paused');
    expect((await t.request('GET', `/api/public/payment-links/${id}`)).json().link.status).toBe('paused');
    await v1(t, 'PATCH', `/v1/payment-links/${id}`, { token, body: { status: 'active' } });
    expect((await t.request('GET', `/api/public/payment-links/${id}`)).json().link.status).toBe('active');

    expect((await v1(t, 'DELETE', `/v1/payment-links/${id}`, { token })).statusCode).toBe(204);
    expect((await v1(t, 'GET', `/v1/payment-links/${id}`, { token })).statusCode).toBe(404);
  });

  it('validates the body with the dashboard rules', async () => {
    const { key } = await merchantWithKey(t);
    const res = await v1(t, 'POST', '/v1/payment-links', {
      token: key.secret,
      body: { ...link, amountMinor: -1, productName: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { amountMinor: 'Amount must be greater than 0', productName: 'Product name is required' },
    });
  });

  it('lists newest first with cursor pagination', async () => {
    const { key } = await merchantWithKey(t);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) {
      t.clock.advance(1_000);
      const res = await v1(t, 'POST', '/v1/payment-links', {
        token: key.secret,
        body: { ...link, productName: name },
      });
      ids.push(res.json().id);
    }
    const page1 = (await v1(t, 'GET', '/v1/payment-links?limit=2', { token: key.secret })).json();
    expect(page1).toMatchObject({ object: 'list', hasMore: true });
    expect(page1.data.map((l: { id: string }) => l.id)).toEqual([ids[2], ids[1]]);
    const page2 = (
      await v1(t, 'GET', `/v1/payment-links?limit=2&startingAfter=${ids[1]}`, { token: key.secret })
    ).json();
    expect(page2.data.map((l: { id: string }) => l.id)).toEqual([ids[0]]);
    expect(page2.hasMore).toBe(false);
  });

  it('replays a create with the same Idempotency-Key and refuses it with another body', async () => {
    const { key } = await merchantWithKey(t);
    const send = (body: unknown) =>
      v1(t, 'POST', '/v1/payment-links', {
        token: key.secret,
        body,
        headers: { 'idempotency-key': 'link-1' },
      });
    const first = await send(link);
    const again = await send(link);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await send({ ...link, amountMinor: 1 });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect((await v1(t, 'GET', '/v1/payment-links', { token: key.secret })).json().data).toHaveLength(1);
  });

  it("another merchant's link is not found through the API", async () => {
    const owner = await merchantWithKey(t);
    const other = await merchantWithKey(t);
    const { id } = (await v1(t, 'POST', '/v1/payment-links', { token: owner.key.secret, body: link })).json();
    for (const [method, body] of [['GET'], ['PATCH', { status: 'paused' }], ['DELETE']] as const) {
      const res = await v1(t, method, `/v1/payment-links/${id}`, { token: other.key.secret, body });
      expect(res.statusCode).toBe(404);
    }
    expect((await v1(t, 'GET', `/v1/payment-links/${id}`, { token: owner.key.secret })).json().status).toBe(
      'active',
    );
  });
});

/**
 * `/v1/invoices` with a secret key (docs/api.md#invoices): create (idempotent), get, list with a
 * status filter and cursor, finalize, void; another merchant's invoice is 404.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { draftBody } from './invoice-helpers';
import { merchantWithKey, v1 } from './v1-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/v1/invoices', () => {
  it('creates, lists, gets, finalizes and voids invoices with an API key', async () => {
    const { key } = await merchantWithKey(t);
    const token = key.secret;
    const idempotencyKey = randomUUID();
    const body = draftBody(t, { memo: 'Thank you' });
    const created = await v1(t, 'POST', '/v1/invoices', {
      token,
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json();
    expect(invoice).toMatchObject({
      number: 'INV-0001',
      status: 'draft',
      totalMinor: 10_000,
      memo: 'Thank you',
    });
    const replay = await v1(t, 'POST', '/v1/invoices', {
      token,
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(invoice.id);

    t.clock.advance(1_000);
    const second = (await v1(t, 'POST', '/v1/invoices', { token, body: draftBody(t) })).json();
    expect(second.number).toBe('INV-0002');

    const got = await v1(t, 'GET', `/v1/invoices/${invoice.id}`, { token });
    expect(got.json()).toEqual(invoice);

    const finalized = await v1(t, 'POST', `/v1/invoices/${invoice.id}/finalize`, {
      token,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json().status).toBe('open');

    const page1 = (await v1(t, 'GET', '/v1/invoices?limit=1', { token })).json();
    expect(page1).toMatchObject({ object: 'list', hasMore: true });
    expect(page1.data[0].id).toBe(second.id);
    const page2 = (await v1(t, 'GET', `/v1/invoices?limit=1&startingAfter=${second.id}`, { token })).json();
    expect(page2).toMatchObject({ hasMore: false, data: [{ id: invoice.id }] });
    const open = (await v1(t, 'GET', '/v1/invoices?status=open', { token })).json();
    expect(open.data.map((i: { id: string }) => i.id)).toEqual([invoice.id]);
    const badCursor = await v1(t, 'GET', '/v1/invoices?startingAfter=inv_nope', { token });
    expect(badCursor.statusCode).toBe(400);

    const voided = await v1(t, 'POST', `/v1/invoices/${invoice.id}/void`, { token });
    expect(voided.json()).toMatchObject({ status: 'void', voidedAt: expect.any(String) });
    const again = await v1(t, 'POST', `/v1/invoices/${invoice.id}/void`, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_state');
  });

  it("refuses bad input with 400 and answers 404 for another merchant's invoice", async () => {
    const a = await merchantWithKey(t);
    const b = await merchantWithKey(t);
    const bad = await v1(t, 'POST', '/v1/invoices', {
      token: a.key.secret,
      body: draftBody(t, { currency: 'XYZ' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ currency: expect.any(String) });
    const invoice = (await v1(t, 'POST', '/v1/invoices', { token: a.key.secret, body: draftBody(t) })).json();
    for (const [method, url] of [
      ['GET', `/v1/invoices/${invoice.id}`],
      ['POST', `/v1/invoices/${invoice.id}/finalize`],
      ['POST', `/v1/invoices/${invoice.id}/void`],
    ] as const) {
      const res = await v1(t, method, url, { token: b.key.secret });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await v1(t, 'GET', '/v1/invoices', { token: b.key.secret })).json().data).toEqual([]);
    expect((await v1(t, 'GET', `/v1/invoices/${invoice.id}`, { token: a.key.secret })).json().status).toBe(
      'draft',
    );
  });

  it('publishes the invoice routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/invoices',
        '/v1/invoices/{id}',
        '/v1/invoices/{id}/finalize',
        '/v1/invoices/{id}/void',
      ]),
    );
  });
});

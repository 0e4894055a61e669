/**
 * The published OpenAPI document (`/v1/openapi.json`) describes what the API really answers: live
 * responses of every operation, success and error, are validated against it with Ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { tokenizeCard } from './payment-helpers';
import { createTransaction, merchantWithKey, v1 } from './v1-helpers';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let doc: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const checked = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('GET', '/v1/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
  ajv.addSchema(doc, 'openapi');
});
afterAll(async () => {
  await t.close();
});

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Validates `res` against the document's response schema of `method` `template`. */
function expectConforms(method: string, template: string, res: LightMyRequestResponse) {
  const operation = doc.paths[template]?.[method];
  expect(operation, `${method} ${template} is documented`).toBeDefined();
  const status = String(res.statusCode);
  const key = operation?.responses[status] ? status : `${status[0]}XX`;
  expect(operation?.responses[key], `${method} ${template} documents ${status}`).toBeDefined();
  checked.add(`${method} ${template} ${key}`);
  if (res.statusCode === 204) return;
  const ref = `openapi#/${pointer('paths', template, method, 'responses', key, 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const valid = validate(res.json());
  expect(validate.errors ?? [], `${method} ${template} ${status}: ${res.body}`).toEqual([]);
  expect(valid).toBe(true);
}

describe('/v1/openapi.json', () => {
  it('is OpenAPI 3.1 with a bearer scheme that every operation but the login requires', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (path === '/v1/auth/login') expect(operation.security).toBeUndefined();
        else expect(operation.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
        expect(Object.keys(operation.responses)).toContain('4XX');
      }
    }
  });

  it('matches live responses of every operation, successes and errors', async () => {
    const m = await merchantWithKey(t);
    const token = m.key.secret;

    expectConforms(
      'post',
      '/v1/auth/login',
      await v1(t, 'POST', '/v1/auth/login', { body: { email: m.email, password: 'correct-horse-9' } }),
    );
    expectConforms(
      'post',
      '/v1/auth/login',
      await v1(t, 'POST', '/v1/auth/login', { body: { email: m.email, password: 'nope' } }),
    );

    const link = await v1(t, 'POST', '/v1/payment-links', {
      token,
      body: { productName: 'Basket', amountMinor: 4_550, currency: 'USD', expiresAt: '2099-01-01T00:00:00Z' },
    });
    expectConforms('post', '/v1/payment-links', link);
    expectConforms(
      'post',
      '/v1/payment-links',
      await v1(t, 'POST', '/v1/payment-links', { token, body: {} }),
    );
    const linkId = link.json().id;
    expectConforms('get', '/v1/payment-links', await v1(t, 'GET', '/v1/payment-links', { token }));
    expectConforms(
      'get',
      '/v1/payment-links/{id}',
      await v1(t, 'GET', `/v1/payment-links/${linkId}`, { token }),
    );
    expectConforms('get', '/v1/payment-links/{id}', await v1(t, 'GET', '/v1/payment-links/nope', { token }));
    expectConforms(
      'patch',
      '/v1/payment-links/{id}',
      await v1(t, 'PATCH', `/v1/payment-links/${linkId}`, { token, body: { status: 'paused' } }),
    );
    expectConforms(
      'delete',
      '/v1/payment-links/{id}',
      await v1(t, 'DELETE', `/v1/payment-links/${linkId}`, { token }),
    );

    const card = { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.success) };
    const charge = {
      amountMinor: 1_000,
      currency: 'USD',
      description: 'Order',
      payer: { email: 'a@example.com' },
    };
    const created = await createTransaction(t, token, { ...charge, paymentMethod: card });
    expectConforms('post', '/v1/transactions', created);
    const declined = { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.declined) };
    expectConforms(
      'post',
      '/v1/transactions',
      await createTransaction(t, token, { ...charge, paymentMethod: declined }),
    );
    expectConforms(
      'post',
      '/v1/transactions',
      await createTransaction(t, token, {
        ...charge,
        currency: 'RWF',
        paymentMethod: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '0788123456' },
      }),
    );
    expectConforms(
      'post',
      '/v1/transactions',
      await v1(t, 'POST', '/v1/transactions', { token, body: charge }),
    );
    expectConforms('get', '/v1/transactions', await v1(t, 'GET', '/v1/transactions?limit=2', { token }));
    expectConforms('get', '/v1/transactions', await v1(t, 'GET', '/v1/transactions?limit=1000', { token }));
    expectConforms(
      'get',
      '/v1/transactions/{id}',
      await v1(t, 'GET', `/v1/transactions/${created.json().id}`, { token }),
    );
    expectConforms('get', '/v1/accounts/balance', await v1(t, 'GET', '/v1/accounts/balance', { token }));
    expectConforms('get', '/v1/accounts/balance', await v1(t, 'GET', '/v1/accounts/balance'));

    const refund = await v1(t, 'POST', '/v1/refunds', {
      token,
      body: { paymentId: created.json().id, amountMinor: 100 },
      headers: { 'idempotency-key': 'r-1' },
    });
    expectConforms('post', '/v1/refunds', refund);
    expectConforms('post', '/v1/refunds', await v1(t, 'POST', '/v1/refunds', { token, body: {} }));
    expectConforms(
      'get',
      '/v1/refunds/{id}',
      await v1(t, 'GET', `/v1/refunds/${refund.json().id}`, { token }),
    );
    expectConforms('get', '/v1/refunds/{id}', await v1(t, 'GET', '/v1/refunds/re_nope', { token }));

    const invoice = await v1(t, 'POST', '/v1/invoices', {
      token,
      body: {
        customer: { name: 'Amani Traders', email: 'billing@amani.example' },
        currency: 'USD',
        dueDate: '2099-01-31',
        lines: [{ description: 'Consulting', quantity: 2, unitPriceMinor: 5_000, taxRateBps: 1_800 }],
      },
    });
    expectConforms('post', '/v1/invoices', invoice);
    expectConforms('post', '/v1/invoices', await v1(t, 'POST', '/v1/invoices', { token, body: {} }));
    const invoiceId = invoice.json().id;
    expectConforms('get', '/v1/invoices', await v1(t, 'GET', '/v1/invoices?status=draft', { token }));
    expectConforms('get', '/v1/invoices/{id}', await v1(t, 'GET', `/v1/invoices/${invoiceId}`, { token }));
    expectConforms('get', '/v1/invoices/{id}', await v1(t, 'GET', '/v1/invoices/inv_nope', { token }));
    expectConforms(
      'post',
      '/v1/invoices/{id}/void',
      await v1(t, 'POST', `/v1/invoices/${invoiceId}/void`, { token }),
    );
    expectConforms(
      'post',
      '/v1/invoices/{id}/finalize',
      await v1(t, 'POST', `/v1/invoices/${invoiceId}/finalize`, { token }),
    );
    expectConforms(
      'post',
      '/v1/invoices/{id}/void',
      await v1(t, 'POST', `/v1/invoices/${invoiceId}/void`, { token }),
    );

    // The check is not vacuous: a transaction without its status does not conform.
    const { status: _, ...withoutStatus } = created.json();
    expect(ajv.compile({ $ref: 'openapi#/components/schemas/Transaction' })(withoutStatus)).toBe(false);

    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    const exercised = new Set([...checked].map((c) => c.split(' ').slice(0, 2).join(' ')));
    expect(documented.filter((op) => !exercised.has(op))).toEqual([]);
  });
});

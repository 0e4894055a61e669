import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { Malipo } from '../src/client';
import { startLiveServer, type LiveServer } from './live-server';
import { recordingFetch } from './recording-fetch';

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.close());

const openApiSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

/** `METHOD /v1/path/{param}` of every operation `/v1/openapi.json` documents. */
async function documentedOperations(): Promise<string[]> {
  const doc = openApiSchema.parse(await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json());
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The documented operation a request the SDK made matches, or the request itself when none does. */
function operationOf(operations: string[], method: string, url: string): string {
  const { pathname } = new URL(url);
  const match = operations.find((operation) => {
    const [opMethod, template = ''] = operation.split(' ');
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return opMethod === method && pattern.test(pathname);
  });
  return match ?? `${method} ${pathname}`;
}

it('calls every operation /v1/openapi.json documents, and only those', async () => {
  const merchant = await server.newMerchant();
  const { fetch, calls } = recordingFetch();
  const malipo = merchant.client({ fetch });

  await new Malipo({ baseUrl: server.baseUrl, fetch }).auth.login({
    email: merchant.email,
    password: 'correct-horse-9',
  });
  const link = await malipo.paymentLinks.create({
    productName: 'Covered',
    amountMinor: 100,
    currency: 'USD',
  });
  await malipo.paymentLinks.retrieve(link.id);
  await malipo.paymentLinks.list();
  await malipo.paymentLinks.update(link.id, { status: 'paused' });
  await malipo.paymentLinks.del(link.id);
  const transaction = await malipo.transactions.create({
    amountMinor: 1_000,
    currency: 'USD',
    description: 'Coverage',
    payer: { name: 'Ada Payer', email: 'ada@example.com' },
    paymentMethod: { type: 'card', token: await server.cardToken() },
  });
  await malipo.transactions.retrieve(transaction.id);
  await malipo.transactions.list();
  const refund = await malipo.refunds.create({ paymentId: transaction.id });
  await malipo.refunds.retrieve(refund.id);
  await malipo.balance.retrieve();
  const invoice = await malipo.invoices.create({
    customer: { name: 'Covered Client', email: 'client@example.com' },
    currency: 'USD',
    dueDate: '2030-01-31',
    lines: [{ description: 'Consulting', quantity: 2, unitPriceMinor: 5_000 }],
  });
  await malipo.invoices.retrieve(invoice.id);
  await malipo.invoices.list({ status: 'draft' });
  await malipo.invoices.finalize(invoice.id);
  await malipo.invoices.void(invoice.id);

  const documented = await documentedOperations();
  const called = new Set(calls.map((call) => operationOf(documented, call.method, call.url)));
  expect([...called].sort()).toEqual([...documented].sort());
});

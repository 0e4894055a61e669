/**
 * The public API and webhooks in a real browser: a merchant adds a webhook
 * endpoint (a local receiver started here) and creates a secret API key in the dashboard; the test
 * charges a sandbox card through `POST /v1/transactions` with that key; the merchant finds the
 * payment in the history, refunds it, and sees the `payment.succeeded` and `refund.succeeded`
 * deliveries answered 2xx in the delivery log — each verified with the Standard Webhooks signature.
 * Axe checks the endpoint form and the delivery log.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { signUpMerchant } from '../support/flows';
import { expectNoSeriousAxeViolations } from '../support/page-checks';

const openPage = useBrowser();

/** What the local receiver got. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('received by the e2e shop');
  });
});
let receiverUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/malipo`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** Adds the receiver as a webhook endpoint on the Developers page; returns its `whsec_…` secret. */
async function addWebhookEndpoint(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Add your first endpoint' }).click();
  const form = page.getByRole('form', { name: 'Add webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill(receiverUrl);
  await form.getByLabel('Description (optional)').fill('E2E shop');
  await form.getByLabel('All events').uncheck();
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'developers-webhook-form');
  await form.getByLabel('All events').check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = page.getByText(/^whsec_[A-Za-z0-9+/=]+$/);
  await secret.waitFor();
  return (await secret.textContent()) ?? '';
}

/** Creates a secret API key on the Developers page; returns it as shown once. */
async function createApiKey(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create your first key' }).click();
  await page.getByLabel('Key name').fill('E2E shop backend');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = page.getByLabel('Secret key “E2E shop backend”');
  await key.waitFor();
  const secret = (await key.textContent()) ?? '';
  await page.getByRole('button', { name: 'Done' }).click();
  return secret;
}

/**
 * Charges the 4242 sandbox card for 45.00 USD through the public API with `apiKey`, after
 * tokenizing it with the sandbox provider as an integrator's checkout would.
 */
async function chargeThroughApi(page: Page, apiKey: string, description: string) {
  const tokenResponse = await page.request.post('/api/sandbox/tokens', {
    data: { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'Amina Buyer' },
    headers: { 'X-Requested-With': 'malipo' },
  });
  expect(tokenResponse.status()).toBe(201);
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await fetch(new URL('/v1/transactions', inject('baseURL')), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      amountMinor: 4_500,
      currency: 'USD',
      description,
      payer: { name: 'Amina Buyer', email: 'amina@example.com' },
      paymentMethod: { type: 'card', token },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; status: string };
}

/** Refunds the whole payment from its detail page. */
async function refundInFull(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const form = page.getByRole('form', { name: 'Refund payment' });
  await form.getByLabel('Amount (USD)').fill('45.00');
  await form.getByLabel('Reason (optional)').fill('Order cancelled by the customer');
  await form.getByRole('button', { name: 'Review refund' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm refund' })
    .getByRole('button', { name: /^Refund / })
    .click();
  await page.getByText('Refund sent').waitFor();
}

/** The delivered events, in order, each checked against `secret` with the Standard Webhooks library. */
function verifiedEvents(secret: string) {
  const webhook = new Webhook(secret);
  return received.map(
    ({ headers, body }) =>
      webhook.verify(body, headers as Record<string, string>) as { type: string; data: { id: string } },
  );
}

describe('developers', () => {
  it('an API key charges through /v1; the refund from the dashboard and the payment reach the webhook endpoint', async () => {
    const page = await openPage(VIEWPORTS.desktop);
    await signUpMerchant(page, 'Kigali Dev Shop');
    await page.goto('/dashboard/developers');
    await page.getByRole('heading', { name: 'Developers', level: 1 }).waitFor();
    const webhookSecret = await addWebhookEndpoint(page);
    const apiKey = await createApiKey(page);

    const payment = await chargeThroughApi(page, apiKey, 'API order 42');
    expect(payment.status).toBe('succeeded');

    await page.goto('/dashboard/history');
    await page.getByRole('link', { name: 'API order 42' }).first().click();
    await page.waitForURL(`**/dashboard/history/${payment.id}`);
    await refundInFull(page);

    await page.goto('/dashboard/developers');
    await page.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('list', { name: 'Deliveries' });
    // The log refreshes itself while a delivery is still pending.
    await log.getByText('refund.succeeded').waitFor({ timeout: 20_000 });
    await log.getByText('payment.succeeded').waitFor();
    await expect.poll(() => log.getByText('HTTP 200').count(), { timeout: 20_000 }).toBe(2);
    await log.getByText('received by the e2e shop').first().waitFor();

    const events = verifiedEvents(webhookSecret);
    expect(events.map((e) => e.type).sort()).toEqual(['payment.succeeded', 'refund.succeeded']);
    expect(events.find((e) => e.type === 'payment.succeeded')?.data.id).toBe(payment.id);
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'developers-webhooks');
  });
});

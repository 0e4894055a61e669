/**
 * Authorization: for every dashboard (`/api/…`) and public API (`/v1/…`) route that
 * takes an id, merchant B using merchant A's id gets 404 — never A's data, never a change to it.
 * The routes are enumerated from the server itself, so a new id-taking route without a case here
 * fails the first test. Payer routes (unguessable ids or signed tokens) are exempt by allow-list.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { serverRoutes } from './server-routes';
import { addMember } from './team-helpers';
import { createLink, tokenizeCard } from './payment-helpers';
import { createCatalogue, createDonationLink } from './storefront-helpers';
import { createPlan, subscribe } from './subscription-helpers';
import { addBankAccount, depositByCard, walletPost } from './wallet-helpers';
import { startWebhookReceiver } from './webhook-receiver';
import { createApiKey, createTransaction, v1 } from './v1-helpers';
import { draftBody } from './invoice-helpers';

/**
 * Payer routes: public by design, reached by unguessable ids or signed tokens — and the sandbox's
 * own test-mode pages (a payment's "Simulate transfer received"), which move test money only.
 */
const PUBLIC_PREFIXES = ['/api/public/', '/sandbox/'];

/** Merchant A's records, one of each kind an id-taking route names. */
interface Fixture {
  apiKeyId: string;
  paymentLinkId: string;
  paymentId: string;
  refundId: string;
  historyId: string;
  payoutAccountId: string;
  payoutId: string;
  endpointId: string;
  deliveryId: string;
  planId: string;
  subscriptionId: string;
  donationLinkId: string;
  catalogueId: string;
  sessionId: string;
  invitationId: string;
  memberId: string;
  customerId: string;
  invoiceId: string;
}

/** A request made as merchant B with A's ids; `body` must be valid so only ownership decides. */
type Case = (f: Fixture) => { url: string; body?: unknown; idempotent?: boolean };

const CASES: Record<string, Case> = {
  'POST /api/api-keys/:id/revoke': (f) => ({ url: `/api/api-keys/${f.apiKeyId}/revoke` }),
  'PATCH /api/payment-links/:id': (f) => ({
    url: `/api/payment-links/${f.paymentLinkId}`,
    body: { status: 'paused' },
  }),
  'DELETE /api/payment-links/:id': (f) => ({ url: `/api/payment-links/${f.paymentLinkId}` }),
  'GET /api/payments/:id/refunds': (f) => ({ url: `/api/payments/${f.paymentId}/refunds` }),
  'POST /api/payments/:id/refunds': (f) => ({
    url: `/api/payments/${f.paymentId}/refunds`,
    body: { amountMinor: 100 },
    idempotent: true,
  }),
  'DELETE /api/payout-accounts/:id': (f) => ({ url: `/api/payout-accounts/${f.payoutAccountId}` }),
  'GET /api/wallet/payouts/:id': (f) => ({ url: `/api/wallet/payouts/${f.payoutId}` }),
  'PATCH /api/webhook-endpoints/:id': (f) => ({
    url: `/api/webhook-endpoints/${f.endpointId}`,
    body: { isEnabled: false },
  }),
  'DELETE /api/webhook-endpoints/:id': (f) => ({ url: `/api/webhook-endpoints/${f.endpointId}` }),
  'GET /api/webhook-endpoints/:id/secret': (f) => ({ url: `/api/webhook-endpoints/${f.endpointId}/secret` }),
  'POST /api/webhook-endpoints/:id/secret/rotate': (f) => ({
    url: `/api/webhook-endpoints/${f.endpointId}/secret/rotate`,
  }),
  'GET /api/webhook-endpoints/:id/deliveries': (f) => ({
    url: `/api/webhook-endpoints/${f.endpointId}/deliveries`,
  }),
  'POST /api/webhook-endpoints/:id/deliveries/:deliveryId/resend': (f) => ({
    url: `/api/webhook-endpoints/${f.endpointId}/deliveries/${f.deliveryId}/resend`,
  }),
  'POST /api/webhook-endpoints/:id/test': (f) => ({ url: `/api/webhook-endpoints/${f.endpointId}/test` }),
  'PATCH /api/subscription-links/:id': (f) => ({
    url: `/api/subscription-links/${f.planId}`,
    body: { status: 'paused' },
  }),
  'DELETE /api/subscription-links/:id': (f) => ({ url: `/api/subscription-links/${f.planId}` }),
  'GET /api/subscription-links/:id/subscribers': (f) => ({
    url: `/api/subscription-links/${f.planId}/subscribers`,
  }),
  'POST /api/subscriptions/:id/cancel': (f) => ({ url: `/api/subscriptions/${f.subscriptionId}/cancel` }),
  'POST /api/my-subscriptions/:id/cancel': (f) => ({
    url: `/api/my-subscriptions/${f.subscriptionId}/cancel`,
  }),
  'PATCH /api/donation-links/:id': (f) => ({
    url: `/api/donation-links/${f.donationLinkId}`,
    body: { status: 'paused' },
  }),
  'DELETE /api/donation-links/:id': (f) => ({ url: `/api/donation-links/${f.donationLinkId}` }),
  'GET /api/catalogues/:id': (f) => ({ url: `/api/catalogues/${f.catalogueId}` }),
  'PUT /api/catalogues/:id': (f) => ({
    url: `/api/catalogues/${f.catalogueId}`,
    body: { title: 'Taken over', currency: 'USD', items: [{ name: 'Tea', priceMinor: 1 }] },
  }),
  'PATCH /api/catalogues/:id': (f) => ({
    url: `/api/catalogues/${f.catalogueId}`,
    body: { status: 'paused' },
  }),
  'DELETE /api/catalogues/:id': (f) => ({ url: `/api/catalogues/${f.catalogueId}` }),
  'GET /api/transactions/:id': (f) => ({ url: `/api/transactions/${f.historyId}` }),
  'DELETE /api/account/sessions/:id': (f) => ({ url: `/api/account/sessions/${f.sessionId}` }),
  'DELETE /api/team/invitations/:id': (f) => ({ url: `/api/team/invitations/${f.invitationId}` }),
  'PATCH /api/team/members/:userId': (f) => ({
    url: `/api/team/members/${f.memberId}`,
    body: { role: 'viewer' },
  }),
  'DELETE /api/team/members/:userId': (f) => ({ url: `/api/team/members/${f.memberId}` }),
  'GET /api/customers/:id': (f) => ({ url: `/api/customers/${f.customerId}` }),
  'PATCH /api/customers/:id': (f) => ({
    url: `/api/customers/${f.customerId}`,
    body: { name: 'Taken over' },
  }),
  'DELETE /api/customers/:id': (f) => ({ url: `/api/customers/${f.customerId}` }),
  'GET /api/invoices/:id': (f) => ({ url: `/api/invoices/${f.invoiceId}` }),
  'GET /api/invoices/:id/pdf': (f) => ({ url: `/api/invoices/${f.invoiceId}/pdf` }),
  'PATCH /api/invoices/:id': (f) => ({ url: `/api/invoices/${f.invoiceId}`, body: { memo: 'Taken over' } }),
  'DELETE /api/invoices/:id': (f) => ({ url: `/api/invoices/${f.invoiceId}` }),
  'POST /api/invoices/:id/finalize': (f) => ({ url: `/api/invoices/${f.invoiceId}/finalize` }),
  'POST /api/invoices/:id/void': (f) => ({ url: `/api/invoices/${f.invoiceId}/void` }),
  'POST /api/invoices/:id/mark-uncollectible': (f) => ({
    url: `/api/invoices/${f.invoiceId}/mark-uncollectible`,
  }),
  'POST /api/invoices/:id/revise': (f) => ({ url: `/api/invoices/${f.invoiceId}/revise` }),
  'POST /api/invoices/:id/send': (f) => ({ url: `/api/invoices/${f.invoiceId}/send`, body: {} }),
  'GET /api/invoices/:id/payments': (f) => ({ url: `/api/invoices/${f.invoiceId}/payments` }),
  'GET /v1/invoices/:id': (f) => ({ url: `/v1/invoices/${f.invoiceId}` }),
  'POST /v1/invoices/:id/finalize': (f) => ({ url: `/v1/invoices/${f.invoiceId}/finalize` }),
  'POST /v1/invoices/:id/void': (f) => ({ url: `/v1/invoices/${f.invoiceId}/void` }),
  'GET /v1/payment-links/:id': (f) => ({ url: `/v1/payment-links/${f.paymentLinkId}` }),
  'PATCH /v1/payment-links/:id': (f) => ({
    url: `/v1/payment-links/${f.paymentLinkId}`,
    body: { status: 'paused' },
  }),
  'DELETE /v1/payment-links/:id': (f) => ({ url: `/v1/payment-links/${f.paymentLinkId}` }),
  'GET /v1/transactions/:id': (f) => ({ url: `/v1/transactions/${f.paymentId}` }),
  'GET /v1/refunds/:id': (f) => ({ url: `/v1/refunds/${f.refundId}` }),
};

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** Creates merchant A and one record of each kind. */
async function merchantAFixture() {
  const a = await t.signUp();
  const key = await createApiKey(t, a.cookie);
  const paid = await createTransaction(t, key.secret, {
    amountMinor: 50_000,
    currency: 'USD',
    description: 'Order',
    payer: { email: 'payer@example.com' },
    paymentMethod: { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.success) },
  });
  const paymentId = paid.json().id as string;
  const refund = await v1(t, 'POST', '/v1/refunds', {
    token: key.secret,
    body: { paymentId, amountMinor: 100 },
    headers: { 'idempotency-key': randomUUID() },
  });
  await depositByCard(t, a.cookie, 20_000);
  const payoutAccountId = await addBankAccount(t, a.cookie);
  const payout = await walletPost(t, a.cookie, '/api/wallet/payouts', {
    amountMinor: 1_000,
    currency: 'USD',
    destination: { type: 'bank', payoutAccountId },
  });
  const endpoint = await t.request('POST', '/api/webhook-endpoints', {
    cookie: a.cookie,
    body: { url: receiver.url(), description: 'Orders' },
  });
  const endpointId = endpoint.json().id as string;
  const delivery = await t.request('POST', `/api/webhook-endpoints/${endpointId}/test`, { cookie: a.cookie });
  const planId = await createPlan(t, a.cookie);
  const subscription = await subscribe(
    t,
    planId,
    { type: 'card', token: await tokenizeCard(t, SANDBOX_CARDS.success) },
    a.email,
  );
  const history = await t.request('GET', '/api/transactions', { cookie: a.cookie });
  // A second sign-in of A's, so ending it leaves the session these requests use.
  await t.request('POST', '/api/auth/login', { body: { email: a.email, password: 'correct-horse-9' } });
  const sessions = await t.request('GET', '/api/account/sessions', { cookie: a.cookie });
  const invitation = await t.request('POST', '/api/team/invitations', {
    cookie: a.cookie,
    body: { email: `invited_${randomUUID()}@example.com`, role: 'viewer' },
  });
  const fixture: Fixture = {
    apiKeyId: key.id,
    paymentLinkId: await createLink(t, a.cookie),
    paymentId,
    refundId: refund.json().id,
    historyId: history.json().data[0].id,
    payoutAccountId,
    payoutId: payout.json().id,
    endpointId,
    deliveryId: delivery.json().id,
    planId,
    subscriptionId: subscription.json().subscription.id,
    donationLinkId: (await createDonationLink(t, a.cookie)).id,
    catalogueId: (await createCatalogue(t, a.cookie)).id,
    sessionId: (sessions.json().data as { id: string; current: boolean }[]).find((s) => !s.current)?.id ?? '',
    invitationId: invitation.json().id,
    memberId: (await addMember(t, a.cookie, 'finance')).user.id,
    ...(await createInvoiceWithCustomer(a.cookie)),
  };
  for (const [name, id] of Object.entries(fixture)) expect(id, name).toEqual(expect.any(String));
  return { a, key, fixture };
}

/** A draft invoice of the signed-in merchant for a new customer: both ids. */
async function createInvoiceWithCustomer(cookie: string) {
  const res = await t.request('POST', '/api/invoices', { cookie, body: draftBody(t) });
  return { customerId: res.json().customer.id as string, invoiceId: res.json().id as string };
}

/** Sends `c` as the given merchant: its session cookie for `/api`, its secret key for `/v1`. */
function send(method: string, c: ReturnType<Case>, who: { cookie: string; secret: string }) {
  const headers: Record<string, string> = c.idempotent ? { 'idempotency-key': randomUUID() } : {};
  const verb = method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  if (c.url.startsWith('/v1/'))
    return v1(t, verb as 'GET', c.url, { token: who.secret, body: c.body, headers });
  return t.request(verb, c.url, { cookie: who.cookie, body: c.body, headers });
}

describe('authorization of id-taking routes', () => {
  it('every id-taking route has a case here or is an allow-listed payer route', () => {
    const idRoutes = serverRoutes(t.app).filter((r) => r.includes('/:'));
    expect(idRoutes.length).toBeGreaterThan(10);
    const uncovered = idRoutes.filter(
      (r) => !CASES[r] && !PUBLIC_PREFIXES.some((prefix) => r.split(' ')[1]?.startsWith(prefix)),
    );
    expect(uncovered, 'add a case to CASES for each new id-taking route').toEqual([]);
    const stale = Object.keys(CASES).filter((r) => !idRoutes.includes(r));
    expect(stale, 'cases for routes that no longer exist').toEqual([]);
  });

  it("merchant B gets 404 for every one of merchant A's ids, and A's records are untouched", async () => {
    const { a, key, fixture } = await merchantAFixture();
    const b = await t.signUp();
    const bKey = await createApiKey(t, b.cookie);
    for (const [route, build] of Object.entries(CASES)) {
      const [method] = route.split(' ');
      const res = await send(method ?? 'GET', build(fixture), { cookie: b.cookie, secret: bKey.secret });
      expect(res.statusCode, `${route}: ${res.body}`).toBe(404);
      expect(res.json().error.code, route).toBe('not_found');
    }
    // A still sees its records as they were: nothing B sent changed them.
    const owner = { cookie: a.cookie, secret: key.secret };
    const link = await send('GET', { url: `/v1/payment-links/${fixture.paymentLinkId}` }, owner);
    expect(link.json().status).toBe('active');
    const endpoint = await send('GET', { url: `/api/webhook-endpoints/${fixture.endpointId}/secret` }, owner);
    expect(endpoint.statusCode).toBe(200);
    const catalogue = await send('GET', { url: `/api/catalogues/${fixture.catalogueId}` }, owner);
    expect(catalogue.json().title).toBe('Corner Shop');
    expect((await send('GET', { url: `/v1/refunds/${fixture.refundId}` }, owner)).statusCode).toBe(200);
    const invoice = await send('GET', { url: `/api/invoices/${fixture.invoiceId}` }, owner);
    expect(invoice.json()).toMatchObject({ status: 'draft', memo: '' });
    const keys = (await t.request('GET', '/api/api-keys', { cookie: a.cookie })).json().data;
    expect(keys[0].revokedAt).toBeNull();
  });

  it("merchant A's own requests to the same routes are not 404 (the ids are real)", async () => {
    const { a, key, fixture } = await merchantAFixture();
    const owner = { cookie: a.cookie, secret: key.secret };
    // Deletions last, so the other requests still find their records.
    const ordered = Object.entries(CASES).sort(
      ([x], [y]) => Number(x.startsWith('DELETE')) - Number(y.startsWith('DELETE')),
    );
    for (const [route, build] of ordered) {
      const [method] = route.split(' ');
      const res = await send(method ?? 'GET', build(fixture), owner);
      expect(res.statusCode, `${route}: ${res.body}`).not.toBe(404);
    }
  });
});

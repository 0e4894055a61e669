/**
 * The audit log's recording (docs/security.md#audit-log): each recording site writes one entry with
 * its actor, address, target and details (never a secret); replays record nothing. The table,
 * listing, export and visibility: audit-log-reads.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { auditEvents } from '../src/db/schema';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createApiKey, v1 } from './v1-helpers';
import { depositByCard, walletPost, withdrawToBank } from './wallet-helpers';
import { PNG_1X1, uploadLogo } from './logo-upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app';
import { auditReader, createAuditTestApp } from './audit-log-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAuditTestApp();
});
afterAll(() => t.close());

const { auditLog, latest, aMinuteLater } = auditReader(() => t);

describe('recording', () => {
  it('a failed and a successful sign-in are recorded with the email tried and the address', async () => {
    const owner = await t.signUp('Sign-in Shop');
    await t.request('POST', '/api/auth/login', {
      body: { email: owner.email.toUpperCase(), password: 'wrong-password-1' },
    });
    await t.request('POST', '/api/auth/login', {
      body: { email: 'nobody-at-all@example.com', password: 'x' },
    });
    aMinuteLater();
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: owner.email, password: 'correct-horse-9' },
    });
    expect(login.statusCode).toBe(200);

    const failed = await latest(owner.cookie, 'auth.sign_in_failed');
    expect(failed).toMatchObject({
      actor: { id: null, email: owner.email, name: null },
      ip: '127.0.0.1',
      target: null,
    });
    expect(await latest(owner.cookie, 'auth.signed_in')).toMatchObject({
      actor: { id: owner.user.id, email: owner.email, name: 'Sign-in Shop' },
      ip: '127.0.0.1',
    });
    const [unknown] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorEmail, 'nobody-at-all@example.com'));
    expect(unknown).toMatchObject({ action: 'auth.sign_in_failed', accountId: null, actorUserId: null });
    const stored = JSON.stringify(await t.db.select().from(auditEvents));
    expect(stored).not.toContain('wrong-password-1');
    expect(stored).not.toContain('correct-horse-9');
  });

  it('an API key created and revoked names the key, never its secret', async () => {
    const owner = await t.signUp();
    const created = await t.request('POST', '/api/api-keys', {
      cookie: owner.cookie,
      body: { name: 'Shop' },
    });
    const key = created.json() as { id: string; secret: string; maskedKey: string };
    await t.request('POST', `/api/api-keys/${key.id}/revoke`, { cookie: owner.cookie });

    const { data } = await auditLog(owner.cookie);
    expect(data.filter((e) => e.action.startsWith('api_key.'))).toMatchObject([
      { action: 'api_key.revoked', target: key.id, details: { name: 'Shop', maskedKey: key.maskedKey } },
      { action: 'api_key.created', target: key.id, details: { name: 'Shop', maskedKey: key.maskedKey } },
    ]);
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.accountId, owner.user.merchantId));
    expect(JSON.stringify(rows)).not.toContain(key.secret);
  });

  it('webhook endpoint changes record the URL before and after, never the secret', async () => {
    const owner = await t.signUp();
    const created = await t.request('POST', '/api/webhook-endpoints', {
      cookie: owner.cookie,
      body: { url: 'https://hooks.example.com/a', eventTypes: ['payment.succeeded'] },
    });
    const endpoint = created.json() as { id: string; secret: string };
    await t.request('PATCH', `/api/webhook-endpoints/${endpoint.id}`, {
      cookie: owner.cookie,
      body: { url: 'https://hooks.example.com/b' },
    });
    const rotated = await t.request('POST', `/api/webhook-endpoints/${endpoint.id}/secret/rotate`, {
      cookie: owner.cookie,
    });
    await t.request('DELETE', `/api/webhook-endpoints/${endpoint.id}`, { cookie: owner.cookie });

    const { data } = await auditLog(owner.cookie);
    expect(data.map((e) => [e.action, e.target, e.details])).toEqual([
      ['webhook_endpoint.deleted', endpoint.id, { url: 'https://hooks.example.com/b' }],
      ['webhook_endpoint.secret_rotated', endpoint.id, {}],
      [
        'webhook_endpoint.updated',
        endpoint.id,
        { before: { url: 'https://hooks.example.com/a' }, after: { url: 'https://hooks.example.com/b' } },
      ],
      [
        'webhook_endpoint.created',
        endpoint.id,
        { url: 'https://hooks.example.com/a', eventTypes: ['payment.succeeded'] },
      ],
    ]);
    const stored = JSON.stringify(data);
    expect(stored).not.toContain(endpoint.secret);
    expect(stored).not.toContain(rotated.json().secret);
  });

  it('a branding change records the fields that changed, before and after', async () => {
    const owner = await t.signUp('Old Name');
    const settings = (await t.request('GET', '/api/settings', { cookie: owner.cookie })).json();
    const res = await t.request('PUT', '/api/settings/branding', {
      cookie: owner.cookie,
      body: { ...settings.branding, businessName: 'New Name', primaryColor: '#112233' },
    });
    expect(res.statusCode).toBe(200);
    await t.request('PUT', '/api/settings/time-zone', {
      cookie: owner.cookie,
      body: { timeZone: 'Africa/Nairobi' },
    });

    expect(await latest(owner.cookie, 'settings.branding_changed')).toMatchObject({
      actor: { id: owner.user.id },
      details: {
        before: { businessName: 'Old Name', primaryColor: settings.branding.primaryColor },
        after: { businessName: 'New Name', primaryColor: '#112233' },
      },
    });
    expect((await latest(owner.cookie, 'settings.time_zone_changed'))?.details).toEqual({
      before: { timeZone: settings.timeZone },
      after: { timeZone: 'Africa/Nairobi' },
    });
  });

  it('a new logo records its address, and removing it is recorded', async () => {
    const owner = await t.signUp();
    const uploaded = await uploadLogo(t, owner.cookie, PNG_1X1);
    expect(uploaded.statusCode).toBe(200);
    await t.request('DELETE', '/api/settings/logo', { cookie: owner.cookie });

    expect((await latest(owner.cookie, 'settings.logo_changed'))?.details).toEqual({
      logoUrl: uploaded.json().logoUrl,
    });
    expect(await latest(owner.cookie, 'settings.logo_removed')).toMatchObject({
      actor: { id: owner.user.id },
      ip: '127.0.0.1',
    });
  });

  it('a refund through the public API is recorded for the account, naming the API key', async () => {
    const owner = await t.signUp();
    const key = await createApiKey(t, owner.cookie);
    const linkId = await createLink(t, owner.cookie);
    const payment = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
    const refund = await v1(t, 'POST', '/v1/refunds', {
      token: key.secret,
      body: { paymentId: payment.json().id, amountMinor: 700 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refund.statusCode).toBe(201);
    expect(await latest(owner.cookie, 'refund.created')).toMatchObject({
      actor: { id: null, email: null },
      target: payment.json().id,
      details: { refundId: refund.json().id, amountMinor: 700, apiCredential: key.id },
    });
  });

  it('a refund, a withdrawal, sends and a mode switch are recorded with their amounts', async () => {
    const owner = await t.signUp();
    const friend = await t.signUp('Friend');
    const linkId = await createLink(t, owner.cookie);
    const payment = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
    const paymentId = payment.json().id as string;
    const refund = await t.request('POST', `/api/payments/${paymentId}/refunds`, {
      cookie: owner.cookie,
      body: { amountMinor: 2_500 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refund.statusCode).toBe(201);
    await depositByCard(t, owner.cookie, 20_000);
    const payout = await withdrawToBank(t, owner.cookie, 5_000);
    const send = await walletPost(t, owner.cookie, '/api/wallet/transfers', {
      recipient: friend.email,
      amountMinor: 1_000,
      currency: 'USD',
    });
    const directPay = await walletPost(t, owner.cookie, '/api/wallet/direct-pay', {
      amountMinor: 1_000,
      fromCurrency: 'USD',
      toCurrency: 'RWF',
      recipient: { provider: 'mtn', country: 'RW', phone: '0788123456' },
    });
    const { merchantCode } = (await t.request('GET', '/api/settings', { cookie: friend.cookie })).json();
    const makePayment = await walletPost(t, owner.cookie, '/api/wallet/merchant-payments', {
      merchantCode,
      amountMinor: 500,
      currency: 'USD',
    });
    await t.request('PUT', '/api/mode', { cookie: owner.cookie, body: { mode: 'live' } });

    const recorded = (await auditLog(owner.cookie)).data;
    const entryOf = (target: string) => recorded.find((e) => e.target === target);
    expect(await latest(owner.cookie, 'refund.created')).toMatchObject({
      target: paymentId,
      details: { refundId: refund.json().id, amountMinor: 2_500, currency: 'USD' },
    });
    expect(await latest(owner.cookie, 'deposit.created')).toMatchObject({
      details: { amountMinor: 20_000, currency: 'USD', method: 'card' },
    });
    expect(entryOf(payout.json().id)).toMatchObject({
      action: 'payout.created',
      details: {
        kind: 'withdrawal',
        amountMinor: payout.json().debitedMinor,
        currency: 'USD',
        feeMinor: payout.json().feeMinor,
      },
    });
    expect(entryOf(send.json().id)).toMatchObject({
      action: 'transfer.created',
      details: { kind: 'send', amountMinor: 1_000, currency: 'USD', counterparty: 'Friend' },
    });
    expect(entryOf(directPay.json().id)).toMatchObject({
      action: 'payout.created',
      details: { kind: 'direct_pay', amountMinor: directPay.json().debitedMinor, currency: 'USD' },
    });
    expect(entryOf(makePayment.json().id)).toMatchObject({
      action: 'transfer.created',
      details: { kind: 'merchant_payment', amountMinor: 500, currency: 'USD', counterparty: 'Friend' },
    });
    expect((await latest(owner.cookie, 'mode.switched'))?.details).toEqual({
      before: { mode: 'test' },
      after: { mode: 'live' },
    });
    const card = JSON.stringify((await auditLog(owner.cookie)).data);
    expect(card).not.toContain(SANDBOX_CARDS.success);
  });

  it('an idempotent replay records nothing new', async () => {
    const owner = await t.signUp();
    await depositByCard(t, owner.cookie, 10_000);
    const key = randomUUID();
    const body = { amountMinor: 100, fromCurrency: 'USD', toCurrency: 'RWF' };
    const first = await walletPost(t, owner.cookie, '/api/wallet/conversions', body, key);
    const again = await walletPost(t, owner.cookie, '/api/wallet/conversions', body, key);
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const { data } = await auditLog(owner.cookie, '?action=conversion.created');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ target: first.json().id, details: { fromAmountMinor: 100 } });
  });

  it('sign-out, a password change and ending sessions are recorded', async () => {
    const owner = await t.signUp();
    const other = await t.request('POST', '/api/auth/login', {
      body: { email: owner.email, password: 'correct-horse-9' },
    });
    const otherCookie = other.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await t.request('DELETE', '/api/account/sessions', { cookie: owner.cookie });
    await t.request('POST', '/api/account/password', {
      cookie: owner.cookie,
      body: { currentPassword: 'correct-horse-9', newPassword: 'another-horse-10' },
    });
    await t.request('POST', '/api/auth/logout', { cookie: owner.cookie });
    expect(otherCookie).not.toBe('');

    const rows = await t.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, owner.user.id));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'auth.password_changed',
      'auth.signed_in',
      'auth.signed_out',
      'session.ended',
    ]);
    expect(JSON.stringify(rows)).not.toContain('another-horse-10');
  });
});

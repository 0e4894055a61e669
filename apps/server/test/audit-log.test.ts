/**
 * The audit log (docs/security.md#audit-log): each recording site writes one entry with its actor,
 * address, target and details (never a secret); replays record nothing; the table refuses UPDATE and
 * DELETE; the list filters and pages by keyset, exports CSV, and shows a member without `audit` only
 * their own entries.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@malipo/contracts/audit';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { auditEvents } from '../src/db/schema';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';
import { createApiKey, v1 } from './v1-helpers';
import { addMember } from './team-helpers';
import { addBankAccount, depositByCard, walletPost } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Live credentials only so that the mode can be switched; no provider is called.
    env: {
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-malipo0audit0key-X',
      FLUTTERWAVE_SECRET_HASH: 'malipo-audit-callback-hash',
      FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:9',
    },
    resolveHost: async () => [{ address: '93.184.216.34', family: 4 }],
  });
});
afterAll(() => t.close());

/** The audit log page `cookie` sees with `query`. */
async function auditLog(
  cookie: string,
  query = '',
): Promise<{ data: AuditEvent[]; nextCursor: string | null }> {
  const res = await t.request('GET', `/api/audit-events${query}`, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The newest entry `cookie` sees of `action`. */
async function latest(cookie: string, action: string): Promise<AuditEvent | undefined> {
  return (await auditLog(cookie, `?action=${action}`)).data[0];
}

/** A minute passes, so entries are ordered by time as a person makes them. */
const aMinuteLater = () => t.clock.advance(60_000);

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

  it('a refund, a withdrawal, a send and a mode switch are recorded with their amounts', async () => {
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
    const accountId = await addBankAccount(t, owner.cookie);
    const payout = await walletPost(t, owner.cookie, '/api/wallet/payouts', {
      amountMinor: 5_000,
      currency: 'USD',
      destination: { type: 'bank', payoutAccountId: accountId },
    });
    const send = await walletPost(t, owner.cookie, '/api/wallet/transfers', {
      recipient: friend.email,
      amountMinor: 1_000,
      currency: 'USD',
    });
    await t.request('PUT', '/api/mode', { cookie: owner.cookie, body: { mode: 'live' } });

    expect(await latest(owner.cookie, 'refund.created')).toMatchObject({
      target: paymentId,
      details: { refundId: refund.json().id, amountMinor: 2_500, currency: 'USD' },
    });
    expect(await latest(owner.cookie, 'deposit.created')).toMatchObject({
      details: { amountMinor: 20_000, currency: 'USD', method: 'card' },
    });
    expect(await latest(owner.cookie, 'payout.created')).toMatchObject({
      target: payout.json().id,
      details: { kind: 'withdrawal', amountMinor: payout.json().debitedMinor, currency: 'USD' },
    });
    expect((await latest(owner.cookie, 'payout.created'))?.details.feeMinor).toBe(payout.json().feeMinor);
    expect(await latest(owner.cookie, 'transfer.created')).toMatchObject({
      target: send.json().id,
      details: { kind: 'send', amountMinor: 1_000, currency: 'USD', counterparty: 'Friend' },
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

describe('the table', () => {
  it('refuses UPDATE and DELETE of an entry', async () => {
    const owner = await t.signUp();
    await t.request('PUT', '/api/mode', { cookie: owner.cookie, body: { mode: 'live' } });
    const [entry] = await t.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, owner.user.id));
    expect(entry).toBeDefined();
    await expect(
      t.db.execute(sql`update audit_events set action = 'x' where id = ${entry?.id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_events where id = ${entry?.id}`)).rejects.toThrow();
    const [still] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.id, entry?.id ?? ''));
    expect(still?.action).toBe('mode.switched');
  });
});

describe('listing', () => {
  /** An account whose owner made five branding changes a minute apart. */
  async function ownerWithChanges() {
    const owner = await t.signUp();
    for (let i = 1; i <= 5; i += 1) {
      aMinuteLater();
      await t.request('PUT', '/api/settings/branding', {
        cookie: owner.cookie,
        body: {
          businessName: `Name ${i}`,
          logoUrl: null,
          primaryColor: '#000000',
          secondaryColor: '#ffffff',
        },
      });
    }
    return owner;
  }

  it('pages newest first by cursor and filters by action, member and day', async () => {
    const owner = await ownerWithChanges();
    const first = await auditLog(owner.cookie, '?action=settings.branding_changed&limit=2');
    expect(first.data.map((e) => e.details.after)).toEqual([
      { businessName: 'Name 5' },
      { businessName: 'Name 4' },
    ]);
    const second = await auditLog(
      owner.cookie,
      `?action=settings.branding_changed&limit=2&cursor=${first.nextCursor}`,
    );
    expect(second.data.map((e) => e.details.after)).toEqual([
      { businessName: 'Name 3' },
      { businessName: 'Name 2' },
    ]);
    const third = await auditLog(
      owner.cookie,
      `?action=settings.branding_changed&limit=2&cursor=${second.nextCursor}`,
    );
    expect(third.data).toHaveLength(1);
    expect(third.nextCursor).toBeNull();

    expect((await auditLog(owner.cookie, `?actor=${owner.user.id}`)).data).toHaveLength(5);
    expect((await auditLog(owner.cookie, '?actor=usr_nobody')).data).toEqual([]);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await auditLog(owner.cookie, `?from=${today}&to=${today}`)).data.length).toBeGreaterThan(0);
    expect((await auditLog(owner.cookie, '?to=2000-01-01')).data).toEqual([]);

    const bad = await t.request('GET', '/api/audit-events?action=nope&cursor=x', { cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
    const badCursor = await t.request('GET', '/api/audit-events?cursor=nope', { cookie: owner.cookie });
    expect(badCursor.json().error.fields).toEqual({ cursor: 'Invalid cursor' });
  });

  it('exports the filtered entries as CSV with their count', async () => {
    const owner = await ownerWithChanges();
    const res = await t.request('GET', '/api/audit-events/export.csv?action=settings.branding_changed', {
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="malipo-audit-log-.*\.csv"/);
    expect(res.headers['x-total-count']).toBe('5');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('id,created_at,action,actor_email,actor_id,target,ip,details');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(`settings.branding_changed,${owner.email},${owner.user.id},,127.0.0.1,`);
    expect(lines[1]).toContain('""Name 5""');
  });

  it('another account’s entries never show', async () => {
    const owner = await ownerWithChanges();
    const stranger = await t.signUp();
    const seen = await auditLog(stranger.cookie);
    expect(seen.data.every((e) => e.actor.id === stranger.user.id)).toBe(true);
    expect((await auditLog(stranger.cookie, `?actor=${owner.user.id}`)).data).toEqual([]);
  });
});

describe('who sees what', () => {
  it('a viewer sees only their own entries; an admin sees everyone’s and the member list', async () => {
    const owner = await t.signUp('Owner');
    const viewer = await addMember(t, owner.cookie, 'viewer', 'Viewer');
    const admin = await addMember(t, owner.cookie, 'admin', 'Admin');
    aMinuteLater();
    await t.request('PUT', '/api/mode', { cookie: owner.cookie, body: { mode: 'live' } });
    await t.request('PUT', '/api/mode', { cookie: viewer.cookie, body: { mode: 'live' } });

    const viewerSees = await auditLog(viewer.cookie);
    // Their joining and their mode switch; not the owner's invitations or switch, nor the admin's joining.
    expect(viewerSees.data.map((e) => [e.actor.id, e.action])).toEqual([
      [viewer.user.id, 'mode.switched'],
      [viewer.user.id, 'member.joined'],
    ]);
    expect((await auditLog(viewer.cookie, `?actor=${owner.user.id}`)).data).toEqual([]);
    const viewerCsv = await t.request('GET', '/api/audit-events/export.csv', { cookie: viewer.cookie });
    expect(viewerCsv.headers['x-total-count']).toBe('2');
    const viewerActors = await t.request('GET', '/api/audit-events/actors', { cookie: viewer.cookie });
    expect(viewerActors.json().data).toEqual([{ id: viewer.user.id, email: viewer.email, name: 'Viewer' }]);

    const adminSees = await auditLog(admin.cookie, '?action=mode.switched');
    expect(adminSees.data.map((e) => e.actor.id).sort()).toEqual([owner.user.id, viewer.user.id].sort());
    const adminActors = await t.request('GET', '/api/audit-events/actors', { cookie: admin.cookie });
    expect(
      adminActors
        .json()
        .data.map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([owner.user.id, viewer.user.id, admin.user.id].sort());
  });
});

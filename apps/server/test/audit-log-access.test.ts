/**
 * The audit log's record of who may get in and where money may go (docs/security.md#audit-log):
 * team changes from the invitation to leaving, each two-factor change, a refused second step of a
 * sign-in, the bank accounts withdrawals go to and the virtual card — each with its actor, address,
 * target and what changed, never a code, a full account or card number. Money movements and settings: audit-log.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import type { TestApp } from './test-app';
import { auditReader, createAuditTestApp } from './audit-log-helpers';
import { addMember } from './team-helpers';
import { codeStep, enrol, nextCode, passwordStep } from './two-factor-helpers';
import { addBankAccount, depositByCard, walletPost } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAuditTestApp();
});
afterAll(() => t.close());

const { auditLog, latest, aMinuteLater } = auditReader(() => t);

describe('team changes', () => {
  it('an invitation, its withdrawal, joining, a role change and leaving are each recorded', async () => {
    const owner = await t.signUp('Team Shop');
    const withdrawn = await t.request('POST', '/api/team/invitations', {
      cookie: owner.cookie,
      body: { email: 'never@example.com', role: 'admin' },
    });
    aMinuteLater();
    await t.request('DELETE', `/api/team/invitations/${withdrawn.json().id}`, { cookie: owner.cookie });
    aMinuteLater();
    const finance = await addMember(t, owner.cookie, 'finance', 'Fina');
    aMinuteLater();
    await t.request('PATCH', `/api/team/members/${finance.user.id}`, {
      cookie: owner.cookie,
      body: { role: 'viewer' },
    });
    aMinuteLater();
    await t.request('POST', '/api/team/leave', { cookie: finance.cookie });

    const { data } = await auditLog(owner.cookie);
    const team = data.filter((e) => e.action.startsWith('member.'));
    expect(team.map((e) => [e.action, e.actor.id, e.target, e.details, e.ip])).toEqual([
      ['member.left', finance.user.id, finance.user.id, { role: 'viewer' }, '127.0.0.1'],
      [
        'member.role_changed',
        owner.user.id,
        finance.user.id,
        { before: 'finance', after: 'viewer' },
        '127.0.0.1',
      ],
      [
        'member.joined',
        finance.user.id,
        finance.email,
        { role: 'finance', invitationId: expect.any(String) },
        '127.0.0.1',
      ],
      [
        'member.invited',
        owner.user.id,
        finance.email,
        { role: 'finance', invitationId: expect.any(String) },
        '127.0.0.1',
      ],
      ['member.invitation_revoked', owner.user.id, withdrawn.json().id, {}, '127.0.0.1'],
      [
        'member.invited',
        owner.user.id,
        'never@example.com',
        { role: 'admin', invitationId: withdrawn.json().id },
        '127.0.0.1',
      ],
    ]);
    // The invitation link's token is never recorded.
    expect(JSON.stringify(data)).not.toContain(finance.token);
  });
});

describe('two-factor changes', () => {
  it('turning it on, new recovery codes, the requirement and turning it off are recorded, never a code', async () => {
    const owner = await t.signUp();
    const { secret, recoveryCodes } = await enrol(t, owner.cookie);
    const codes = [...recoveryCodes];
    const code = async () => {
      const next = await nextCode(t, secret);
      codes.push(next);
      return next;
    };
    const fresh = await t.request('POST', '/api/account/two-factor/recovery-codes', {
      cookie: owner.cookie,
      body: { code: await code() },
    });
    codes.push(...(fresh.json().recoveryCodes as string[]));
    const requirement = (required: boolean) =>
      t.request('PUT', '/api/account/two-factor/requirement', { cookie: owner.cookie, body: { required } });
    expect((await requirement(true)).statusCode).toBe(200);
    expect((await requirement(false)).statusCode).toBe(200);
    const off = await t.request('POST', '/api/account/two-factor/disable', {
      cookie: owner.cookie,
      body: { code: await code() },
    });
    expect(off.statusCode).toBe(204);

    const { data } = await auditLog(owner.cookie);
    const twoFactor = data.filter((e) => e.action.startsWith('two_factor.'));
    expect(twoFactor.map((e) => [e.action, e.actor.id, e.details]).reverse()).toEqual([
      ['two_factor.enabled', owner.user.id, {}],
      ['two_factor.recovery_codes_regenerated', owner.user.id, {}],
      ['two_factor.requirement_changed', owner.user.id, { before: false, after: true }],
      ['two_factor.requirement_changed', owner.user.id, { before: true, after: false }],
      ['two_factor.disabled', owner.user.id, {}],
    ]);
    const stored = JSON.stringify(
      await t.db.select().from(auditEvents).where(eq(auditEvents.accountId, owner.user.merchantId)),
    );
    for (const shown of codes) expect(stored).not.toContain(shown);
    expect(stored).not.toContain(secret);
  });

  it('a wrong code at sign-in is a failed sign-in of the person the password named', async () => {
    const owner = await t.signUp();
    await enrol(t, owner.cookie);
    const refused = await codeStep(t, await passwordStep(t, owner.email), '123456');
    expect(refused.statusCode).toBe(401);

    expect(await latest(owner.cookie, 'auth.sign_in_failed')).toMatchObject({
      actor: { id: null, email: owner.email },
      ip: '127.0.0.1',
      details: { step: 'two_factor' },
    });
    // A forged challenge names no one, and records nothing.
    const failures = async () =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.sign_in_failed'))).length;
    const before = await failures();
    expect((await codeStep(t, 'tfc_forged.challenge', '123456')).statusCode).toBe(401);
    expect(await failures()).toBe(before);
  });
});

describe('bank accounts and the virtual card', () => {
  it('adding and removing a bank account names it by its masked number, never the full one', async () => {
    const owner = await t.signUp();
    const id = await addBankAccount(t, owner.cookie, '4400123456789');
    aMinuteLater();
    expect(
      (await t.request('DELETE', `/api/payout-accounts/${id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(204);

    const { data } = await auditLog(owner.cookie);
    const details = {
      bankName: 'Bank of Kigali',
      accountName: 'Test Merchant Ltd',
      accountNumberMasked: '••••6789',
    };
    expect(
      data
        .filter((e) => e.action.startsWith('payout_account.'))
        .map((e) => [e.action, e.actor.id, e.target, e.details]),
    ).toEqual([
      ['payout_account.removed', owner.user.id, id, details],
      ['payout_account.added', owner.user.id, id, details],
    ]);
    expect(JSON.stringify(data)).not.toContain('4400123456789');
  });

  it('issuing, freezing, showing and paying with the virtual card are recorded, never its number', async () => {
    const owner = await t.signUp();
    const shop = await t.signUp('Corner Shop');
    await depositByCard(t, owner.cookie, 5_000);
    const card = (await t.request('POST', '/api/virtual-card', { cookie: owner.cookie })).json();
    const shown = (await t.request('POST', '/api/virtual-card/reveal', { cookie: owner.cookie })).json();
    const setStatus = (status: string) =>
      t.request('PATCH', '/api/virtual-card', { cookie: owner.cookie, body: { status } });
    await setStatus('frozen');
    await setStatus('active');
    const { merchantCode } = (await t.request('GET', '/api/settings', { cookie: shop.cookie })).json();
    const paid = await walletPost(t, owner.cookie, '/api/virtual-card/payments', {
      merchantCode,
      amountMinor: 1_500,
      currency: 'USD',
    });
    expect(paid.statusCode).toBe(201);

    const { data } = await auditLog(owner.cookie);
    const masked = card.maskedNumber as string;
    expect(
      data.filter((e) => e.action.startsWith('virtual_card.')).map((e) => [e.action, e.target, e.details]),
    ).toEqual([
      [
        'virtual_card.payment_created',
        paid.json().id,
        { amountMinor: 1_500, currency: 'USD', status: 'succeeded' },
      ],
      ['virtual_card.status_changed', card.id, { maskedNumber: masked, status: 'active' }],
      ['virtual_card.status_changed', card.id, { maskedNumber: masked, status: 'frozen' }],
      ['virtual_card.revealed', card.id, { maskedNumber: masked, status: 'active' }],
      ['virtual_card.issued', card.id, { maskedNumber: masked, status: 'active' }],
    ]);
    const stored = JSON.stringify(data);
    expect(stored).not.toContain(shown.number);
    // As a value of its own: its three digits turn up inside timestamps ("2026") by chance.
    expect(stored).not.toMatch(new RegExp(`(^|[^0-9A-Za-z])${shown.securityCode}([^0-9A-Za-z]|$)`));
  });
});

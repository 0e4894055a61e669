/**
 * Team members (docs/security.md#team-members) through HTTP: invitations by email, single-use and
 * expiring; joining as a new or an existing login; switching accounts; role changes and removals
 * under the owner rules, the last owner protected (also against two owners demoting each other at
 * once); every change in the audit log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { addMember, cookieOf, invitationToken } from './team-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const team = async (cookie: string) => (await t.request('GET', '/api/team', { cookie })).json();

describe('invitations', () => {
  it('emails a single-use link; accepting creates the login and joins with the role', async () => {
    const owner = await t.signUp('Kigali Books');
    const email = 'amina@example.com';
    const invited = await t.request('POST', '/api/team/invitations', {
      cookie: owner.cookie,
      body: { email: 'Amina@Example.com', role: 'finance' },
    });
    expect(invited.statusCode).toBe(201);
    expect((await team(owner.cookie)).invitations).toMatchObject([
      { email, role: 'finance', invitedBy: 'Kigali Books' },
    ]);
    // The email carries the link but is not listed to the account's members.
    const emails = (await t.request('GET', '/api/notifications', { cookie: owner.cookie })).json().data;
    expect(emails).toEqual([]);

    const token = await invitationToken(t, email);
    const preview = await t.request('GET', `/api/public/invitations/${token}`);
    expect(preview.json()).toEqual({
      businessName: 'Kigali Books',
      email,
      role: 'finance',
      invitedBy: 'Kigali Books',
      existingUser: false,
    });
    const missing = await t.request('POST', `/api/public/invitations/${token}/accept`, { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['name', 'password']);

    const accepted = await t.request('POST', `/api/public/invitations/${token}/accept`, {
      body: { name: 'Amina', password: 'correct-horse-9' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email, role: 'finance', accountId: owner.user.merchantId });
    const cookie = cookieOf(accepted);
    expect((await t.request('GET', '/api/dashboard/balances', { cookie })).statusCode).toBe(200);

    const again = await t.request('POST', `/api/public/invitations/${token}/accept`, {
      body: { name: 'Mallory', password: 'correct-horse-9' },
    });
    expect(again.statusCode).toBe(404);
    const members = (await team(owner.cookie)).members;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'finance'],
    ]);
    expect((await team(owner.cookie)).invitations).toEqual([]);

    // Signing in later opens the account the person signed up with: their own.
    const login = await t.request('POST', '/api/auth/login', {
      body: { email, password: 'correct-horse-9' },
    });
    expect(login.json().user).toMatchObject({ role: 'owner', businessName: 'Amina' });
  });

  it('expires after 7 days, can be withdrawn, and a new invitation replaces the pending one', async () => {
    const owner = await t.signUp();
    const send = (email: string) =>
      t.request('POST', '/api/team/invitations', { cookie: owner.cookie, body: { email, role: 'viewer' } });
    await send('late@example.com');
    const late = await invitationToken(t, 'late@example.com');
    t.clock.advance(7 * 24 * 60 * 60_000 + 60_000);
    expect((await t.request('GET', `/api/public/invitations/${late}`)).statusCode).toBe(404);

    await send('twice@example.com');
    const first = await invitationToken(t, 'twice@example.com');
    await send('twice@example.com');
    const second = await invitationToken(t, 'twice@example.com');
    expect((await t.request('GET', `/api/public/invitations/${first}`)).statusCode).toBe(404);
    const [pending] = (await team(owner.cookie)).invitations;
    const revoked = await t.request('DELETE', `/api/team/invitations/${pending.id}`, {
      cookie: owner.cookie,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await t.request('GET', `/api/public/invitations/${second}`)).statusCode).toBe(404);
  });

  it('an existing login accepts signed in as the invited email, and then switches between accounts', async () => {
    const owner = await t.signUp('Owner Shop');
    const person = await t.signUp('Own Shop');
    const other = await t.signUp('Someone Else');
    await t.request('POST', '/api/team/invitations', {
      cookie: owner.cookie,
      body: { email: person.email, role: 'developer' },
    });
    const token = await invitationToken(t, person.email);
    expect((await t.request('GET', `/api/public/invitations/${token}`)).json().existingUser).toBe(true);
    const signedOut = await t.request('POST', `/api/public/invitations/${token}/accept`, { body: {} });
    expect(signedOut.statusCode).toBe(409);
    const wrongPerson = await t.request('POST', `/api/public/invitations/${token}/accept`, {
      cookie: other.cookie,
      body: {},
    });
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json().error.message).toContain(person.email);

    const accepted = await t.request('POST', `/api/public/invitations/${token}/accept`, {
      cookie: person.cookie,
      body: {},
    });
    expect(accepted.json().user).toMatchObject({ accountId: owner.user.merchantId, role: 'developer' });
    const accounts = (await t.request('GET', '/api/accounts', { cookie: person.cookie })).json().data;
    expect(accounts).toMatchObject([
      { businessName: 'Own Shop', role: 'owner', current: false },
      { businessName: 'Owner Shop', role: 'developer', current: true },
    ]);
    const back = await t.request('PUT', '/api/accounts/current', {
      cookie: person.cookie,
      body: { accountId: person.user.merchantId },
    });
    expect(back.json().user).toMatchObject({ accountId: person.user.merchantId, role: 'owner' });
    const notMine = await t.request('PUT', '/api/accounts/current', {
      cookie: person.cookie,
      body: { accountId: other.user.merchantId },
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('refuses inviting a member again, and an admin inviting an owner', async () => {
    const owner = await t.signUp();
    const admin = await addMember(t, owner.cookie, 'admin');
    const again = await t.request('POST', '/api/team/invitations', {
      cookie: owner.cookie,
      body: { email: admin.email, role: 'viewer' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.email).toBeDefined();
    const ownerByAdmin = await t.request('POST', '/api/team/invitations', {
      cookie: admin.cookie,
      body: { email: 'boss@example.com', role: 'owner' },
    });
    expect(ownerByAdmin.statusCode).toBe(403);
  });
});

describe('roles and removal', () => {
  it('admins manage members but not owners; the last owner stays; removal ends the sessions', async () => {
    const owner = await t.signUp();
    const admin = await addMember(t, owner.cookie, 'admin');
    const viewer = await addMember(t, owner.cookie, 'viewer');
    const patch = (cookie: string, userId: string, role: string) =>
      t.request('PATCH', `/api/team/members/${userId}`, { cookie, body: { role } });

    expect((await patch(admin.cookie, viewer.user.id, 'finance')).statusCode).toBe(200);
    expect((await patch(admin.cookie, viewer.user.id, 'owner')).statusCode).toBe(403);
    expect((await patch(admin.cookie, owner.user.id, 'viewer')).statusCode).toBe(403);
    expect((await patch(admin.cookie, admin.user.id, 'owner')).statusCode).toBe(403);
    const demoteLast = await patch(owner.cookie, owner.user.id, 'admin');
    expect(demoteLast.statusCode).toBe(409);
    expect(demoteLast.json().error.message).toMatch(/at least one owner/);
    expect((await t.request('POST', '/api/team/leave', { cookie: owner.cookie })).statusCode).toBe(409);
    const removeLast = await t.request('DELETE', `/api/team/members/${owner.user.id}`, {
      cookie: owner.cookie,
    });
    expect(removeLast.statusCode).toBe(409);
    expect(removeLast.json().error.message).toMatch(/at least one owner/);

    const removed = await t.request('DELETE', `/api/team/members/${viewer.user.id}`, {
      cookie: admin.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.request('GET', '/api/dashboard/balances', { cookie: viewer.cookie })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request('DELETE', `/api/team/members/${viewer.user.id}`, { cookie: admin.cookie })).statusCode,
    ).toBe(404);

    const actions = await t.db
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.target, viewer.user.id));
    expect(actions).toEqual([
      {
        action: 'member.role_changed',
        actor: admin.user.id,
        details: { before: 'viewer', after: 'finance' },
      },
      { action: 'member.removed', actor: admin.user.id, details: { role: 'finance' } },
    ]);
  });

  it('a member leaves and their session moves to their own account', async () => {
    const owner = await t.signUp('Shop');
    const finance = await addMember(t, owner.cookie, 'finance', 'Fina');
    const left = await t.request('POST', '/api/team/leave', { cookie: finance.cookie });
    expect(left.statusCode).toBe(200);
    expect(left.json().user).toMatchObject({ role: 'owner', businessName: 'Fina' });
    const members = (await team(owner.cookie)).members;
    expect(members).toHaveLength(1);
  });

  it('two owners demoting each other at once leave exactly one owner', async () => {
    const first = await t.signUp();
    const second = await addMember(t, first.cookie, 'owner');
    const [a, b] = await Promise.all([
      t.request('PATCH', `/api/team/members/${second.user.id}`, {
        cookie: first.cookie,
        body: { role: 'admin' },
      }),
      t.request('PATCH', `/api/team/members/${first.user.id}`, {
        cookie: second.cookie,
        body: { role: 'admin' },
      }),
    ]);
    // The second to take the lock is no longer an owner by then.
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const owners = (await team(first.cookie).catch(() => team(second.cookie))).members.filter(
      (m: { role: string }) => m.role === 'owner',
    );
    expect(owners).toHaveLength(1);
  });
});

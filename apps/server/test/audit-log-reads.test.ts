/**
 * The audit log's reads (docs/security.md#audit-log): the table refuses UPDATE and DELETE; the list
 * filters and pages by keyset, exports CSV, and shows a member without `audit` only their own entries.
 */
import { eq, sql } from 'drizzle-orm';
import { auditEvents, merchants } from '../src/db/schema';
import { addMember } from './team-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app';
import { auditReader, createAuditTestApp } from './audit-log-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAuditTestApp();
});
afterAll(() => t.close());

const { auditLog, aMinuteLater } = auditReader(() => t);

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
    // Days are the account's (docs/security.md#audit-log), not UTC's: late in the UTC day they differ.
    const [account] = await t.db
      .select({ zone: merchants.timeZone })
      .from(merchants)
      .where(eq(merchants.id, owner.user.merchantId));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: account?.zone }).format(t.clock.now());
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

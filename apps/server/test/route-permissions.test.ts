/**
 * Roles and permissions (docs/security.md#roles-and-permissions): every `/api` route the app serves
 * is in the permission table and nothing else is, and each role — a member invited through the real
 * flow — reaches exactly the routes its permissions allow: the others answer 403 `forbidden` before
 * the body is read. Routes are enumerated from the server, so a new route is checked with every role.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, roleCan, type Role } from '@malipo/contracts/roles';
import { ROUTE_ACCESS } from '../src/plugins/route-permissions';
import { permissionOf } from '../src/plugins/route-access';
import { createTestApp, type TestApp } from './test-app';
import { serverRoutes } from './server-routes';
import { addMember } from './team-helpers';

let t: TestApp;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_API_TOKEN: 'a'.repeat(32) } });
  const owner = await t.signUp('Role Test Owner');
  cookies.owner = owner.cookie;
  for (const role of ROLES.filter((r) => r !== 'owner'))
    cookies[role] = (await addMember(t, owner.cookie, role)).cookie;
});
afterAll(() => t.close());

/** A request with every required part present but naming nothing that exists. */
function requestAs(role: Role, route: string) {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const url = path.replace(/:(\w+)/g, 'nothing_here');
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return t.request(method, url, {
    cookie: cookies[role],
    headers: { 'idempotency-key': randomUUID() },
    ...(hasBody ? { body: {} } : {}),
  });
}

describe('the permission table', () => {
  it('lists every /api route the app serves, and only those', () => {
    const served = serverRoutes(t.app).filter((r) => r.split(' ')[1]?.startsWith('/api/'));
    expect(served.length).toBeGreaterThan(90);
    expect([...served].sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('is the table docs/security.md shows', () => {
    const doc = readFileSync(new URL('../../../docs/security.md', import.meta.url), 'utf8');
    for (const role of ROLES) {
      const row = new RegExp(`^\\| ${role} +\\|(.*)\\|$`, 'm').exec(doc)?.[1];
      expect(row, `docs/security.md has a row for ${role}`).toBeDefined();
      const cells = row!.split('|').map((c) => c.trim());
      expect(cells).toEqual(PERMISSIONS.map((p) => (ROLE_PERMISSIONS[role].includes(p) ? 'yes' : '—')));
    }
  });
});

it('answers 401 unauthenticated to every route that needs a member, without a session', async () => {
  const needMember = Object.entries(ROUTE_ACCESS).filter(
    ([, access]) => !['public', 'admin'].includes(permissionOf(access)),
  );
  for (const [route] of needMember) {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    const res = await t.request(method, path.replace(/:(\w+)/g, 'nothing_here'));
    expect(res.statusCode, route).toBe(401);
  }
});

describe.each(ROLES)('a member with role %s', (role) => {
  const guarded = Object.entries(ROUTE_ACCESS)
    .filter(([, access]) => !['public', 'admin', 'signed_in'].includes(permissionOf(access)))
    .map(([route]) => route);

  it('gets 403 forbidden from every route its role lacks, and passes the check on every other', async () => {
    const wrong: string[] = [];
    for (const route of guarded) {
      const allowed = roleCan(role, permissionOf(ROUTE_ACCESS[route]!));
      const res = await requestAs(role, route);
      const forbidden = res.statusCode === 403 && res.json().error.code === 'forbidden';
      if (allowed === forbidden || res.statusCode === 401 || res.statusCode >= 500) {
        wrong.push(
          `${route}: ${allowed ? 'allowed' : 'refused'} but answered ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});

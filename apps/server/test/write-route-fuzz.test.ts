/**
 * Input hardening, proved by fuzzing (docs/testing.md#error-bodies): every write route of the app
 * (POST, PUT, PATCH, DELETE) — enumerated from the app itself through an `onRoute` hook, so a
 * route added later is fuzzed without touching this file — gets malformed requests derived from its
 * zod schemas by `fuzz-requests.ts` (seeded fast-check), sent as a signed-in merchant (session
 * cookie and CSRF header, an API key on `/v1`, the admin token on `/api/admin`) with a fresh
 * `Idempotency-Key`. For every request: never a 5xx, always a 4xx with the one error body on `/api`
 * and `/v1`, text with control characters or lone surrogates refused with its field's message, and
 * no row of any table changed (every table of the public schema hashed before and after each
 * route's requests).
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { CSRF_HEADER } from '../src/plugins/csrf';
import { fuzzCases, type FuzzCase, type FuzzTarget } from './fuzz-requests';
import { railsEnv } from './operator-rails-env';
import { loadRendererFromSource, writeTestWebBuild } from './payer-renderer';
import { createTestApp, type TestApp } from './test-app';
import { createApiKey, v1 } from './v1-helpers';

/** Every route the app registers, as its options (`onRoute` on the root instance sees them all). */
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const create = mod.default as unknown as (options: unknown) => FastifyInstance;
  const withRouteLog = (options: unknown) => {
    const app = create(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  };
  return { ...mod, default: Object.assign(withRouteLog, mod.default) };
});

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdef';
const FLUTTERWAVE_HASH = 'fuzz-flutterwave-hash-0123456789';
const REFUSED_TEXT = 'Remove control or invalid characters';
/** Mutations per route on top of its 11 to 33 fixed cases; the whole file stays well under 60 s. */
const RUNS_PER_ROUTE = 40;

/**
 * Write routes not fuzzed, each with its reason. Keep it tiny: a new entry needs a comment saying
 * why malformed input cannot be sent to the route. (None today: provider callbacks, which need a
 * path token or a signature, are fuzzed unauthenticated — see {@link UNAUTHENTICATED}.)
 */
const EXCLUDED: Record<string, string> = {};

/**
 * Provider callbacks: they acknowledge any body they cannot read (200, nothing recorded) once the
 * sender is authenticated, by design, so the fuzz sends them without the path token or the
 * `verif-hash` signature — every request must then be refused and change nothing.
 */
const UNAUTHENTICATED = (url: string) => url.startsWith('/webhooks/providers/');

/**
 * Tables whose rows a refused request may change, each with its reason. None: sessions are not
 * touched by a request, an API key's `last_used_at` moves at most once a minute (used once before
 * the snapshots, on a clock that stands still), the idempotency plugin stores nothing for a request
 * refused before its handler, and the rate-limit counters change no row of the public schema on
 * PGlite or PostgreSQL (checked on both).
 */
const TABLES_ALLOWED_TO_CHANGE = new Set<string>();

// Every route there is: live providers on (their callbacks), the admin routes, the payer pages'
// no-JavaScript forms (a web build with the payer renderer).
const webBuild = writeTestWebBuild();
const t: TestApp = await createTestApp({
  env: {
    WEB_DIST_DIR: webBuild.dir,
    ADMIN_API_TOKEN: ADMIN_TOKEN,
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-fuzz0000000000000000-X',
    FLUTTERWAVE_SECRET_HASH: FLUTTERWAVE_HASH,
    FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:9',
    ...railsEnv('http://127.0.0.1:9', 'http://127.0.0.1:9'),
  },
  renderPayerPage: await loadRendererFromSource(),
});

/**
 * Routes without a body schema that read their body themselves, so junk of that kind is sent too:
 * the logo upload (multipart) and the payer pages' forms posted without JavaScript (form-encoded;
 * every path outside `/api`, `/v1`, `/webhooks` and `/sandbox`).
 */
function readsOwnBody(method: string, url: string): FuzzTarget['reads'] {
  if (method === 'POST' && url === '/api/settings/logo') return 'multipart';
  return /^\/(api|v1|webhooks|sandbox)\//.test(url) ? undefined : 'form';
}

interface WriteRoute extends FuzzTarget {
  key: string;
  idempotent: boolean;
}

const writeRoutes: WriteRoute[] = registered.flatMap((route) => {
  const schema = (route.schema ?? {}) as { body?: unknown; params?: unknown };
  return [route.method]
    .flat()
    .filter((method) => WRITE_METHODS.includes(method))
    .map((method) => ({
      key: `${method} ${route.url}`,
      method,
      url: route.url,
      body: schema.body,
      params: schema.params,
      idempotent: route.config?.idempotencyKey !== undefined,
      reads: readsOwnBody(method, route.url),
    }));
});

let cookie = '';
let apiSecret = '';

async function signIn() {
  ({ cookie } = await t.signUp('Fuzz Merchant'));
  apiSecret = (await createApiKey(t, cookie, 'Fuzz')).secret;
}

beforeAll(async () => {
  await signIn();
  // Use the key once now: its `last_used_at` is refreshed at most once a minute (of the manual
  // clock, which does not move here), so later requests change nothing.
  expect((await v1(t, 'GET', '/v1/payment-links', { token: apiSecret })).statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
  webBuild.remove();
});

/** Every table of the public schema as `name: count hash`, in one round trip. */
async function snapshot(): Promise<Map<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables
    .filter(({ name }) => !TABLES_ALLOWED_TO_CHANGE.has(name))
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*)::text || ' ' || md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as state from "${name}" r`,
    );
  const rows = await queryRows<{ name: string; state: string }>(t.db, sql.raw(parts.join(' union all ')));
  return new Map(rows.map((row) => [row.name, row.state]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (name) => before.get(name) !== after.get(name),
  );
}

/** A stable seed per route, so each route's requests do not depend on the others. */
function seedOf(key: string): number {
  return createHash('sha256').update(key).digest().readInt32LE(0);
}

function headersFor(route: WriteRoute, c: FuzzCase): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!UNAUTHENTICATED(route.url)) {
    headers[CSRF_HEADER.name] = CSRF_HEADER.value;
    headers.cookie = cookie;
    if (route.url.startsWith('/v1/')) headers.authorization = `Bearer ${apiSecret}`;
    if (route.url.startsWith('/api/admin/')) headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  }
  if (route.idempotent) headers['idempotency-key'] = randomUUID();
  if (c.contentType !== undefined) headers['content-type'] = c.contentType;
  return headers;
}

/** What is wrong with the answer to `c`, or null. */
function problemWith(route: WriteRoute, c: FuzzCase, status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return `accepted with ${status}`;
  const isApi = route.url.startsWith('/api/') || route.url.startsWith('/v1/');
  let answer: { code?: unknown; error?: { code?: unknown; fields?: Record<string, string> } } = {};
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    // An HTML page (the payer forms) or an empty body.
  }
  const { error } = answer;
  if (isApi && typeof error?.code !== 'string') return `answered ${status} without the error body`;
  // Unauthenticated callbacks are refused before their text is read; payer forms answer HTML pages.
  if (c.badTextField !== undefined && !UNAUTHENTICATED(route.url) && (isApi || error !== undefined)) {
    if (status !== 400 || error?.code !== 'validation_failed') {
      return `forbidden text at ${c.badTextField} answered ${status} ${String(error?.code)}`;
    }
    if (error.fields?.[c.badTextField] !== REFUSED_TEXT) {
      return `forbidden text at ${c.badTextField} has no field message (fields ${JSON.stringify(error.fields)})`;
    }
  }
  return null;
}

function shown(payload: FuzzCase['payload']): string {
  const text = payload === undefined ? '(none)' : JSON.stringify(String(payload));
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

describe('write routes under malformed input', () => {
  it('finds the app’s write routes, and each is fuzzed or excluded with a reason', () => {
    expect(writeRoutes.length).toBeGreaterThan(50);
    const keys = new Set(writeRoutes.map((route) => route.key));
    // A stale exclusion (the route is gone) fails too.
    for (const excluded of Object.keys(EXCLUDED)) expect(keys, excluded).toContain(excluded);
    for (const route of writeRoutes) {
      if (route.key in EXCLUDED) continue;
      expect(fuzzCases(route, seedOf(route.key), RUNS_PER_ROUTE).length, route.key).toBeGreaterThanOrEqual(
        10,
      );
    }
  });

  it.each(
    writeRoutes.filter((route) => !(route.key in EXCLUDED)).map((route) => [route.key, route] as const),
  )('%s refuses every malformed request and changes nothing', async (_key, route) => {
    const cases = fuzzCases(route, seedOf(route.key), RUNS_PER_ROUTE);
    const problems: string[] = [];
    const before = await snapshot();
    for (const c of cases) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: c.url,
        headers: headersFor(route, c),
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      const problem = problemWith(route, c, res.statusCode, res.body);
      if (problem) {
        problems.push(
          `${route.method} ${c.url} [${c.kind}] ${problem}\n  content-type: ${c.contentType ?? '(none)'}\n  body: ${shown(c.payload)}\n  answer: ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
      }
    }
    const changed = changedTables(before, await snapshot());
    if (changed.length > 0) problems.push(`${route.key}: rows changed in ${changed.join(', ')}`);
    // A request that signed the merchant out (it is reported above) must not fail the next routes.
    if ((await t.request('GET', '/api/auth/me', { cookie })).statusCode !== 200) await signIn();
    expect(problems, `${cases.length} requests`).toEqual([]);
  });
});

/**
 * The shared rate-limit store: two Fastify apps on one database (as two processes would be) count
 * into the same counters, each route its own; Redis likewise when `TEST_REDIS_URL` is set.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/client';
import { createRateLimitStore, type RateLimitStore } from './rate-limit-store';

const redisUrl = process.env.TEST_REDIS_URL;

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

/** An app limiting `/a` and `/b` to `max` requests a minute each, and `/v` per `x-key` header. */
async function limitedApp(store: RateLimitStore, max: number): Promise<FastifyInstance> {
  const app = Fastify();
  app.addHook('onClose', () => store.close());
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler', ...store.options });
  const config = { rateLimit: { max, timeWindow: 60_000 } };
  app.get('/a', { config }, async () => 'a');
  app.get('/b', { config }, async () => 'b');
  app.register(async (scope) => {
    scope.addHook(
      'preHandler',
      scope.rateLimit({ max, timeWindow: 60_000, keyGenerator: (r) => `v:${String(r.headers['x-key'])}` }),
    );
    scope.get('/v', async () => 'v');
  });
  return app;
}

/** Status codes of `count` GETs of `url`, sent in turn to each app. */
async function statuses(apps: FastifyInstance[], url: string, count: number, headers = {}) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const app = apps[i % apps.length];
    if (!app) throw new Error('no app');
    codes.push((await app.inject({ method: 'GET', url, headers })).statusCode);
  }
  return codes;
}

const storeOn = (input: { databaseUrl?: string; redisUrl?: string }) =>
  createRateLimitStore({ db: database.db, log: Fastify().log, ...input });

describe('rate-limit counters', () => {
  it('in memory (PGlite), each app counts alone', async () => {
    const stores = [storeOn({}), storeOn({})];
    expect(stores.map((s) => s.kind)).toEqual(['memory', 'memory']);
    const apps = await Promise.all(stores.map((s) => limitedApp(s, 3)));
    expect(await statuses(apps, '/a', 8)).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    for (const app of apps) await app.close();
  });

  it('in the database, two apps share one limit per route and per key, with Retry-After', async () => {
    const stores = [1, 2].map(() => storeOn({ databaseUrl: 'postgres://replicas' }));
    expect(stores.map((s) => s.kind)).toEqual(['database', 'database']);
    const apps = await Promise.all(stores.map((s) => limitedApp(s, 3)));
    expect(await statuses(apps, '/a', 6)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await statuses(apps, '/b', 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(apps, '/v', 4, { 'x-key': 'one' })).toEqual([200, 200, 200, 429]);
    expect(await statuses(apps, '/v', 1, { 'x-key': 'two' })).toEqual([200]);
    const limited = await apps[1]?.inject({ method: 'GET', url: '/a' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited?.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (const app of apps) await app.close();
  });

  it('in the database, counters stay out of the write-ahead log, so counting a request waits for no flush', async () => {
    const rows = await queryRows<{ relpersistence: string }>(
      database.db,
      sql`select relpersistence from pg_class where relname = 'rate_limits'`,
    );
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });

  it.skipIf(!redisUrl)('in Redis (TEST_REDIS_URL), two apps share one limit', async () => {
    const stores = [1, 2].map(() => storeOn({ databaseUrl: 'postgres://replicas', redisUrl }));
    expect(stores.map((s) => s.kind)).toEqual(['redis', 'redis']);
    const apps = await Promise.all(stores.map((s) => limitedApp(s, 3)));
    const key = { 'x-key': `redis-${Date.now()}` };
    expect(await statuses(apps, '/v', 5, key)).toEqual([200, 200, 200, 429, 429]);
    for (const app of apps) await app.close();
  });
});

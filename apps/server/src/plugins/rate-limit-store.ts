/**
 * Where `@fastify/rate-limit` keeps its counters (docs/architecture.md#scale), so that a limit
 * (`LOGIN_RATE_LIMIT_PER_MINUTE`, `API_RATE_LIMIT_PER_MINUTE` per docs/api.md#rate-limits,
 * `PUBLIC_FORM_RATE_LIMIT_PER_MINUTE`) holds for the whole deployment rather than for each process:
 * - `REDIS_URL` set: in Redis, through the plugin's own documented `redis` option (an ioredis client);
 * - else `DATABASE_URL` set: in PostgreSQL's `rate_limits` table, through `rate-limiter-flexible`'s
 *   `RateLimiterDrizzle` (one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING` per request, on
 *   the app's own Drizzle database and pool, on the table a committed migration creates). Its
 *   sibling `RateLimiterPostgres` does the same on a `pg` Pool, but would need a second pool beside
 *   the app's and its own table, outside the migrations;
 * - else (PGlite, one process): in process memory, the plugin's default.
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import { lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/** How often expired counters are deleted from `rate_limits`, at most, in ms (5 minutes). */
export const RATE_LIMIT_PURGE_INTERVAL_MS = 5 * 60_000;
/** How long a counter is kept after its window ended, in ms (1 hour), as rate-limiter-flexible does. */
export const RATE_LIMIT_RETENTION_MS = 3600_000;
/** How long a Redis command may take before the request fails, in ms. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** The counter a store reports for one request: requests in the window so far, and ms until it ends. */
type Counter = { current: number; ttl: number };
type IncrCallback = (error: Error | null, result?: Counter) => void;

/** `@fastify/rate-limit` passes a route's merged options, whose `routeInfo` names the route (none for `app.rateLimit()`). */
function routePrefix(routeOptions: unknown): string {
  if (typeof routeOptions !== 'object' || routeOptions === null || !('routeInfo' in routeOptions)) return '';
  const info = routeOptions.routeInfo;
  if (typeof info !== 'object' || info === null || !('url' in info) || typeof info.url !== 'string')
    return '';
  const method = 'method' in info ? String(info.method) : '';
  return `${method} ${info.url} `;
}

/**
 * A `@fastify/rate-limit` store class keeping counters in the `rate_limits` table of `db`, shared by
 * every process on the database. Each route's counters are its own (`POST /api/auth/login …`); the
 * limit and window (`max`, `timeWindow` in ms) are the route's, passed on every request. A request
 * over the limit is still counted, as the plugin's memory store does. Expired counters are deleted
 * at most every {@link RATE_LIMIT_PURGE_INTERVAL_MS} ms, by a request, once
 * {@link RATE_LIMIT_RETENTION_MS} ms old; a failed purge is logged on `log`. A database error
 * fails the request (the plugin's `skipOnError` is off), so a limit is never silently lifted.
 */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  // rate-limiter-flexible fixes `points` and `duration` per limiter; the rows are shared by all.
  const limiters = new Map<string, RateLimiterDrizzle>();
  const limiterFor = (timeWindowMs: number, max: number) => {
    const id = `${timeWindowMs}:${max}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        points: max,
        duration: timeWindowMs / 1000,
        keyPrefix: '',
        clearExpiredByTimeout: false,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  let lastPurgeMs = Date.now();
  const purgeWhenDue = () => {
    const nowMs = Date.now();
    if (nowMs - lastPurgeMs < RATE_LIMIT_PURGE_INTERVAL_MS) return;
    lastPurgeMs = nowMs;
    db.delete(rateLimits)
      .where(lt(rateLimits.expire, new Date(nowMs - RATE_LIMIT_RETENTION_MS)))
      .catch((err: unknown) => log.warn({ err }, 'rate-limit purge failed'));
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      const answer = (res: RateLimiterRes) =>
        callback(null, { current: res.consumedPoints, ttl: Math.max(res.msBeforeNext, 0) });
      limiterFor(timeWindow, max)
        .consume(`${this.#prefix}${key}`)
        .then(answer, (rejection: unknown) => {
          // Over the limit, rate-limiter-flexible rejects with the counter itself.
          if (rejection instanceof RateLimiterRes) answer(rejection);
          else callback(rejection instanceof Error ? rejection : new Error(String(rejection)));
        });
      purgeWhenDue();
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(undefined, routePrefix(routeOptions));
    }
  };
}

/** The counters' home the configuration picks, as options for `@fastify/rate-limit`. */
export interface RateLimitStore {
  kind: 'memory' | 'database' | 'redis';
  /** Spread into the plugin's options: `{}`, `{ store }` or `{ redis, nameSpace }`. */
  options: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /** Closes what the store opened (the Redis connection); call on the app's `onClose`. */
  close(): Promise<void>;
}

/**
 * Picks where counters live (see the module): Redis when `redisUrl` is given, else the database
 * when `databaseUrl` is (several processes share it), else memory. Connecting to Redis is lazy:
 * a Redis that cannot be reached fails the limited requests, not the start.
 */
export function createRateLimitStore(input: {
  db: Db;
  log: FastifyBaseLogger;
  databaseUrl?: string;
  redisUrl?: string;
}): RateLimitStore {
  if (input.redisUrl) {
    const redis = new Redis(input.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    redis.on('error', (err: Error) => input.log.warn({ err }, 'rate-limit redis error'));
    return {
      kind: 'redis',
      options: { redis, nameSpace: 'malipo-rate-limit-' },
      close: async () => {
        redis.disconnect();
      },
    };
  }
  if (input.databaseUrl) {
    return {
      kind: 'database',
      options: { store: databaseRateLimitStore(input.db, input.log) },
      close: async () => undefined,
    };
  }
  return { kind: 'memory', options: {}, close: async () => undefined };
}

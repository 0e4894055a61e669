/**
 * Rate-limit counters shared by every server process on one PostgreSQL database
 * (docs/architecture.md#scale), kept by `plugins/rate-limit-store.ts` through `rate-limiter-flexible`'s
 * Drizzle store, whose row shape this is: `key`, the `points` counted in the window, and when the
 * window ends (`expire`). The table is `UNLOGGED` (migration 0040; Drizzle's schema cannot say so):
 * counters are not worth a flush of the write-ahead log on every request.
 * @module
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * One counter: `key` is the route and the client's key (`POST /api/auth/login 127.0.0.1:ada@…`),
 * `points` the requests counted since the window began, `expire` when the window ends (null: never).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamptz('expire'),
});

/**
 * The jobs table (docs/architecture.md#system-shape): background work written in the same transaction as the change
 * that causes it, claimed with `FOR UPDATE SKIP LOCKED`.
 * @module
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** A unit of background work of `kind` with a JSON `payload`, due at `run_at`. */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] }).notNull(),
    runAt: timestamptz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedAt: timestamptz('locked_at'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt)],
);

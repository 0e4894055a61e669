/**
 * Team members, invitations, two-factor recovery codes and the audit log
 * (docs/security.md). An account is its home (test) merchant row; members belong to the account and
 * work in both of its modes.
 * @module
 */
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Role } from '@malipo/contracts/roles';
import { timestamptz } from './columns';
import { merchants, users } from './accounts';

/** A person's role in an account. Every account keeps at least one owner. */
export const memberships = pgTable(
  'memberships',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => merchants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<Role>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/**
 * An invitation to join an account with a role, sent by email. Only the SHA-256 of its token is
 * stored; it expires and is used at most once (`accepted_at`), or is withdrawn (`revoked_at`).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchants.id),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('invitations_account_idx').on(t.accountId, t.createdAt)],
);

/** A two-factor recovery code: only its hash is kept; each works once (`used_at`). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * One security- or money-relevant action (docs/security.md#audit-log). Append-only: a trigger
 * refuses UPDATE and DELETE. `actor_user_id` is null when no one was signed in (a failed sign-in
 * names the email tried in `actor_email`); `merchant_id` is the mode row acted in, when there was one.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').references(() => merchants.id),
    merchantId: text('merchant_id').references(() => merchants.id),
    actorUserId: text('actor_user_id').references(() => users.id),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    /** What was acted on, e.g. `key_…`, `po_…`, a member's email. */
    target: text('target'),
    ip: text('ip'),
    /** What changed: before/after values or the amount moved (never secrets). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('audit_events_account_idx').on(t.accountId, t.createdAt, t.id),
    index('audit_events_actor_idx').on(t.actorUserId, t.createdAt, t.id),
  ],
);

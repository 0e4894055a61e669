/**
 * Merchants, users and sessions (docs/architecture.md#merchants-sessions-and-the-public-api). Every merchant-owned row elsewhere carries
 * `merchant_id`.
 * @module
 */
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Mode } from '@malipo/contracts/modes';
import { bytea, timestamptz } from './columns';

/**
 * A business receiving payments in one mode (docs/providers.md#modes): every account has a test
 * row (its home, which its users belong to) and a live row, sharing `account_id` and the business
 * profile; everything merchant-owned elsewhere hangs off one of them, so the modes never mix.
 */
export const merchants = pgTable(
  'merchants',
  {
    id: text('id').primaryKey(),
    /**
     * A compact surrogate of `id` (4 bytes instead of 31), for the keys of tables whose indexes
     * repeat the merchant in every entry: history's (docs/architecture.md#scale).
     */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull().unique(),
    /** The account's home (test) row id; equal to `id` on the home row itself. */
    accountId: text('account_id').notNull(),
    mode: text('mode').$type<Mode>().notNull().default('test'),
    businessName: text('business_name').notNull(),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    /** IANA time zone whose day boundaries history filters and charts use. */
    timeZone: text('time_zone').notNull().default('Africa/Kigali'),
    /** Public code other users pay this merchant with (`MLP-` + 6 characters). */
    merchantCode: text('merchant_code').notNull().unique(),
    /** On the home row: every member must have two-factor sign-in (docs/security.md#two-factor-sign-in). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('merchants_account_mode_idx').on(t.accountId, t.mode)],
);

/** An uploaded logo (PNG or JPEG, ≤ 2 MB, sniffed on upload), one per merchant. */
export const merchantLogos = pgTable('merchant_logos', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** A person who signs in; owns one account (`merchant_id` is its home row). Email stored lower-cased. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  merchantId: text('merchant_id')
    .notNull()
    .references(() => merchants.id),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  /** E.164 phone number others can send money to, optional. */
  phone: text('phone').unique(),
  passwordHash: text('password_hash').notNull(),
  /** When the password last changed; `/v1` access tokens issued before it are refused. */
  passwordChangedAt: timestamptz('password_changed_at'),
  /** TOTP secret (RFC 6238, base32), sealed with the server's key; set while enrolling or enrolled. */
  totpSecret: text('totp_secret'),
  /** The RFC 6238 time step of the last code accepted, so no code works twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** When two-factor sign-in was turned on; null while off (docs/security.md#two-factor-sign-in). */
  twoFactorEnabledAt: timestamptz('two_factor_enabled_at'),
  createdAt: timestamptz('created_at').notNull(),
});

/** A signed-in session; `id` is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The account (home merchant row) the session works in; the user must be its member. */
    accountId: text('account_id')
      .notNull()
      .references(() => merchants.id),
    /** When this session last proved a second factor (sign-in or a fresh check before a sensitive action). */
    secondFactorAt: timestamptz('second_factor_at'),
    /** The mode the dashboard works in for this session. */
    mode: text('mode').$type<Mode>().notNull().default('test'),
    /** The browser's `User-Agent` when the session started (at most 512 characters), for the sessions list. */
    userAgent: text('user_agent'),
    /** The address the session started from. */
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull(),
    /** When the session last made a request, updated at most every few minutes. */
    lastSeenAt: timestamptz('last_seen_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

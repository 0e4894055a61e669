/**
 * The public API's records: secret API keys, refunds, and webhooks — endpoints, the
 * events outbox and deliveries. Events are written in the same database transaction as the change
 * they describe; the job runner delivers them (Standard Webhooks). Amounts in minor units.
 * @module
 */
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { merchants } from './accounts';
import { payments } from './payments';

/**
 * A secret API key (`sk_test_…`). Only its SHA-256 is stored (keys carry ≥ 192 random bits, so a
 * fast hash is enough); `prefix` (e.g. `sk_test_AbCd`) and `last4` let the merchant recognise it.
 * A revoked key (`revoked_at` set) stops working at once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    last4: text('last4').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('api_keys_merchant_idx').on(t.merchantId, t.createdAt)],
);

/**
 * A refund of part or all of a succeeded payment. The sum of a payment's non-failed refunds never
 * exceeds its amount. `pending → succeeded | failed`; card refunds settle at once, mobile money
 * refunds are paid out to the payer's number (`payout_id`) and settle when the payout does.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    reason: text('reason'),
    methodType: text('method_type', { enum: ['card', 'mobile_money', 'bank_transfer'] }).notNull(),
    /** The provider's reference: a card refund id, or the payout that returns mobile money. */
    providerRefundId: text('provider_refund_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /**
     * When a card refund was first sent to the provider: a provider that cannot tell a repeat
     * (docs/providers.md#refunds) is never asked twice.
     */
    providerRequestedAt: timestamptz('provider_requested_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
  ],
);

/**
 * Where a merchant receives webhooks. `secret` (`whsec_…` + base64) must be kept to sign with; it is
 * never logged. `event_types` empty = every event. Disabled automatically on HTTP 410.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    url: text('url').notNull(),
    description: text('description').notNull(),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    isEnabled: boolean('is_enabled').notNull(),
    disabledReason: text('disabled_reason'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('webhook_endpoints_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** The events outbox: one row per change a merchant can be told about (`payment.succeeded`, …). */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('events_merchant_created_idx').on(t.merchantId, t.createdAt, t.id)],
);

/** One event's delivery to one endpoint, with its attempts and the last response. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull(),
    lastStatusCode: integer('last_status_code'),
    lastResponseSnippet: text('last_response_snippet'),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt, t.id),
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(t.eventId, t.endpointId),
  ],
);

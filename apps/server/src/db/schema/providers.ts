/**
 * Provider callbacks as received (docs/providers.md#callbacks): each one recorded once by the
 * provider's own key for it, then checked against Malipo's records and applied by a job. The row
 * says what became of it, so anything not applied is there for review.
 * @module
 */
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** What became of a provider event. */
export type ProviderEventStatus = 'received' | 'applied' | 'unknown_reference' | 'amount_mismatch';

/** One callback from a provider, authenticated before it was stored. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's key of this event, unique per provider: a repeat is the same row. */
    eventKey: text('event_key').notNull(),
    /** The provider's event name, e.g. `charge.completed`. */
    type: text('type').notNull(),
    /** Malipo's reference the event names: a payment, payout or refund id. */
    reference: text('reference').notNull(),
    /** What the event reports, in minor units of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The provider's status of the charge or transfer, e.g. `successful`. */
    providerStatus: text('provider_status').notNull(),
    status: text('status').$type<ProviderEventStatus>().notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    uniqueIndex('provider_events_key_idx').on(t.provider, t.eventKey),
    index('provider_events_reference_idx').on(t.reference),
  ],
);

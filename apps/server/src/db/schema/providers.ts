/**
 * Provider callbacks as received (docs/providers.md#callbacks): each one recorded once by the
 * provider's own key for it, then checked against Malipo's records and applied by a job. The row
 * says what became of it, so anything not applied is there for review.
 * @module
 */
import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { B2cResult } from '../../modules/providers/mpesa/daraja-schemas';
import { timestamptz } from './columns';

/** What became of a provider event. */
export type ProviderEventStatus =
  'received' | 'applied' | 'unknown_reference' | 'amount_mismatch' | 'phone_mismatch';

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
    /**
     * What the event reports, in minor units of `currency`; null when it reports none (a declined
     * M-Pesa prompt carries no amount).
     */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency').notNull(),
    /**
     * The number the event says paid or was paid (E.164), checked against the payment's when both
     * are known; null when the event names none.
     */
    phone: text('phone'),
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

/**
 * M-Pesa Express pushes Daraja accepted (docs/providers.md#callbacks): Daraja keys each by its
 * `CheckoutRequestID` and never by anything Malipo chose, so this ties it to the payment.
 */
export const mpesaRequests = pgTable('mpesa_requests', {
  /** Malipo's reference: the payment id. */
  reference: text('reference').primaryKey(),
  checkoutRequestId: text('checkout_request_id').notNull().unique(),
  createdAt: timestamptz('created_at').notNull(),
});

/**
 * M-Pesa B2C requests that reached Daraja, by Malipo's reference (a payout or refund id, sent as
 * `OriginatorConversationID`), and the Result Daraja posted for each, whichever came first.
 */
export const mpesaPayouts = pgTable('mpesa_payouts', {
  reference: text('reference').primaryKey(),
  /** M-Pesa's `ConversationID`; null when only a duplicate refusal said Daraja has the request. */
  conversationId: text('conversation_id'),
  /**
   * KES minor units sent; null while only a Result is known (it arrived for a request whose answer
   * Malipo lost, before the payout job asked again).
   */
  amountMinor: bigint('amount_minor', { mode: 'number' }),
  /** The Result as parsed (`B2cResult`), null until it arrives. */
  result: jsonb('result').$type<B2cResult>(),
  createdAt: timestamptz('created_at').notNull(),
  resultAt: timestamptz('result_at'),
});

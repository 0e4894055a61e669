/**
 * What each webhook event type means, for the endpoint form's checkboxes. A `Record`
 * over contracts' `WEBHOOK_EVENT_TYPES`, so a new type fails to compile until it is described here.
 * @module
 */
import type { WebhookEventType } from '@malipo/contracts/webhooks';

/** One sentence per event type. */
export const EVENT_TYPE_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'payment.succeeded': 'A payment was captured',
  'payment.failed': 'A payment was declined or timed out',
  'refund.succeeded': 'A refund reached the payer',
  'refund.failed': 'A refund could not be made',
  'payout.paid': 'A withdrawal or Direct Pay arrived',
  'payout.failed': 'A payout failed and the money returned',
  'subscription.created': 'Someone subscribed to a plan',
  'subscription.renewed': 'A subscription was charged for a new period',
  'subscription.canceled': 'A subscription ended',
  'invoice.created': 'An invoice was drafted',
  'invoice.paid': 'An invoice was paid in full',
  'invoice.voided': 'An invoice was voided (also when revised)',
  'invoice.overdue': 'An invoice passed its due date unpaid',
};

/** "All events" or the types joined, as an endpoint's summary line. */
export function eventTypesSummary(eventTypes: readonly string[]): string {
  return eventTypes.length === 0 ? 'All events' : eventTypes.join(', ');
}

/**
 * How the delivery log shows a delivery's state: a pending delivery that already failed once is
 * "Retrying", one not tried yet is "Queued".
 * @module
 */
import type { WebhookDelivery } from '@malipo/contracts/webhooks';

/** Label and badge colour of a delivery. */
export interface DeliveryStatusDisplay {
  label: string;
  tone: 'success' | 'warning' | 'danger' | 'neutral';
}

/** The status display of `delivery`. */
export function deliveryStatusDisplay(
  delivery: Pick<WebhookDelivery, 'status' | 'attempts'>,
): DeliveryStatusDisplay {
  switch (delivery.status) {
    case 'succeeded':
      return { label: 'Succeeded', tone: 'success' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
    case 'pending':
      return delivery.attempts > 0
        ? { label: 'Retrying', tone: 'warning' }
        : { label: 'Queued', tone: 'neutral' };
    default: {
      const unhandled: never = delivery.status;
      throw new Error(`unknown delivery status ${String(unhandled)}`);
    }
  }
}

/** "HTTP 200", the reason there was no answer, or "Not sent yet". */
export function deliveryAnswer(delivery: Pick<WebhookDelivery, 'lastStatusCode' | 'lastError'>): string {
  if (delivery.lastStatusCode !== null) return `HTTP ${delivery.lastStatusCode}`;
  return delivery.lastError ?? 'Not sent yet';
}

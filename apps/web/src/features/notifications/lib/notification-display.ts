/**
 * How an outbox email's kind and delivery status read (`notifications.ts`).
 * @module
 */
import type { Notification } from '@malipo/contracts/notifications';

/** Badge colour names of `components/ui/badge`. */
type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/** The kind of email: Subscribed, Renewal receipt, Charge failed, Canceled, Invoice, Invoice reminder. */
export function notificationKindDisplay(kind: Notification['kind']): { label: string; tone: Tone } {
  switch (kind) {
    case 'subscribed':
      return { label: 'Subscribed', tone: 'info' };
    case 'renewal_receipt':
      return { label: 'Renewal receipt', tone: 'success' };
    case 'charge_failed':
      return { label: 'Charge failed', tone: 'danger' };
    case 'canceled':
      return { label: 'Canceled', tone: 'neutral' };
    case 'invoice':
      return { label: 'Invoice', tone: 'info' };
    case 'invoice_reminder':
      return { label: 'Invoice reminder', tone: 'warning' };
  }
}

/** Delivery: Queued, Sent (by SMTP), Logged (kept in the outbox only: development and tests), Failed. */
export function notificationStatusDisplay(status: Notification['status']): { label: string; tone: Tone } {
  switch (status) {
    case 'queued':
      return { label: 'Queued', tone: 'warning' };
    case 'sent':
      return { label: 'Sent', tone: 'success' };
    case 'logged':
      return { label: 'Logged', tone: 'neutral' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
  }
}

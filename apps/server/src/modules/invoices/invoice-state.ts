/**
 * The invoice state machine (docs/invoices.md#states): draft → open → paid / partially_paid / void /
 * uncollectible. `overdue` is derived from the due date, never stored.
 * @module
 */
import type { InvoiceStatus } from '@malipo/contracts/invoices';

/** What a merchant can do to an invoice. */
export type InvoiceAction =
  'edit' | 'delete' | 'finalize' | 'void' | 'mark_uncollectible' | 'revise' | 'send';

/** The states `action` applies to (each is refused with `invalid_state` in any other). */
export function statesAllowing(action: InvoiceAction): readonly InvoiceStatus[] {
  switch (action) {
    case 'edit':
    case 'delete':
    case 'finalize':
      return ['draft'];
    case 'revise':
      return ['open'];
    case 'void':
    case 'mark_uncollectible':
    case 'send':
      return ['open', 'partially_paid'];
    default: {
      const unhandled: never = action;
      throw new Error(`Unknown invoice action ${String(unhandled)}`);
    }
  }
}

/** Whether an invoice in `status` still expects money (and so can be overdue). */
export function isCollectible(status: InvoiceStatus): boolean {
  switch (status) {
    case 'open':
    case 'partially_paid':
      return true;
    case 'draft':
    case 'paid':
    case 'void':
    case 'uncollectible':
      return false;
    default: {
      const unhandled: never = status;
      throw new Error(`Unknown invoice status ${String(unhandled)}`);
    }
  }
}

/**
 * Whether an invoice reads `overdue` on `today` (`YYYY-MM-DD` in the merchant's time zone): still
 * collectible and its due date before today (due today is not overdue yet).
 */
export function isOverdue(status: InvoiceStatus, dueDate: string, today: string): boolean {
  return isCollectible(status) && dueDate < today;
}

/** The calendar day of `now` in `timeZone`, as `YYYY-MM-DD`. */
export function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * How an invoice's state reads: its label and badge colour, overdue first (docs/invoices.md#states).
 * @module
 */
import type { Invoice } from '@malipo/contracts/invoices';

/** Badge colours used by invoice states. */
export type InvoiceTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const STATUS_DISPLAY: Record<Invoice['status'], { label: string; tone: InvoiceTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  open: { label: 'Open', tone: 'info' },
  partially_paid: { label: 'Partially paid', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  void: { label: 'Void', tone: 'neutral' },
  uncollectible: { label: 'Uncollectible', tone: 'danger' },
};

/** Label and tone of a stored status (`draft` → "Draft"); unknown ones show as written. */
export function invoiceStatusDisplay(status: string): { label: string; tone: InvoiceTone } {
  return STATUS_DISPLAY[status as Invoice['status']] ?? { label: status, tone: 'neutral' };
}

/** "1 Dec 2026" for a calendar date "2026-12-01" (no time zone shift); the input when unparseable. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const local = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(local);
}

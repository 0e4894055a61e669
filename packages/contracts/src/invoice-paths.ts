/**
 * Invoice addresses, without zod so payer pages can link invoices cheaply (docs/testing.md budget).
 * The server puts `PUBLIC_URL` before them in emails; the dashboard its own origin.
 * @module
 */

/** The payer's invoice page path for `invoiceId`: `/invoice/{invoiceId}` (docs/invoices.md). */
export function invoicePagePath(invoiceId: string): string {
  return `/invoice/${encodeURIComponent(invoiceId)}`;
}

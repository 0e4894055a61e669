/**
 * Invoice numbers (docs/invoices.md#numbering): the merchant's prefix and a number padded to at
 * least 4 digits, for the server that gives them and the settings screen that previews the next.
 * @module
 */

/** An invoice number: `prefix` + `n` padded to at least 4 digits (`INV-` and 1 → `INV-0001`). */
export function formatInvoiceNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(4, '0')}`;
}

/**
 * Receipt addresses, without zod so payer pages can link receipts cheaply (docs/testing.md budget).
 * @module
 */

/** The receipt page's path for `receiptId`: `/receipts/{receiptId}`. */
export function receiptPath(receiptId: string): string {
  return `/receipts/${encodeURIComponent(receiptId)}`;
}

/**
 * The receipt PDF's API path for `receiptId`: `/api/public/receipts/{receiptId}/pdf`, with
 * `?lang={locale}` when a language is given (docs/i18n.md#choosing-a-language).
 */
export function receiptPdfPath(receiptId: string, locale?: string): string {
  const path = `/api/public/receipts/${encodeURIComponent(receiptId)}/pdf`;
  return locale ? `${path}?lang=${encodeURIComponent(locale)}` : path;
}

/**
 * `GET /api/public/invoices/:id`: an issued invoice with the merchant's branding and the methods
 * its page offers, as its payer sees it (`publicInvoiceSchema`).
 * @module
 */
import type { PublicInvoice } from '@malipo/contracts/invoice-payments';
import { getOrNull } from '@/features/checkout/lib/get-or-null';
import { prefetchable } from '@/features/checkout/lib/prefetch';

/** Fetches a public invoice; resolves `null` when it does not exist or is a draft (404). Throws `ApiError` otherwise. */
export function getPublicInvoice(invoiceId: string, signal?: AbortSignal): Promise<PublicInvoice | null> {
  return getOrNull<PublicInvoice>(`/api/public/invoices/${encodeURIComponent(invoiceId)}`, signal);
}

/** The invoice page's data, which the entry starts loading before the page's code arrives. */
export const publicInvoiceData = prefetchable(getPublicInvoice);

/** The public address of the invoice's PDF, in the page's language (`?lang=`). */
export function publicInvoicePdfPath(invoiceId: string, locale: string): string {
  return `/api/public/invoices/${encodeURIComponent(invoiceId)}/pdf?lang=${locale}`;
}

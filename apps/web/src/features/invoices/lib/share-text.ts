/**
 * What the merchant shares of an invoice by WhatsApp or SMS (docs/invoices.md#sending): the short
 * text with the payer page's link, and a WhatsApp link that opens a chat with it typed in.
 * @module
 */
import { invoicePagePath } from '@malipo/contracts/invoice-paths';
import { invoiceShareText } from '@malipo/contracts/invoice-sending';
import type { Invoice } from '@malipo/contracts/invoices';
import { publicUrl } from '@/lib/public-url';

/** "Invoice INV-0001 from Acme for $100.00, due 2026-12-11: https://…/invoice/inv_…". */
export function shareTextFor(invoice: Invoice, businessName: string): string {
  return invoiceShareText({ ...invoice, businessName, url: publicUrl(invoicePagePath(invoice.id)) });
}

/** WhatsApp's share link for `text` (`https://wa.me/?text=…`): the payer picks the chat. */
export function whatsAppShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * The standalone invoice page `/invoice/{invoiceId}`, without the router.
 * The browser and the server renderer (`payer-server.tsx`) both build the page from its
 * {@link PayerPageInput} (docs/architecture.md#payer-pages); without `page` it loads its data itself.
 * @module
 */
import '@/styles/payer-invoice.css';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { InvoicePage } from '@/features/invoice-pay/components/invoice-page';

/** The invoice page of `state`. */
export function invoicePage({ route, page }: PayerPageInput) {
  // The server read `page` from this page's own public API, so it is the component's data type.
  return <InvoicePage invoiceId={route.id} initial={page as Parameters<typeof InvoicePage>[0]['initial']} />;
}

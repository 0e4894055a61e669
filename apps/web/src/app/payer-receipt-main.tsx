/**
 * The standalone receipt page `/receipts/{receiptId}`, without the router.
 * The browser and the server renderer (`payer-server.tsx`) both build the page from its
 * {@link PayerPageInput} (docs/architecture.md#payer-pages); without `page` it loads its data itself.
 * @module
 */
import '@/styles/payer-receipt.css';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { ReceiptPage } from '@/features/receipts/components/receipt-page';

/** The receipt page of `state`. */
export function receiptPage({ route, page }: PayerPageInput) {
  // The server read `page` from this page's own public API, so it is the component's data type.
  return <ReceiptPage receiptId={route.id} initial={page as Parameters<typeof ReceiptPage>[0]['initial']} />;
}

/**
 * The standalone receipt page `/receipts/{receiptId}`, without the router.
 * @module
 */
import '@/styles/payer-receipt.css';
import { ReceiptPage } from '@/features/receipts/components/receipt-page';
import { mountPayerRoot } from './payer-root';

/** Renders the receipt `receiptId` into `#root`. */
export function mountReceiptPage(receiptId: string): void {
  mountPayerRoot(<ReceiptPage receiptId={receiptId} />);
}

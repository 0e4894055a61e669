import { DownloadIcon, ReceiptIcon } from 'lucide-react';
import { receiptPath, receiptPdfPath } from '@malipo/contracts/receipt-paths';
import { Button } from '@/components/ui/button';

/**
 * Links to a succeeded payment's receipt: the receipt page in a new tab, and its PDF.
 */
export function ReceiptLinks({ receiptId }: { receiptId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={receiptPath(receiptId)} target="_blank" rel="noopener noreferrer">
          <ReceiptIcon aria-hidden="true" />
          View receipt
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={receiptPdfPath(receiptId)} download>
          <DownloadIcon aria-hidden="true" />
          Download PDF
        </a>
      </Button>
    </div>
  );
}

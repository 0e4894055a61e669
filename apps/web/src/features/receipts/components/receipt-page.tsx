import type { PayerPageProps } from '@/features/checkout/lib/payer-page-props';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { AlertIcon } from '@/features/checkout/components/icons';
import { LoadErrorView, LoadingView, NoticeView } from '@/features/checkout/components/page-states';
import { usePageData } from '@/features/checkout/hooks/use-page-data';
import { receiptData } from '../api/get-receipt';
import { ReceiptView } from './receipt-view';
import { PageHead } from '@/features/checkout/components/page-head';

/** The receipt page `/receipts/:receiptId`, branded by the merchant who was paid. */
export function ReceiptPage({
  receiptId,
  initial,
}: PayerPageProps<typeof receiptData> & { receiptId: string }) {
  const { state, reload } = usePageData(receiptData, receiptId, initial);

  switch (state.kind) {
    case 'loading':
      return <LoadingView label="Loading receipt..." />;
    case 'not_found':
      return (
        <NoticeView
          merchant={null}
          icon={<AlertIcon className="size-7" />}
          title="Receipt not found"
          text="This receipt does not exist. Check the address in your confirmation."
        />
      );
    case 'error':
      return (
        <LoadErrorView title="We could not load this receipt" message={state.message} onRetry={reload} />
      );
    case 'ready':
      return (
        <CheckoutFrame merchant={state.data.merchant}>
          <PageHead title={`Receipt ${state.data.reference} · ${state.data.merchant.businessName}`} />
          <ReceiptView receipt={state.data} />
        </CheckoutFrame>
      );
  }
}

import type { PayerPageProps } from '@/features/checkout/lib/payer-page-props';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { AlertIcon } from '@/features/checkout/components/icons';
import { LoadErrorView, LoadingView, NoticeView } from '@/features/checkout/components/page-states';
import { usePageData } from '@/features/checkout/hooks/use-page-data';
import { useI18n } from '@/lib/i18n/page-i18n';
import { receiptData } from '../api/get-receipt';
import { ReceiptView } from './receipt-view';
import { PageHead } from '@/features/checkout/components/page-head';

/** The receipt page `/receipts/:receiptId`, branded by the merchant who was paid, in the payer's language. */
export function ReceiptPage({
  receiptId,
  initial,
}: PayerPageProps<typeof receiptData> & { receiptId: string }) {
  const { t } = useI18n();
  const { state, reload } = usePageData(receiptData, receiptId, initial);

  switch (state.kind) {
    case 'loading':
      return <LoadingView label={t('receipt:page.loading')} />;
    case 'not_found':
      return (
        <NoticeView
          merchant={null}
          icon={<AlertIcon className="size-7" />}
          title={t('receipt:page.notFound.title')}
          text={t('receipt:page.notFound.text')}
        />
      );
    case 'error':
      return <LoadErrorView title={t('receipt:page.loadFailed')} message={state.message} onRetry={reload} />;
    case 'ready':
      return (
        <CheckoutFrame merchant={state.data.merchant}>
          <PageHead
            title={`${t('receipt:documentTitle', { reference: state.data.reference })} · ${state.data.merchant.businessName}`}
          />
          <ReceiptView receipt={state.data} />
        </CheckoutFrame>
      );
  }
}

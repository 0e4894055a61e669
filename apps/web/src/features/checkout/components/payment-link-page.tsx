import type { PayerPageProps } from '@/features/checkout/lib/payer-page-props';
import { useI18n } from '@/lib/i18n/page-i18n';
import { publicPaymentLinkData } from '../api/get-public-payment-link';
import { usePageData } from '../hooks/use-page-data';
import { LinkUnavailableView } from './link-unavailable-view';
import { LoadErrorView, LoadingView } from './page-states';
import { PaymentLinkCheckout } from './payment-link-checkout';

/**
 * The payment link page `/pay/:linkId` (docs/product.md#payer-pages): 'Loading payment details...', then not found,
 * expired, paused, or the checkout, branded by the merchant.
 */
export function PaymentLinkPage({
  linkId,
  initial,
}: PayerPageProps<typeof publicPaymentLinkData> & { linkId: string }) {
  const { state, reload } = usePageData(publicPaymentLinkData, linkId, initial);
  const { t } = useI18n();

  switch (state.kind) {
    case 'loading':
      return <LoadingView label={t('checkout:paymentLink.loading')} />;
    case 'not_found':
      return <LinkUnavailableView reason="not_found" merchant={null} />;
    case 'error':
      return (
        <LoadErrorView
          title={t('checkout:paymentLink.loadFailed')}
          message={state.message}
          onRetry={reload}
        />
      );
    case 'ready': {
      const { link, merchant } = state.data;
      switch (link.status) {
        case 'expired':
        case 'paused':
          return <LinkUnavailableView reason={link.status} merchant={merchant} />;
        case 'active':
          return <PaymentLinkCheckout data={state.data} />;
      }
    }
  }
}

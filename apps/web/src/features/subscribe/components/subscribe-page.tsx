import type { PayerPageProps } from '@/features/checkout/lib/payer-page-props';
import { LinkUnavailableView } from '@/features/checkout/components/link-unavailable-view';
import { LoadErrorView, LoadingView } from '@/features/checkout/components/page-states';
import { usePageData } from '@/features/checkout/hooks/use-page-data';
import { useI18n } from '@/lib/i18n/page-i18n';
import { publicSubscriptionLinkData } from '../api/get-public-subscription-link';
import { SubscribeCheckout } from './subscribe-checkout';

/**
 * The subscribe page `/subscribe/:linkId` (docs/product.md#payer-pages 'Subscribe to Our Service'): loading, then not
 * found, paused, or the subscribe checkout, branded by the merchant.
 */
export function SubscribePage({
  linkId,
  initial,
}: PayerPageProps<typeof publicSubscriptionLinkData> & { linkId: string }) {
  const { state, reload } = usePageData(publicSubscriptionLinkData, linkId, initial);
  const { t } = useI18n();

  switch (state.kind) {
    case 'loading':
      return <LoadingView label={t('subscribe:page.loading')} />;
    case 'not_found':
      return <LinkUnavailableView kind="subscription" reason="not_found" merchant={null} />;
    case 'error':
      return (
        <LoadErrorView title={t('subscribe:page.loadFailed')} message={state.message} onRetry={reload} />
      );
    case 'ready': {
      const { link, merchant } = state.data;
      switch (link.status) {
        case 'paused':
          return <LinkUnavailableView kind="subscription" reason="paused" merchant={merchant} />;
        case 'active':
          return <SubscribeCheckout data={state.data} />;
      }
    }
  }
}

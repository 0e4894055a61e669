import type { PayerPageProps } from '@/features/checkout/lib/payer-page-props';
import { LinkUnavailableView } from '@/features/checkout/components/link-unavailable-view';
import { LoadErrorView, LoadingView } from '@/features/checkout/components/page-states';
import { usePageData } from '@/features/checkout/hooks/use-page-data';
import { useI18n } from '@/lib/i18n/page-i18n';
import { publicDonationLinkData } from '../api/get-public-donation-link';
import { DonationCheckout } from './donation-checkout';

/**
 * The donation page `/donate/:linkId` (docs/product.md#payer-pages 'Support Our Cause'): loading, then not found,
 * paused, or the donation checkout, branded by the merchant. After a donation the campaign is read
 * again so the amount raised, donor count and progress show the new gift.
 */
export function DonationPage({
  linkId,
  initial,
}: PayerPageProps<typeof publicDonationLinkData> & { linkId: string }) {
  const { state, reload, refresh } = usePageData(publicDonationLinkData, linkId, initial);
  const { t } = useI18n();

  switch (state.kind) {
    case 'loading':
      return <LoadingView label={t('donate:page.loading')} />;
    case 'not_found':
      return <LinkUnavailableView kind="donation" reason="not_found" merchant={null} />;
    case 'error':
      return <LoadErrorView title={t('donate:page.loadFailed')} message={state.message} onRetry={reload} />;
    case 'ready': {
      const { link, merchant } = state.data;
      switch (link.status) {
        case 'paused':
          return <LinkUnavailableView kind="donation" reason="paused" merchant={merchant} />;
        case 'active':
          return <DonationCheckout data={state.data} onDonated={refresh} />;
      }
    }
  }
}

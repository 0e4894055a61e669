import type { PayerPageProps } from '@/features/checkout/lib/payer-page-props';
import { AlertIcon } from '@/features/checkout/components/icons';
import { LoadErrorView, LoadingView, NoticeView } from '@/features/checkout/components/page-states';
import { usePageData } from '@/features/checkout/hooks/use-page-data';
import { useI18n } from '@/lib/i18n/page-i18n';
import { managedSubscriptionData } from '../api/managed-subscription-data';
import { ManageSubscriptionView } from './manage-subscription-view';

/**
 * The self-service page `/subscriptions/:token`: loading, then 'This link is not
 * valid' for a token that is not (unknown or forged), or the subscription with its cancel action.
 */
export function ManageSubscriptionPage({
  token,
  initial,
}: PayerPageProps<typeof managedSubscriptionData> & { token: string }) {
  const { state, reload } = usePageData(managedSubscriptionData, token, initial);
  const { t } = useI18n();

  switch (state.kind) {
    case 'loading':
      return <LoadingView label={t('subscribe:manage.loading')} />;
    case 'not_found':
      return (
        <NoticeView
          merchant={null}
          icon={<AlertIcon className="size-7" />}
          title={t('subscribe:manage.invalidTitle')}
          text={t('subscribe:manage.invalidText')}
        />
      );
    case 'error':
      return (
        <LoadErrorView title={t('subscribe:manage.loadFailed')} message={state.message} onRetry={reload} />
      );
    case 'ready':
      return <ManageSubscriptionView initial={state.data} />;
  }
}

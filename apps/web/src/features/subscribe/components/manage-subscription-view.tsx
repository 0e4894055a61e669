import { useState } from 'react';
import type { ManagedSubscription } from '@malipo/contracts/subscriptions';
import { SubscriptionCharges } from '@/components/subscription-charges';
import { ApiError } from '@/lib/api-client';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { panelClass } from '@/features/checkout/lib/checkout-styles';
import { useI18n } from '@/lib/i18n/page-i18n';
import { cancelManagedSubscription } from '../api/cancel-managed-subscription';
import { CancelSubscriptionPanel } from './cancel-subscription-panel';
import { SubscriptionOverview } from './subscription-overview';
import { PageHead } from '@/features/checkout/components/page-head';

/**
 * The self-service view, branded by the merchant: the subscription, its charges
 * with their receipts, and 'Cancel subscription' with a confirmation — forms that work without
 * JavaScript too (docs/architecture.md#payer-pages). Once canceled it shows Canceled, the date, and no
 * next billing date.
 */
export function ManageSubscriptionView({ initial }: { initial: ManagedSubscription }) {
  const { t } = useI18n();
  const [managed, setManaged] = useState(initial);
  const { subscription, merchant } = managed;

  const cancel = async (): Promise<string | null> => {
    try {
      setManaged(await cancelManagedSubscription(managed.manageToken));
      return null;
    } catch (error) {
      return error instanceof ApiError ? error.message : t('subscribe:cancel.failed');
    }
  };

  const isCanceled = subscription.status === 'canceled';
  return (
    <CheckoutFrame merchant={merchant}>
      <PageHead
        title={t('subscribe:manage.documentTitle', {
          plan: subscription.plan.title,
          merchant: merchant.businessName,
        })}
      />
      <div className="mx-auto grid max-w-2xl gap-5">
        <section aria-labelledby="subscription-plan" className={panelClass}>
          <h1 className="mb-3 text-sm font-semibold tracking-wide text-(--m-accent) uppercase">
            {t('subscribe:manage.heading')}
          </h1>
          <SubscriptionOverview subscription={subscription} />
          <div className="mt-5" aria-live="polite">
            {isCanceled ? (
              <p role="status" className="text-sm text-slate-600">
                {t('subscribe:manage.canceled')}
              </p>
            ) : (
              <CancelSubscriptionPanel planTitle={subscription.plan.title} onCancel={cancel} />
            )}
          </div>
        </section>
        <section aria-labelledby="charges-heading" className={panelClass}>
          <h2 id="charges-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {t('subscribe:manage.charges')}
          </h2>
          <div className="mt-2">
            <SubscriptionCharges charges={subscription.charges} />
          </div>
        </section>
      </div>
    </CheckoutFrame>
  );
}

import type { ManagedSubscription, SubscriptionPlan } from '@malipo/contracts/subscriptions';
import { useI18n, type PageI18n } from '@/lib/i18n/page-i18n';
import { nextSubscriptionDate, pricePerCycleIn } from '@/lib/subscription-display';
import { RedirectNotice } from '@/features/checkout/components/redirect-notice';
import { SuccessPanel, type SuccessRow } from '@/features/checkout/components/success-panel';
import { primaryButtonClass } from '@/features/checkout/lib/checkout-styles';
import { useDisplayDate } from '@/lib/i18n/use-display-date';
import { manageSubscriptionHref } from '../lib/manage-path';

/** Delay before following the plan's redirect address (docs/product.md#states, docs/product.md#constants: 2 s outside payment links). */
export const SUBSCRIPTION_REDIRECT_DELAY_MS = 2000;

function rowsOf(
  plan: SubscriptionPlan,
  { subscription }: ManagedSubscription,
  i18n: PageI18n,
  formatDate: (iso: string) => string,
): SuccessRow[] {
  const { t } = i18n;
  const rows: SuccessRow[] = [
    { label: t('subscribe:welcome.plan'), value: plan.title },
    {
      label: t('subscribe:welcome.price'),
      value: pricePerCycleIn(i18n, plan.amountMinor, plan.currency, plan.billingCycle),
    },
  ];
  const next = nextSubscriptionDate(subscription);
  if (next) rows.push({ label: t(next.labelKey), value: formatDate(next.at) });
  rows.push({ label: t('subscribe:facts.paymentMethod'), value: subscription.paymentMethodLabel });
  return rows;
}

/**
 * 'Welcome!' (docs/product.md#payer-pages, docs/product.md#states): the plan's thank-you message, the plan, its price, when the trial
 * ends or the next charge falls, the saved payment method, the first charge's receipt when there is
 * one, and the self-service link; after 2 s the plan's redirect address, if any.
 */
export function WelcomeView({ plan, managed }: { plan: SubscriptionPlan; managed: ManagedSubscription }) {
  const i18n = useI18n();
  const { t } = i18n;
  const formatDate = useDisplayDate();
  const receiptId = managed.subscription.charges.find((charge) => charge.receiptId)?.receiptId ?? null;
  return (
    <SuccessPanel
      title={t('subscribe:welcome.title')}
      message={plan.thankYouMessage}
      rows={rowsOf(plan, managed, i18n, formatDate)}
      receiptId={receiptId}
    >
      <a href={manageSubscriptionHref(managed.manageToken)} className={primaryButtonClass}>
        {t('subscribe:welcome.manage')}
      </a>
      <p className="text-xs text-slate-500">
        {t('subscribe:welcome.emailed', { email: managed.subscription.subscriber.email })}
      </p>
      <RedirectNotice
        redirectUrl={plan.redirectUrl}
        fallbackUrl={null}
        delayMs={SUBSCRIPTION_REDIRECT_DELAY_MS}
      />
    </SuccessPanel>
  );
}

import type { Subscription } from '@malipo/contracts/subscriptions';
import { StatusPill } from '@/components/status-pill';
import { useI18n } from '@/lib/i18n/page-i18n';
import { nextSubscriptionDate, perCycleKey, subscriptionStatusDisplay } from '@/lib/subscription-display';
import { useDisplayDate } from '@/lib/i18n/use-display-date';

/**
 * What the payer sees of their subscription: the plan, its amount per billing period, the status,
 * the saved payment method, and the trial end or next billing date — or, once canceled, when.
 */
export function SubscriptionOverview({ subscription }: { subscription: Subscription }) {
  const { t, money } = useI18n();
  const formatDate = useDisplayDate();
  const { plan } = subscription;
  const status = subscriptionStatusDisplay(subscription.status);
  const statusLabel = t(status.labelKey);
  const next = nextSubscriptionDate(subscription);
  const rows: { label: string; value: string; at?: string }[] = [
    { label: t('subscribe:facts.paymentMethod'), value: subscription.paymentMethodLabel },
  ];
  if (next) rows.push({ label: t(next.labelKey), value: formatDate(next.at), at: next.at });
  if (subscription.canceledAt) {
    rows.push({
      label: t('subscribe:facts.canceledOn'),
      value: formatDate(subscription.canceledAt),
      at: subscription.canceledAt,
    });
  }
  rows.push({
    label: t('subscribe:facts.subscribedOn'),
    value: formatDate(subscription.createdAt),
    at: subscription.createdAt,
  });

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="subscription-plan" className="text-2xl font-bold break-words text-slate-900">
          {plan.title}
        </h2>
        <StatusPill tone={status.tone}>{statusLabel}</StatusPill>
      </div>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-slate-900 tabular-nums">
          {money(plan.amountMinor, plan.currency)}
        </span>
        <span className="text-slate-600">{t(perCycleKey(plan.billingCycle))}</span>
      </p>
      <dl className="mt-5 space-y-2 rounded-lg bg-slate-50 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-500">{t('subscribe:facts.status')}</dt>
          <dd className="font-medium">{statusLabel}</dd>
        </div>
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="shrink-0 text-slate-500">{row.label}</dt>
            <dd className="min-w-0 text-right font-medium wrap-anywhere">
              {row.at ? <time dateTime={row.at}>{row.value}</time> : row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

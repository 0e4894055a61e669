import type { SubscriptionPlan } from '@malipo/contracts/subscriptions';
import { useI18n } from '@/lib/i18n/page-i18n';
import { perCycleKey, pricePerCycleIn } from '@/lib/subscription-display';
import { panelClass } from '@/features/checkout/lib/checkout-styles';

/**
 * The plan (docs/product.md#payer-pages 'Subscribe to Our Service'): title, description, the price 'per' billing
 * period, the note 'Cancel anytime • Secure payment' and, when the trial exceeds 0 days,
 * '{n} days free' with what follows it.
 */
export function PlanSummary({ plan }: { plan: SubscriptionPlan }) {
  const i18n = useI18n();
  const { t, money } = i18n;
  return (
    <section aria-labelledby="plan-title" className={panelClass}>
      <h1 className="text-sm font-semibold tracking-wide text-(--m-accent) uppercase">
        {t('subscribe:plan.heading')}
      </h1>
      <h2 id="plan-title" className="mt-2 text-2xl font-bold break-words text-slate-900">
        {plan.title}
      </h2>
      {plan.description && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-600">{plan.description}</p>
      )}
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-slate-900 tabular-nums">
          {money(plan.amountMinor, plan.currency)}
        </span>
        <span className="text-slate-600">{t(perCycleKey(plan.billingCycle))}</span>
      </p>
      <p className="mt-1 text-sm text-slate-500">{t('subscribe:plan.note')}</p>
      {plan.trialDays > 0 && (
        <div className="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          <p className="font-semibold">{t('subscribe:plan.trial', { days: plan.trialDays })}</p>
          <p className="mt-0.5">
            {t('subscribe:plan.afterTrial', {
              price: pricePerCycleIn(i18n, plan.amountMinor, plan.currency, plan.billingCycle),
            })}
          </p>
        </div>
      )}
    </section>
  );
}

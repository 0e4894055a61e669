import type { DonationCampaign } from '@malipo/contracts/donations';
import { panelClass } from '@/features/checkout/lib/checkout-styles';
import { useI18n } from '@/lib/i18n/page-i18n';

/**
 * The campaign (docs/product.md#payer-pages 'Support Our Cause'): title, description, goal, the real amount raised,
 * donor count and a progress bar capped at 100% (docs/product.md#states, docs/product.md#constants; the server sends `goalProgress`).
 */
export function CampaignSummary({ campaign }: { campaign: DonationCampaign }) {
  const { t, money } = useI18n();
  const percent = Math.min(100, Math.max(0, campaign.goalProgress));
  const shownPercent = percent < 100 ? Math.floor(percent) : 100;
  return (
    <section aria-labelledby="campaign-title" className={panelClass}>
      <h1 className="text-sm font-semibold tracking-wide text-(--m-accent) uppercase">
        {t('donate:campaign.heading')}
      </h1>
      <h2 id="campaign-title" className="mt-2 text-2xl font-bold break-words text-slate-900">
        {campaign.title}
      </h2>
      {campaign.description && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-600">{campaign.description}</p>
      )}
      <div className="mt-6">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-bold tabular-nums text-slate-900">
            {money(campaign.raisedMinor, campaign.currency)}
          </span>
          <span className="text-sm text-slate-600">
            {t('donate:campaign.raisedOfGoal', { goal: money(campaign.goalMinor, campaign.currency) })}
          </span>
        </p>
        <div
          role="progressbar"
          aria-label={t('donate:campaign.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shownPercent}
          aria-valuetext={t('donate:campaign.progressValue', { percent: shownPercent })}
          className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-(--m-accent) transition-[width] duration-700"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 flex justify-between gap-4 text-sm text-slate-600">
          <span>{t('donate:campaign.donors', { count: campaign.donationsCount })}</span>
          <span className="tabular-nums">
            {t('donate:campaign.percentOfGoal', { percent: shownPercent })}
          </span>
        </p>
      </div>
    </section>
  );
}

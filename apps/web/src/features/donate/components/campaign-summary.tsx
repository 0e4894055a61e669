import type { DonationCampaign } from '@malipo/contracts/donations';
import { formatMoney } from '@malipo/contracts/money';
import { panelClass } from '@/features/checkout/lib/checkout-styles';

function donorsLabel(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'donor' : 'donors'}`;
}

/**
 * The campaign (docs/product.md#payer-pages 'Support Our Cause'): title, description, goal, the real amount raised,
 * donor count and a progress bar capped at 100% (docs/product.md#states, docs/product.md#constants; the server sends `goalProgress`).
 */
export function CampaignSummary({ campaign }: { campaign: DonationCampaign }) {
  const percent = Math.min(100, Math.max(0, campaign.goalProgress));
  const shownPercent = percent < 100 ? Math.floor(percent) : 100;
  return (
    <section aria-labelledby="campaign-title" className={panelClass}>
      <h1 className="text-sm font-semibold tracking-wide text-(--m-accent) uppercase">Support Our Cause</h1>
      <h2 id="campaign-title" className="mt-2 text-2xl font-bold break-words text-slate-900">
        {campaign.title}
      </h2>
      {campaign.description && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-600">{campaign.description}</p>
      )}
      <div className="mt-6">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-bold tabular-nums text-slate-900">
            {formatMoney(campaign.raisedMinor, campaign.currency)}
          </span>
          <span className="text-sm text-slate-600">
            raised of {formatMoney(campaign.goalMinor, campaign.currency)} goal
          </span>
        </p>
        <div
          role="progressbar"
          aria-label="Progress toward the goal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shownPercent}
          aria-valuetext={`${shownPercent}% of the goal`}
          className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-(--m-accent) transition-[width] duration-700"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 flex justify-between gap-4 text-sm text-slate-600">
          <span>{donorsLabel(campaign.donationsCount)}</span>
          <span className="tabular-nums">{shownPercent}% of goal</span>
        </p>
      </div>
    </section>
  );
}

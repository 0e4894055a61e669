import { formatMoney } from '@malipo/contracts/money';
import { Progress } from '@/components/ui/progress';

/** How far a donation link is toward its goal: "$250.00 raised of $1,000.00 · 25%", with a bar capped at 100%. */
export function DonationProgress({
  raisedMinor,
  goalMinor,
  goalProgress,
  currency,
  title,
}: {
  raisedMinor: number;
  goalMinor: number;
  /** Percent of the goal, 0–100, as the server computed it (docs/product.md#states). */
  goalProgress: number;
  currency: string;
  title: string;
}) {
  const percent = Math.round(Math.min(100, goalProgress));
  return (
    <div className="space-y-2">
      <Progress value={goalProgress} aria-label={`Progress toward the goal of ${title}`} />
      <p className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="text-slate-600">
          <span className="font-medium text-slate-900 tabular-nums">
            {formatMoney(raisedMinor, currency)}
          </span>{' '}
          raised of <span className="tabular-nums">{formatMoney(goalMinor, currency)}</span>
        </span>
        <span className="font-medium tabular-nums">{percent}%</span>
      </p>
    </div>
  );
}

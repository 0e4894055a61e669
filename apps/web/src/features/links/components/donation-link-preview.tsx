import { HeartIcon } from 'lucide-react';
import { formatMoney, parseAmountToMinor } from '@malipo/contracts/money';
import { Progress } from '@/components/ui/progress';

/**
 * Live preview of a new donation page (docs/product.md#payer-pages 'Support Our Cause'): title, description and the
 * goal with an empty progress bar, or 'Enter a goal' while the goal is empty or not an amount.
 */
export function DonationLinkPreview({
  title,
  description,
  goal,
  currency,
}: {
  title: string;
  description: string;
  goal: string;
  currency: string;
}) {
  const goalMinor = goal.trim() === '' ? null : parseAmountToMinor(goal, currency);
  const hasGoal = goalMinor !== null && goalMinor > 0;
  return (
    <section aria-labelledby="donation-preview-heading" className="space-y-3">
      <h2 id="donation-preview-heading" className="text-sm font-medium text-slate-500">
        Preview
      </h2>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex items-center gap-2 text-sm font-medium text-brand-700">
          <HeartIcon className="size-4" aria-hidden="true" />
          Support Our Cause
        </div>
        <div className="min-w-0">
          <p
            className={
              title.trim() ? 'text-lg font-semibold break-words' : 'text-lg font-semibold text-slate-500'
            }
          >
            {title.trim() || 'Campaign title'}
          </p>
          {description.trim() && (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-600">{description}</p>
          )}
        </div>
        <div className="space-y-2">
          <Progress value={0} aria-label="Raised so far" />
          <p className="flex justify-between gap-2 text-sm">
            <span className="text-slate-500">{formatMoney(0, currency)} raised</span>
            <span data-testid="preview-goal" className="font-medium tabular-nums">
              {hasGoal ? `Goal ${formatMoney(goalMinor, currency)}` : 'Enter a goal'}
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}

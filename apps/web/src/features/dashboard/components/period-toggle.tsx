import { INCOME_PERIODS } from '@malipo/contracts/analytics';
import { cn } from '@/lib/cn';
import type { IncomePeriodDays } from '../lib/analytics-query';

/**
 * The Income Overview's period switch (docs/product.md#states: 7, 30, 90 or 365 days): a group of toggle buttons,
 * the chosen one `aria-pressed`.
 */
export function PeriodToggle({
  value,
  onChange,
}: {
  value: IncomePeriodDays;
  onChange: (days: IncomePeriodDays) => void;
}) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-slate-100 p-1">
      {INCOME_PERIODS.map((days) => {
        const isSelected = days === value;
        return (
          <button
            key={days}
            type="button"
            aria-pressed={isSelected}
            aria-label={`Last ${days} days`}
            onClick={() => onChange(days)}
            className={cn(
              'h-8 min-w-11 cursor-pointer rounded-md px-2.5 text-xs font-medium tabular-nums transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
              isSelected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {days}d
          </button>
        );
      })}
    </div>
  );
}

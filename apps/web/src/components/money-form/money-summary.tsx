import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One line of a {@link MoneySummary}: what it is and the figure; `isTotal` sets it apart. */
export interface MoneySummaryRow {
  label: string;
  value: ReactNode;
  isTotal?: boolean;
}

/** Figures of a money movement as a description list (amount, fee, what arrives, total…). */
export function MoneySummary({
  rows,
  className,
  label,
}: {
  rows: readonly MoneySummaryRow[];
  className?: string;
  label?: string;
}) {
  return (
    <dl aria-label={label} className={cn('divide-y divide-slate-100 rounded-lg bg-slate-50 px-4', className)}>
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
          <dt className={cn('text-slate-600', row.isTotal && 'font-medium text-slate-900')}>{row.label}</dt>
          <dd
            className={cn(
              'text-right font-medium break-words text-slate-900 tabular-nums',
              row.isTotal && 'text-base font-semibold',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

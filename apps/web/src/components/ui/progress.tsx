import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A horizontal progress bar (`role="progressbar"`). `value` is a percentage; it is clamped to 0–100
 * so a goal exceeded still shows a full bar (docs/product.md#states: progress capped at 100%).
 */
export function Progress({
  value,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & { value: number }) {
  const percent = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-100', className)}
      {...props}
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

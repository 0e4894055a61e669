import type { SubscriptionTone } from '@/lib/subscription-display';

const TONE_CLASSES: Record<SubscriptionTone, string> = {
  success: 'border-green-200 bg-green-50 text-green-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
  danger: 'border-red-200 bg-red-50 text-red-700',
  neutral: 'border-slate-200 bg-slate-100 text-slate-700',
  info: 'border-blue-200 bg-blue-50 text-blue-700',
};

/**
 * A small coloured status label that payer pages can use too: the look of `ui/badge` without its
 * class-variance and class-merging libraries, which the payer bundle budget leaves out
 * (docs/testing.md). Payer stylesheets list this file as a Tailwind source.
 */
export function StatusPill({ tone, children }: { tone: SubscriptionTone; children: string }) {
  return (
    <span
      className={`inline-flex w-fit shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONE_CLASSES[tone]}`}
    >
      {children}
    </span>
  );
}

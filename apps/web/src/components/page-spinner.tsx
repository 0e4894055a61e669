import { Loader2Icon } from 'lucide-react';

/** A centred spinner with an accessible label, for whole-page loading states. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center" role="status" aria-live="polite">
      <Loader2Icon className="size-8 animate-spin text-slate-400" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

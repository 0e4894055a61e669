import { cn } from '@/lib/cn';

/** Malipo's mark and wordmark. `compact` shows the mark only (collapsed sidebar). */
export function MalipoLogo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-slate-900', className)}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#047857" />
        <path d="M8 23V9h3.2l4.8 7.4L20.8 9H24v14h-3.1v-8.9l-4.9 7.3-4.9-7.3V23z" fill="#fff" />
      </svg>
      {compact ? <span className="sr-only">Malipo</span> : <span className="text-lg">Malipo</span>}
    </span>
  );
}

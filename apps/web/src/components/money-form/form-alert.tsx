import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircle2Icon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A message for a whole form (not one field), announced when it appears: a refusal such as
 * "Insufficient balance…" (`tone` "error", the default) or a confirmation (`tone` "success").
 */
export function FormAlert({
  children,
  tone = 'error',
  className,
}: {
  children: ReactNode;
  tone?: 'error' | 'success';
  className?: string;
}) {
  if (children === null || children === undefined || children === false || children === '') return null;
  const Icon = tone === 'error' ? AlertCircleIcon : CheckCircle2Icon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border p-3 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-green-200 bg-green-50 text-green-800',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

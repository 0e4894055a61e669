import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Shared input styles, also used by `Textarea` and `NativeSelect`. */
export const inputClassName =
  'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors outline-none placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-600/25 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/25 sm:text-sm';

/** A text input. Pair it with a `Label` and, for errors, `aria-invalid` + `aria-describedby`. */
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClassName, 'h-10', className)} {...props} />;
}

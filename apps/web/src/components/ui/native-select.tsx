import type * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';

/** A styled native `<select>`: keyboard and screen-reader friendly everywhere, and light. */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        data-slot="native-select"
        className={cn(inputClassName, 'h-10 appearance-none pr-9')}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

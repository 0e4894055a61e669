import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A pulsing placeholder shown while data loads. Hidden from assistive technology. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />
  );
}

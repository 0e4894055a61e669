import type * as React from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';

/** A multi-line text input. */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" className={cn(inputClassName, 'min-h-20 py-2', className)} {...props} />
  );
}

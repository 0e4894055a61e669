import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A field's error message. Give it the `id` the input lists in `aria-describedby`; renders nothing
 * without a message.
 */
export function FieldError({
  message,
  className,
  ...props
}: React.ComponentProps<'p'> & { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p className={cn('text-sm text-red-600', className)} {...props}>
      {message}
    </p>
  );
}

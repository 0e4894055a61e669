import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and resolves Tailwind conflicts (later classes win), shadcn/ui style.
 * Used by `components/ui`; the payer page avoids it to stay light.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

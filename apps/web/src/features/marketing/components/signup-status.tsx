import { CheckCircle2Icon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The announced outcome under a newsletter box: `successMessage` with a check, or `errorText`.
 * `tone` picks colours readable on the dark footer or on a light page.
 */
export function SignupStatus({
  id,
  isSuccess,
  errorText,
  successMessage,
  tone,
}: {
  id: string;
  isSuccess: boolean;
  errorText: string | null;
  successMessage: string;
  tone: 'dark' | 'light';
}) {
  return (
    <p id={id} role="status" className="mt-2 min-h-5 text-sm">
      {isSuccess && (
        <span
          className={cn(
            'inline-flex items-center gap-1.5',
            tone === 'dark' ? 'text-emerald-400' : 'text-green-700',
          )}
        >
          <CheckCircle2Icon className="size-4" aria-hidden="true" />
          {successMessage}
        </span>
      )}
      {errorText && <span className={tone === 'dark' ? 'text-red-400' : 'text-red-600'}>{errorText}</span>}
    </p>
  );
}

import { AlertIcon } from './icons';

/** A message for the whole form (not tied to one field), announced when it appears. */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <AlertIcon className="size-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

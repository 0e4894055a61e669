/**
 * What a form does when saving fails (docs/testing.md error bodies): the server's field messages
 * (`400 validation_failed` with `error.fields`, keyed by the contract's paths such as
 * `items.0.priceMinor`) go next to the form fields they belong to, and a toast says what happened.
 * @module
 */
import { toast } from 'sonner';
import { ApiError } from './api-client';

/**
 * Shows `error` from a create or save call: field messages via `setError` on the field `fieldFor`
 * maps each server key to (keys it maps to `null` are only summarised), then a toast titled `title`.
 * Network failures and 5xx answers get a generic toast.
 */
export function reportSaveError<F extends string>({
  error,
  title,
  fieldFor,
  setError,
}: {
  error: Error;
  title: string;
  fieldFor: (serverKey: string) => F | null;
  setError: (field: F, error: { message: string }) => void;
}): void {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    toast.error(title, { description: 'Something went wrong' });
    return;
  }
  let shownNextToField = false;
  for (const [key, message] of Object.entries(error.fields)) {
    const field = fieldFor(key);
    if (field) {
      setError(field, { message });
      shownNextToField = true;
    }
  }
  toast.error(title, { description: shownNextToField ? 'Check the highlighted fields' : error.message });
}

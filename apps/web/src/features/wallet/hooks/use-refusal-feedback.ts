/**
 * What a money form shows when the server refuses a movement: field messages next to their fields,
 * the rest (insufficient funds, no rate, unknown recipient without a field) in the form's alert, and
 * a toast titled `title`.
 * @module
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { applyFieldErrors, describeMoneyError } from '../lib/money-errors';

/**
 * `onRefused(error)` for a form whose server field paths `fieldFor` maps, setting errors with
 * `setError` (react-hook-form's); `banner` is the form-wide message (null when none).
 */
export function useRefusalFeedback<F extends string>({
  title,
  fieldFor,
  setError,
}: {
  title: string;
  fieldFor: (serverKey: string) => F | null;
  setError: (field: F, error: { message: string }) => void;
}) {
  const [banner, setBanner] = useState<string | null>(null);
  const onRefused = (error: unknown) => {
    const display = describeMoneyError(error, fieldFor);
    applyFieldErrors(display.fields, setError);
    setBanner(display.message);
    toast.error(title, { description: display.message ?? 'Check the highlighted fields' });
  };
  return { banner, clearBanner: () => setBanner(null), onRefused };
}

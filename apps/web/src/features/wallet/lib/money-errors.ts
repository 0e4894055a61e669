/**
 * How a refused money movement is shown (docs/testing.md error bodies): field messages go next to the
 * form's fields (the caller maps the contract's paths, e.g. `destination.phone` → `phone`), and the
 * rest — `insufficient_funds`, `fx_rate_unavailable`, `recipient_not_found` without a field — becomes
 * one message for the whole form.
 * @module
 */
import { ApiError } from '@/lib/api-client';
import { UNCERTAIN_MESSAGE, isUncertainFailure } from '@/lib/idempotency-key';

/** A refusal split into field messages and a form-wide message (null when every message has a field). */
export interface MoneyErrorDisplay<F extends string> {
  fields: Partial<Record<F, string>>;
  message: string | null;
}

const GENERIC = 'Something went wrong. Please try again.';

/**
 * Splits `error` for display. `fieldFor` maps a server field path to a form field (or null to
 * summarise it in the message). Unknown errors and 5xx get a generic message; uncertain outcomes
 * say that retrying is safe.
 */
export function describeMoneyError<F extends string>(
  error: unknown,
  fieldFor: (serverKey: string) => F | null,
): MoneyErrorDisplay<F> {
  if (isUncertainFailure(error)) return { fields: {}, message: UNCERTAIN_MESSAGE };
  if (!(error instanceof ApiError) || error.status >= 500) return { fields: {}, message: GENERIC };
  const fields: Partial<Record<F, string>> = {};
  let hasField = false;
  for (const [key, text] of Object.entries(error.fields)) {
    const field = fieldFor(key);
    if (field) {
      fields[field] = text;
      hasField = true;
    }
  }
  return { fields, message: hasField ? null : error.message };
}

/** Calls `apply` for each field message of a {@link MoneyErrorDisplay} (e.g. react-hook-form's `setError`). */
export function applyFieldErrors<F extends string>(
  fields: Partial<Record<F, string>>,
  apply: (field: F, error: { message: string }) => void,
): void {
  for (const field of Object.keys(fields) as F[]) {
    const message = fields[field];
    if (message) apply(field, { message });
  }
}

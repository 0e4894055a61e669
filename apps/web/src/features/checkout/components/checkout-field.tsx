import type { ComponentProps, ReactNode } from 'react';
import { fieldInputId, type FieldKey } from '../lib/checkout-fields';
import { inputClass } from '../lib/checkout-styles';

/**
 * A labelled payer input with its error (linked by `aria-describedby`, flagged with `aria-invalid`)
 * and an optional hint. `isRequired` marks the label with an asterisk hidden from screen readers
 * (they hear `aria-required`).
 */
export function CheckoutField({
  field,
  label,
  error,
  hint,
  isRequired = false,
  className,
  ...inputProps
}: {
  field: FieldKey;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  isRequired?: boolean;
} & Omit<ComponentProps<'input'>, 'id'>) {
  const id = fieldInputId(field);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-red-600">
            {' *'}
          </span>
        )}
      </label>
      <input
        id={id}
        name={field}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

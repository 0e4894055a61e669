/**
 * Moves focus to the first field with an error after a submit, so keyboard and screen-reader users
 * land where the form needs them.
 * @module
 */
import { useEffect, useRef } from 'react';
import { fieldInputId, firstErrorField, type FieldErrors } from '../lib/checkout-fields';

/** Focuses the first erroneous field whenever `revision` changes (the checkout bumps it on each submit). */
export function useFocusFirstError(errors: FieldErrors, revision: number): void {
  // Starts at 0 (no submit yet), so errors present when the form mounts again (after the
  // Processing view) still get focus.
  const handledRevision = useRef(0);
  useEffect(() => {
    if (revision === handledRevision.current) return;
    handledRevision.current = revision;
    const key = firstErrorField(errors);
    if (key) document.getElementById(fieldInputId(key))?.focus();
  }, [errors, revision]);
}

/**
 * A value that follows another after it has stopped changing for a while (so typing an amount asks
 * for one quote, not one per keystroke).
 * @module
 */
import { useEffect, useState } from 'react';

/** `value`, updated `delayMs` after its last change. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

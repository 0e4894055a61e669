/**
 * Leaves the page for `url` after a delay (docs/product.md#states: after a successful payment).
 * @module
 */
import { useEffect } from 'react';

/** Navigates to `url` after `delayMs`; does nothing while `url` is `null`. Cancelled on unmount. */
export function useRedirectAfter(url: string | null, delayMs: number): void {
  useEffect(() => {
    if (url === null) return;
    const timer = setTimeout(() => window.location.assign(url), delayMs);
    return () => clearTimeout(timer);
  }, [url, delayMs]);
}

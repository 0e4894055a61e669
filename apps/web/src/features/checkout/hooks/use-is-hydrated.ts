/**
 * Whether the page's code is running: false while rendering on the server and in the browser's
 * first (hydrating) render, true from then on. Parts that only work with JavaScript — the card
 * fields, whose values go to the provider from the browser — wait for it, so the server's HTML
 * never shows a field that could not work.
 * @module
 */
import { useEffect, useState } from 'react';

// Set by the first effect in the browser; effects never run on the server.
let hasHydrated = false;

/** False on the server and during hydration; true in every render after. */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(hasHydrated);
  useEffect(() => {
    hasHydrated = true;
    setIsHydrated(true);
  }, []);
  return isHydrated;
}

/**
 * Moves between the storefront `/catalogue/{id}` and its checkout `/catalogue/{id}/checkout` with
 * the History API (no router on payer pages), so Back and Forward work and each view has its own
 * address to reload.
 * @module
 */
import { useCallback, useEffect, useState } from 'react';

/** The storefront's two views. */
export type StorefrontView = 'catalogue' | 'checkout';

/** The address of `view` of `catalogueId`. */
export function storefrontPath(catalogueId: string, view: StorefrontView): string {
  const base = `/catalogue/${encodeURIComponent(catalogueId)}`;
  return view === 'checkout' ? `${base}/checkout` : base;
}

/** The view shown at `pathname`. */
export function viewOfPath(pathname: string): StorefrontView {
  return /\/checkout\/?$/.test(pathname) ? 'checkout' : 'catalogue';
}

/**
 * The current view — at first the one of `pathname`, the page's path (known on the server too) —
 * and `navigate(view)`, which pushes its address and scrolls to the top.
 */
export function useStorefrontView(catalogueId: string, pathname: string) {
  const [view, setView] = useState<StorefrontView>(() => viewOfPath(pathname));

  useEffect(() => {
    const onPopState = () => setView(viewOfPath(window.location.pathname));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback(
    (next: StorefrontView) => {
      window.history.pushState(null, '', storefrontPath(catalogueId, next));
      setView(next);
      window.scrollTo(0, 0);
    },
    [catalogueId],
  );
  return { view, navigate };
}

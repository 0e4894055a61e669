import { createContext, useContext, useEffect } from 'react';
import type { PageRefresh } from '@malipo/contracts/payer-pages';

/** The title and meta description a page asked for, collected while it renders on the server. */
export interface CollectedHead {
  title?: string;
  description?: string;
  refresh?: PageRefresh;
}

/**
 * Set by the server renderer (`payer-server.tsx`): where {@link PageHead} writes while rendering,
 * since effects do not run there.
 */
export const PageHeadCollector = createContext<CollectedHead | null>(null);

/**
 * Sets the document's title and meta description while the page shows them. Payer pages run on
 * Preact's compatibility layer, which — unlike React 19 — does not lift `<title>` and `<meta>`
 * rendered in a component into the document head, so they are written there directly; on the
 * server they go to the {@link PageHeadCollector}, which the renderer puts in the HTML.
 * `refresh` (server only) makes a page without JavaScript move on by itself: ask for itself again
 * while a payment is waiting for its outcome, or go to where the page would redirect.
 */
export function PageHead({
  title,
  description,
  refresh,
}: {
  title?: string;
  description?: string;
  refresh?: PageRefresh;
}) {
  const collected = useContext(PageHeadCollector);
  if (collected) {
    if (title !== undefined) collected.title = title;
    if (description !== undefined) collected.description = description;
    if (refresh !== undefined) collected.refresh = refresh;
  }
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
  return null;
}

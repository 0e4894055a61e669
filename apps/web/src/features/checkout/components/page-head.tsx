import { useEffect } from 'react';

/**
 * Sets the document's title and meta description while the page shows them. Payer pages run on
 * Preact's compatibility layer, which — unlike React 19 — does not lift `<title>` and `<meta>`
 * rendered in a component into the document head, so they are written there directly.
 */
export function PageHead({ title, description }: { title?: string; description?: string }) {
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

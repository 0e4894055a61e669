/**
 * The root every standalone payer page mounts into. Each page imports its own small stylesheet
 * (`styles/payer*.css`) so it downloads only the utilities it uses. A page the server rendered
 * (docs/architecture.md#payer-pages) is hydrated: its HTML stays and gains its behaviour.
 * @module
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Set on `<html>` once the page responds to input (`data-payer-ready`), for the browser tests. */
export const PAYER_READY_ATTRIBUTE = 'payerReady';

/**
 * Renders `page` into `#root`, hydrating the server's HTML when `isServerRendered`, then marks the
 * document ready ({@link PAYER_READY_ATTRIBUTE}): until then the page shows but its buttons that
 * need code do nothing.
 */
export function mountPayerRoot(page: ReactNode, isServerRendered: boolean): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  const tree = <StrictMode>{page}</StrictMode>;
  if (isServerRendered) hydrateRoot(container, tree);
  else createRoot(container).render(tree);
  document.documentElement.dataset[PAYER_READY_ATTRIBUTE] = '';
}

/**
 * The React root every standalone payer page mounts into. Each page imports its own small
 * stylesheet (`styles/payer*.css`) so it downloads only the utilities it uses.
 * @module
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders `page` into `#root`. */
export function mountPayerRoot(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  createRoot(container).render(<StrictMode>{page}</StrictMode>);
}

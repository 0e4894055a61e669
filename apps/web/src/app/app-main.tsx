/**
 * The routed app: landing page, auth, dashboard and the not-found page (each a lazy route module).
 * @module
 */
import '@/styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './router';

/** Renders the router into `#root`. */
export function mountApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

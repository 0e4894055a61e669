/**
 * Entry of the web app. It only decides which app to load, so the first download stays tiny:
 * - `/pay/{linkId}`: the standalone payer page (React and the checkout chunk, no router, query,
 *   forms or icon libraries; DESIGN.md §7 budget ≤ 100 KB gzip). The link's data is requested at once,
 *   in parallel with the page's code.
 * - anything else: the routed app (`app/app-main.tsx`: `createBrowserRouter` with lazy route modules).
 * @module
 */
import { payerLinkId } from './app/payer-path';
import { prefetchPaymentLink } from './features/checkout/lib/link-prefetch';

function showLoadError(error: unknown): void {
  console.error(error);
  const root = document.getElementById('root');
  if (!root) return;
  root.innerHTML =
    '<main style="font-family:system-ui,sans-serif;padding:3rem 1.5rem;text-align:center">' +
    '<h1 style="font-size:1.25rem">Malipo could not load</h1>' +
    '<p>Check your connection, then <a href="">reload the page</a>.</p></main>';
}

const linkId = payerLinkId(window.location.pathname);
if (linkId !== null) {
  prefetchPaymentLink(linkId);
  import('./app/payer-main').then(({ mountPayerPage }) => mountPayerPage(linkId), showLoadError);
} else {
  import('./app/app-main').then(({ mountApp }) => mountApp(), showLoadError);
}

/**
 * Entry of the web app. It only decides which app to load, so the first download stays tiny:
 * - payer pages — `/pay/{id}`, `/donate/{id}`, `/subscribe/{id}`, `/subscriptions/{token}`,
 *   `/catalogue/{id}` (and its `/checkout`), `/receipts/{id}`: a standalone page (React and that page's chunk; no router, query, forms or
 *   icon libraries; docs/testing.md budget ≤ 100 KB gzip). The page's data is requested at once, in
 *   parallel with its code.
 * - anything else: the routed app (`app/app-main.tsx`: `createBrowserRouter` with lazy route modules).
 * @module
 */
import { payerRoute, type PayerRoute } from './app/payer-path';
import { publicPaymentLinkData } from './features/checkout/api/get-public-payment-link';
import { publicDonationLinkData } from './features/donate/api/get-public-donation-link';
import { receiptData } from './features/receipts/api/get-receipt';
import { publicCatalogueData } from './features/storefront/api/get-public-catalogue';
import { managedSubscriptionData } from './features/subscribe/api/managed-subscription-data';
import { publicSubscriptionLinkData } from './features/subscribe/api/get-public-subscription-link';

function showLoadError(error: unknown): void {
  console.error(error);
  const root = document.getElementById('root');
  if (!root) return;
  root.innerHTML =
    '<main style="font-family:system-ui,sans-serif;padding:3rem 1.5rem;text-align:center">' +
    '<h1 style="font-size:1.25rem">Malipo could not load</h1>' +
    '<p>Check your connection, then <a href="">reload the page</a>.</p></main>';
}

/** Starts the page's data request, then loads and mounts the page's own chunk. */
function mountPayerRoute({ kind, id }: PayerRoute): Promise<void> {
  switch (kind) {
    case 'pay':
      publicPaymentLinkData.prefetch(id);
      return import('./app/payer-main').then(({ mountPayerPage }) => mountPayerPage(id));
    case 'donate':
      publicDonationLinkData.prefetch(id);
      return import('./app/payer-donate-main').then(({ mountDonationPage }) => mountDonationPage(id));
    case 'subscribe':
      publicSubscriptionLinkData.prefetch(id);
      return import('./app/payer-subscribe-main').then(({ mountSubscribePage }) => mountSubscribePage(id));
    case 'subscription':
      managedSubscriptionData.prefetch(id);
      return import('./app/payer-manage-subscription-main').then(({ mountManageSubscriptionPage }) =>
        mountManageSubscriptionPage(id),
      );
    case 'catalogue':
      publicCatalogueData.prefetch(id);
      return import('./app/payer-storefront-main').then(({ mountStorefront }) => mountStorefront(id));
    case 'receipt':
      receiptData.prefetch(id);
      return import('./app/payer-receipt-main').then(({ mountReceiptPage }) => mountReceiptPage(id));
  }
}

const route = payerRoute(window.location.pathname);
if (route !== null) {
  mountPayerRoute(route).catch(showLoadError);
} else {
  import('./app/app-main').then(({ mountApp }) => mountApp(), showLoadError);
}

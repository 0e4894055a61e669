/**
 * Entry of the payer pages — `/pay/{id}`, `/donate/{id}`, `/subscribe/{id}`,
 * `/subscriptions/{token}`, `/catalogue/{id}` (and its `/checkout`), `/receipts/{id}`. The server
 * answers those paths with the payer build (`vite.payer.config.ts`), in which React is Preact's
 * compatibility layer, so a payer downloads a few kilobytes of runtime (docs/testing.md#budgets).
 * Each page is a standalone component tree (no router, query, forms or icon libraries); its data is
 * requested at once, in parallel with its code.
 * @module
 */
import { payerRoute, type PayerRoute } from '@malipo/contracts/payer-paths';
import { showLoadError } from './app/show-load-error';
import { publicPaymentLinkData } from './features/checkout/api/get-public-payment-link';
import { publicDonationLinkData } from './features/donate/api/get-public-donation-link';
import { receiptData } from './features/receipts/api/get-receipt';
import { publicCatalogueData } from './features/storefront/api/get-public-catalogue';
import { managedSubscriptionData } from './features/subscribe/api/managed-subscription-data';
import { publicSubscriptionLinkData } from './features/subscribe/api/get-public-subscription-link';

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
if (route) mountPayerRoute(route).catch(showLoadError);
else showLoadError(new Error(`${window.location.pathname} is not a payer page`));

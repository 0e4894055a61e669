/**
 * Entry of the payer pages — `/pay/{id}`, `/donate/{id}`, `/subscribe/{id}`,
 * `/subscriptions/{token}`, `/catalogue/{id}` (and its `/checkout`), `/receipts/{id}`, `/invoice/{id}`. The server
 * answers those paths with the page already rendered and its data embedded as JSON
 * (docs/architecture.md#payer-pages); this entry loads the page's own chunk and hydrates it, so the
 * page gains its behaviour without asking for its data again. In the payer build React is Preact's
 * compatibility layer, so a payer downloads a few kilobytes of runtime (docs/testing.md#budgets).
 * Without embedded data (the development server) the page's data is requested at once, in parallel
 * with its code, in the language `?lang=` names (English by default).
 * @module
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_PARAM } from '@malipo/contracts/i18n/locales';
import { payerRoute, type PayerRoute } from '@malipo/contracts/payer-paths';
import { PAYER_STATE_ELEMENT_ID, type PayerPageState } from '@malipo/contracts/payer-pages';
import { payerPageOf, preloadPayerPage } from './app/payer-pages';
import { mountPayerRoot } from './app/payer-root';
import { showLoadError } from './app/show-load-error';
import { publicPaymentLinkData } from './features/checkout/api/get-public-payment-link';
import { publicDonationLinkData } from './features/donate/api/get-public-donation-link';
import { publicInvoiceData } from './features/invoice-pay/api/get-public-invoice';
import { receiptData } from './features/receipts/api/get-receipt';
import { publicCatalogueData } from './features/storefront/api/get-public-catalogue';
import { managedSubscriptionData } from './features/subscribe/api/managed-subscription-data';
import { publicSubscriptionLinkData } from './features/subscribe/api/get-public-subscription-link';

/** The page the server rendered, read from the JSON it embedded, or `null`. */
function serverState(): PayerPageState | null {
  const text = document.getElementById(PAYER_STATE_ELEMENT_ID)?.textContent;
  // The server writes this element from the same route and data it rendered the page with.
  return text ? (JSON.parse(text) as PayerPageState) : null;
}

/** Starts the data request of a page the server did not render. */
function prefetch({ kind, id }: PayerRoute): void {
  const sources = {
    pay: publicPaymentLinkData,
    donate: publicDonationLinkData,
    subscribe: publicSubscriptionLinkData,
    subscription: managedSubscriptionData,
    catalogue: publicCatalogueData,
    receipt: receiptData,
    invoice: publicInvoiceData,
  };
  sources[kind].prefetch(id);
}

async function mount(): Promise<void> {
  const rendered = serverState();
  if (rendered) {
    await preloadPayerPage(rendered);
    mountPayerRoot(await payerPageOf(rendered), true);
    return;
  }
  const route = payerRoute(window.location.pathname);
  if (!route) throw new Error(`${window.location.pathname} is not a payer page`);
  prefetch(route);
  const { pathname, search } = window.location;
  const lang = new URLSearchParams(search).get(LOCALE_PARAM);
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  mountPayerRoot(await payerPageOf({ route, pathname, search, locale }), false);
}

mount().catch(showLoadError);

/**
 * The standalone storefront `/catalogue/{catalogueId}` and its checkout
 * `/catalogue/{catalogueId}/checkout`, without the router (the storefront moves between the two
 * with the History API).
 * The browser and the server renderer (`payer-server.tsx`) both build the page from its
 * {@link PayerPageInput} (docs/architecture.md#payer-pages); without `page` it loads its data itself.
 * @module
 */
import '@/styles/payer-storefront.css';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { StorefrontApp } from '@/features/storefront/components/storefront-app';

/** The storefront (or its checkout) of `state`. */
export function storefrontPage({ route, pathname, page }: PayerPageInput) {
  // The server read `page` from this page's own public API, so it is the component's data type.
  return (
    <StorefrontApp
      catalogueId={route.id}
      pathname={pathname}
      initial={page as Parameters<typeof StorefrontApp>[0]['initial']}
    />
  );
}

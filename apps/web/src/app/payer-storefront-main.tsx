/**
 * The standalone storefront `/catalogue/{catalogueId}` and its checkout
 * `/catalogue/{catalogueId}/checkout`, without the router (the storefront moves between the two
 * with the History API).
 * @module
 */
import '@/styles/payer-storefront.css';
import { StorefrontApp } from '@/features/storefront/components/storefront-app';
import { mountPayerRoot } from './payer-root';

/** Renders the storefront of `catalogueId` into `#root`. */
export function mountStorefront(catalogueId: string): void {
  mountPayerRoot(<StorefrontApp catalogueId={catalogueId} />);
}

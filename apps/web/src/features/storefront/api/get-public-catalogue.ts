/**
 * `GET /api/public/catalogues/:id`: the storefront (products, prices, stock) and the merchant's
 * branding, as a payer sees them (`publicCatalogueSchema`).
 * @module
 */
import type { PublicCatalogue } from '@malipo/contracts/catalogues';
import { getOrNull } from '@/features/checkout/lib/get-or-null';
import { prefetchable } from '@/features/checkout/lib/prefetch';

/** Fetches a public catalogue; resolves `null` when it does not exist (404). Throws `ApiError` otherwise. */
export function getPublicCatalogue(
  catalogueId: string,
  signal?: AbortSignal,
): Promise<PublicCatalogue | null> {
  return getOrNull<PublicCatalogue>(`/api/public/catalogues/${encodeURIComponent(catalogueId)}`, signal);
}

/** The storefront's data, which the entry starts loading before the page's code arrives. */
export const publicCatalogueData = prefetchable(getPublicCatalogue);

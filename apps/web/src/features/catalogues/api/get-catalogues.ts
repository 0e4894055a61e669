/**
 * `GET /api/catalogues`: the merchant's catalogues with their totals, newest first.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueListSchema, type Catalogue } from '@malipo/contracts/catalogues';
import { apiRequest } from '@/lib/api-client';

/** Query key of the catalogue list; one catalogue lives under `[...CATALOGUES_QUERY_KEY, id]`. */
export const CATALOGUES_QUERY_KEY = ['catalogues'] as const;

/** Fetches the merchant's catalogues. Throws `ApiError`. */
export async function getCatalogues(): Promise<Catalogue[]> {
  return catalogueListSchema.parse(await apiRequest<unknown>('/api/catalogues')).data;
}

/** Query options of the catalogue list. */
export const cataloguesQueryOptions = () =>
  queryOptions({ queryKey: [...CATALOGUES_QUERY_KEY, 'list'], queryFn: getCatalogues });

/** The merchant's catalogues. */
export function useCatalogues() {
  return useQuery(cataloguesQueryOptions());
}

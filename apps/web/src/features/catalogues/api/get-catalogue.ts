/**
 * `GET /api/catalogues/:id`: one of the merchant's catalogues with its products; 404 `not_found`
 * for another merchant's or an unknown id.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueSchema, type Catalogue } from '@malipo/contracts/catalogues';
import { apiRequest } from '@/lib/api-client';
import { CATALOGUES_QUERY_KEY } from './get-catalogues';

/** Fetches catalogue `id`. Throws `ApiError` (404 when unknown). */
export async function getCatalogue(id: string, signal?: AbortSignal): Promise<Catalogue> {
  const body = await apiRequest<unknown>(`/api/catalogues/${encodeURIComponent(id)}`, { signal });
  return catalogueSchema.parse(body);
}

/** Query options of catalogue `id`. */
export const catalogueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CATALOGUES_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getCatalogue(id, signal),
  });

/** Catalogue `id`. */
export function useCatalogue(id: string) {
  return useQuery(catalogueQueryOptions(id));
}

/**
 * `POST /api/catalogues` → 201 catalogue; 400 `validation_failed` with field messages
 * (`items.0.priceMinor` …).
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueSchema, type Catalogue, type CatalogueRequest } from '@malipo/contracts/catalogues';
import { apiRequest } from '@/lib/api-client';
import { prependTo } from '@/lib/list-cache';
import { CATALOGUES_QUERY_KEY, cataloguesQueryOptions } from './get-catalogues';

/** Creates an active catalogue. Prices in minor units. Throws `ApiError`. */
export async function createCatalogue(input: CatalogueRequest): Promise<Catalogue> {
  return catalogueSchema.parse(await apiRequest<unknown>('/api/catalogues', { method: 'POST', body: input }));
}

/** Create mutation; the new catalogue goes to the front of the cached list, which is then refreshed. */
export function useCreateCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCatalogue,
    onSuccess: (catalogue) => {
      queryClient.setQueryData<Catalogue[]>(cataloguesQueryOptions().queryKey, prependTo(catalogue));
      void queryClient.invalidateQueries({ queryKey: CATALOGUES_QUERY_KEY });
    },
  });
}

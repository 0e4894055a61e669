/**
 * `PUT /api/catalogues/:id`: replaces a catalogue's details and products. Products sent with their
 * `id` are updated, new ones added, missing ones removed.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueSchema, type Catalogue, type CatalogueRequest } from '@malipo/contracts/catalogues';
import { apiRequest } from '@/lib/api-client';
import { replaceIn } from '@/lib/list-cache';
import { catalogueQueryOptions } from './get-catalogue';
import { CATALOGUES_QUERY_KEY, cataloguesQueryOptions } from './get-catalogues';

/** Saves catalogue `id` and returns it as stored. Throws `ApiError`. */
export async function updateCatalogue({
  id,
  input,
}: {
  id: string;
  input: CatalogueRequest;
}): Promise<Catalogue> {
  const body = await apiRequest<unknown>(`/api/catalogues/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
  return catalogueSchema.parse(body);
}

/** Save mutation; the saved catalogue replaces its cached copies, which are then refreshed. */
export function useUpdateCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCatalogue,
    onSuccess: (saved) => {
      queryClient.setQueryData<Catalogue[]>(cataloguesQueryOptions().queryKey, replaceIn(saved));
      queryClient.setQueryData(catalogueQueryOptions(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: CATALOGUES_QUERY_KEY });
    },
  });
}

/**
 * `DELETE /api/catalogues/:id` → 204.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Catalogue } from '@malipo/contracts/catalogues';
import { apiRequest } from '@/lib/api-client';
import { removeFrom } from '@/lib/list-cache';
import { catalogueQueryOptions } from './get-catalogue';
import { cataloguesQueryOptions } from './get-catalogues';

/** Deletes a catalogue. Throws `ApiError`. */
export async function deleteCatalogue(id: string): Promise<void> {
  await apiRequest<void>(`/api/catalogues/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Delete mutation; the catalogue leaves the cached list. */
export function useDeleteCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogue,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Catalogue[]>(cataloguesQueryOptions().queryKey, removeFrom(id));
      queryClient.removeQueries({ queryKey: catalogueQueryOptions(id).queryKey });
    },
  });
}

/**
 * `PATCH /api/catalogues/:id` `{ status }`: pause or activate a catalogue (docs/product.md#states "Link status").
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueSchema, type Catalogue } from '@malipo/contracts/catalogues';
import { apiRequest } from '@/lib/api-client';
import { replaceIn } from '@/lib/list-cache';
import type { StatusChange } from '@/lib/status-change';
import { catalogueQueryOptions } from './get-catalogue';
import { cataloguesQueryOptions } from './get-catalogues';

/** Sets a catalogue's status and returns the updated catalogue. Throws `ApiError`. */
export async function updateCatalogueStatus({ id, status }: StatusChange): Promise<Catalogue> {
  const body = await apiRequest<unknown>(`/api/catalogues/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
  return catalogueSchema.parse(body);
}

/** Status mutation; the updated catalogue replaces its cached copies. */
export function useUpdateCatalogueStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCatalogueStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<Catalogue[]>(cataloguesQueryOptions().queryKey, replaceIn(updated));
      queryClient.setQueryData(catalogueQueryOptions(updated.id).queryKey, updated);
    },
  });
}

/**
 * `DELETE /api/donation-links/:id` → 204.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DonationLink } from '@malipo/contracts/donations';
import { apiRequest } from '@/lib/api-client';
import { removeFrom } from '@/lib/list-cache';
import { DONATION_LINKS_QUERY_KEY } from './get-donation-links';

/** Deletes a donation link. Throws `ApiError`. */
export async function deleteDonationLink(id: string): Promise<void> {
  await apiRequest<void>(`/api/donation-links/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Delete mutation; the link leaves the cached list. */
export function useDeleteDonationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDonationLink,
    onSuccess: (_, id) => {
      queryClient.setQueryData<DonationLink[]>(DONATION_LINKS_QUERY_KEY, removeFrom(id));
    },
  });
}

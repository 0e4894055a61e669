/**
 * `PATCH /api/donation-links/:id` `{ status }`: pause or activate a donation link (docs/product.md#states "Link status").
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { donationLinkSchema, type DonationLink } from '@malipo/contracts/donations';
import { apiRequest } from '@/lib/api-client';
import { replaceIn } from '@/lib/list-cache';
import type { StatusChange } from '@/lib/status-change';
import { DONATION_LINKS_QUERY_KEY } from './get-donation-links';

/** Sets a donation link's status and returns the updated link. Throws `ApiError`. */
export async function updateDonationLinkStatus({ id, status }: StatusChange): Promise<DonationLink> {
  const body = await apiRequest<unknown>(`/api/donation-links/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
  return donationLinkSchema.parse(body);
}

/** Status mutation; the updated link replaces its cached copy. */
export function useUpdateDonationLinkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDonationLinkStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<DonationLink[]>(DONATION_LINKS_QUERY_KEY, replaceIn(updated));
    },
  });
}

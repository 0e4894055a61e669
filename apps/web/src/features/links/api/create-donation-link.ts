/**
 * `POST /api/donation-links` → 201 donation link; 400 `validation_failed` with field messages.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  donationLinkSchema,
  type CreateDonationLinkRequest,
  type DonationLink,
} from '@malipo/contracts/donations';
import { apiRequest } from '@/lib/api-client';
import { prependTo } from '@/lib/list-cache';
import { DONATION_LINKS_QUERY_KEY } from './get-donation-links';

/** Creates an active donation link. Goal in minor units. Throws `ApiError`. */
export async function createDonationLink(input: CreateDonationLinkRequest): Promise<DonationLink> {
  return donationLinkSchema.parse(
    await apiRequest<unknown>('/api/donation-links', { method: 'POST', body: input }),
  );
}

/** Create mutation; the new link goes to the front of the cached list, which is then refreshed. */
export function useCreateDonationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDonationLink,
    onSuccess: (link) => {
      queryClient.setQueryData<DonationLink[]>(DONATION_LINKS_QUERY_KEY, prependTo(link));
      void queryClient.invalidateQueries({ queryKey: DONATION_LINKS_QUERY_KEY });
    },
  });
}

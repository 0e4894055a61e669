/**
 * `GET /api/donation-links`: the merchant's donation links with their real progress, newest first.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { donationLinkListSchema, type DonationLink } from '@malipo/contracts/donations';
import { apiRequest } from '@/lib/api-client';

/** Query key of the donation link list (mutations update it). */
export const DONATION_LINKS_QUERY_KEY = ['donation-links'] as const;

/** Fetches the merchant's donation links. Throws `ApiError`. */
export async function getDonationLinks(): Promise<DonationLink[]> {
  return donationLinkListSchema.parse(await apiRequest<unknown>('/api/donation-links')).data;
}

/** Query options of the donation link list. */
export const donationLinksQueryOptions = () =>
  queryOptions({ queryKey: DONATION_LINKS_QUERY_KEY, queryFn: getDonationLinks });

/** The merchant's donation links. */
export function useDonationLinks() {
  return useQuery(donationLinksQueryOptions());
}

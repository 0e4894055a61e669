/**
 * `GET /api/subscription-links/:id/subscribers`: the subscriptions of one of the merchant's plans,
 * with status, next billing date and charges.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionListSchema, type Subscription } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';

/**
 * Prefix of every subscription link query: the link list's own key (`features/links`) and the
 * subscribers below. Invalidating it refreshes the list's subscriber counts and revenue too.
 */
export const SUBSCRIPTION_LINK_QUERIES = ['subscription-links'] as const;

/** Query key of a link's subscribers. */
export const subscribersQueryKey = (linkId: string) =>
  [...SUBSCRIPTION_LINK_QUERIES, linkId, 'subscribers'] as const;

/** Fetches the subscribers of link `linkId`. Throws `ApiError` (404 `not_found` for another merchant's link). */
export async function getSubscribers(linkId: string): Promise<Subscription[]> {
  const body = await apiRequest<unknown>(`/api/subscription-links/${encodeURIComponent(linkId)}/subscribers`);
  return subscriptionListSchema.parse(body).data;
}

/** The subscribers of link `linkId`. */
export function useSubscribers(linkId: string) {
  return useQuery(
    queryOptions({ queryKey: subscribersQueryKey(linkId), queryFn: () => getSubscribers(linkId) }),
  );
}

/**
 * `GET /api/subscription-links/:id/subscribers`: the subscriptions of one of the merchant's plans,
 * with status, next billing date and charges, a page at a time.
 * @module
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { subscriberPageSchema, type Subscription } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';

/**
 * Prefix of every subscription link query: the link list's own key (`features/links`) and the
 * subscribers below. Invalidating it refreshes the list's subscriber counts and revenue too.
 */
export const SUBSCRIPTION_LINK_QUERIES = ['subscription-links'] as const;

/** Query key of a link's subscribers. */
export const subscribersQueryKey = (linkId: string) =>
  [...SUBSCRIPTION_LINK_QUERIES, linkId, 'subscribers'] as const;

/** A page of a plan's subscribers, newest first; `nextCursor` is null on the last page. */
export type SubscriberPage = { data: Subscription[]; nextCursor: string | null };

/**
 * Fetches a page of the subscribers of link `linkId`, newest first, after `cursor` when given.
 * Throws `ApiError` (404 `not_found` for another merchant's link).
 */
export async function getSubscribers(linkId: string, cursor?: string | null): Promise<SubscriberPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  const body = await apiRequest<unknown>(
    `/api/subscription-links/${encodeURIComponent(linkId)}/subscribers${query}`,
  );
  return subscriberPageSchema.parse(body);
}

/** The subscribers of link `linkId`, page after page (`fetchNextPage` while `hasNextPage`: "Load more"). */
export function useSubscribers(linkId: string) {
  return useInfiniteQuery({
    queryKey: subscribersQueryKey(linkId),
    queryFn: ({ pageParam }) => getSubscribers(linkId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * `GET /api/subscription-links`: the merchant's subscription links with their subscriber count and
 * total revenue (docs/product.md#entities), newest first.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionLinkListSchema, type SubscriptionLink } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';

/** Query key of the subscription link list (mutations update it). */
export const SUBSCRIPTION_LINKS_QUERY_KEY = ['subscription-links'] as const;

/** Fetches the merchant's subscription links. Throws `ApiError`. */
export async function getSubscriptionLinks(): Promise<SubscriptionLink[]> {
  return subscriptionLinkListSchema.parse(await apiRequest<unknown>('/api/subscription-links')).data;
}

/** Query options of the subscription link list. */
export const subscriptionLinksQueryOptions = () =>
  queryOptions({ queryKey: SUBSCRIPTION_LINKS_QUERY_KEY, queryFn: getSubscriptionLinks });

/** The merchant's subscription links. */
export function useSubscriptionLinks() {
  return useQuery(subscriptionLinksQueryOptions());
}

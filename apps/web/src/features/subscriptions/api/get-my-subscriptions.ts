/**
 * `GET /api/my-subscriptions`: the subscriptions the signed-in user pays — found by their email —
 * at any merchant (docs/product.md#dashboard 'Manage Subscriptions').
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionListSchema, type Subscription } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';

/** Query key of the signed-in user's own subscriptions. */
export const MY_SUBSCRIPTIONS_QUERY_KEY = ['my-subscriptions'] as const;

/** Fetches the subscriptions the signed-in user pays. Throws `ApiError`. */
export async function getMySubscriptions(): Promise<Subscription[]> {
  return subscriptionListSchema.parse(await apiRequest<unknown>('/api/my-subscriptions')).data;
}

/** The signed-in user's own subscriptions. */
export function useMySubscriptions() {
  return useQuery(queryOptions({ queryKey: MY_SUBSCRIPTIONS_QUERY_KEY, queryFn: getMySubscriptions }));
}

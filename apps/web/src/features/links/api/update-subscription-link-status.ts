/**
 * `PATCH /api/subscription-links/:id` `{ status }`: pause or activate a subscription link (docs/product.md#states
 * "Link status"). A paused link takes no new subscribers; existing subscriptions keep renewing.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionLinkSchema, type SubscriptionLink } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';
import { replaceIn } from '@/lib/list-cache';
import type { StatusChange } from '@/lib/status-change';
import { SUBSCRIPTION_LINKS_QUERY_KEY } from './get-subscription-links';

/** Sets a subscription link's status and returns the updated link. Throws `ApiError`. */
export async function updateSubscriptionLinkStatus({ id, status }: StatusChange): Promise<SubscriptionLink> {
  const body = await apiRequest<unknown>(`/api/subscription-links/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
  return subscriptionLinkSchema.parse(body);
}

/** Status mutation; the updated link replaces its cached copy. */
export function useUpdateSubscriptionLinkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptionLinkStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<SubscriptionLink[]>(SUBSCRIPTION_LINKS_QUERY_KEY, replaceIn(updated));
    },
  });
}

/**
 * `DELETE /api/subscription-links/:id` → 204.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionLink } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';
import { removeFrom } from '@/lib/list-cache';
import { SUBSCRIPTION_LINKS_QUERY_KEY } from './get-subscription-links';

/** Deletes a subscription link. Throws `ApiError`. */
export async function deleteSubscriptionLink(id: string): Promise<void> {
  await apiRequest<void>(`/api/subscription-links/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Delete mutation; the link leaves the cached list. */
export function useDeleteSubscriptionLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriptionLink,
    onSuccess: (_, id) => {
      queryClient.setQueryData<SubscriptionLink[]>(SUBSCRIPTION_LINKS_QUERY_KEY, removeFrom(id));
    },
  });
}

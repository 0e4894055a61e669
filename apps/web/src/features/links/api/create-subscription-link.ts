/**
 * `POST /api/subscription-links` → 201 subscription link; 400 `validation_failed` with field messages.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  subscriptionLinkSchema,
  type CreateSubscriptionLinkRequest,
  type SubscriptionLink,
} from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';
import { prependTo } from '@/lib/list-cache';
import { SUBSCRIPTION_LINKS_QUERY_KEY } from './get-subscription-links';

/** Creates an active subscription link. Amount in minor units, trial in whole days. Throws `ApiError`. */
export async function createSubscriptionLink(
  input: CreateSubscriptionLinkRequest,
): Promise<SubscriptionLink> {
  return subscriptionLinkSchema.parse(
    await apiRequest<unknown>('/api/subscription-links', { method: 'POST', body: input }),
  );
}

/** Create mutation; the new link goes to the front of the cached list, which is then refreshed. */
export function useCreateSubscriptionLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscriptionLink,
    onSuccess: (link) => {
      queryClient.setQueryData<SubscriptionLink[]>(SUBSCRIPTION_LINKS_QUERY_KEY, prependTo(link));
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_LINKS_QUERY_KEY });
    },
  });
}

/**
 * `POST /api/subscriptions/:id/cancel`: the merchant cancels one subscriber's subscription;
 * no charge follows. Answers the subscription, now `canceled`.
 * @module
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';
import { replaceInPages } from '@/lib/list-cache';
import { SUBSCRIPTION_LINK_QUERIES, subscribersQueryKey, type SubscriberPage } from './get-subscribers';

/** Cancels subscription `id` of one of the merchant's plans. Throws `ApiError`. */
export async function cancelSubscription(id: string): Promise<Subscription> {
  const body = await apiRequest<unknown>(`/api/subscriptions/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
  });
  return subscriptionSchema.parse(body);
}

/**
 * Cancel mutation for the subscribers of link `linkId`: the canceled subscription replaces its
 * cached copy; the link list (subscriber counts) and the subscribers are then refreshed.
 */
export function useCancelSubscription(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (canceled) => {
      queryClient.setQueryData<InfiniteData<SubscriberPage>>(
        subscribersQueryKey(linkId),
        replaceInPages(canceled),
      );
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_LINK_QUERIES });
    },
  });
}

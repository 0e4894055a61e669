/**
 * `POST /api/my-subscriptions/:id/cancel`: the signed-in user cancels a subscription they pay
 *. Answers the subscription, now `canceled`.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';
import { replaceIn } from '@/lib/list-cache';
import { MY_SUBSCRIPTIONS_QUERY_KEY } from './get-my-subscriptions';

/** Cancels the signed-in user's subscription `id`. Throws `ApiError`. */
export async function cancelMySubscription(id: string): Promise<Subscription> {
  const body = await apiRequest<unknown>(`/api/my-subscriptions/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
  });
  return subscriptionSchema.parse(body);
}

/** Cancel mutation; the canceled subscription replaces its cached copy. */
export function useCancelMySubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMySubscription,
    onSuccess: (canceled) => {
      queryClient.setQueryData<Subscription[]>(MY_SUBSCRIPTIONS_QUERY_KEY, replaceIn(canceled));
    },
  });
}

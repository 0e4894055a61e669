/**
 * `POST /api/public/subscriptions/:token/cancel`: the payer cancels through the signed self-service
 * link; no charge follows. Answers the subscription, now `canceled`.
 * @module
 */
import type { ManagedSubscription } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';

/** Cancels the subscription of `token`. Throws `ApiError`. */
export function cancelManagedSubscription(token: string): Promise<ManagedSubscription> {
  return apiRequest<ManagedSubscription>(`/api/public/subscriptions/${encodeURIComponent(token)}/cancel`, {
    method: 'POST',
  });
}

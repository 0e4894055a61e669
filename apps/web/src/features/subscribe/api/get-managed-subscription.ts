/**
 * `GET /api/public/subscriptions/:token`: a subscription seen through its signed self-service token
 * (`managedSubscriptionSchema`). The subscribe page polls it while the first charge runs; the
 * self-service page reads it through {@link managedSubscriptionData}.
 * @module
 */
import type { ManagedSubscription } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';
import { managedSubscriptionPath } from './managed-subscription-data';

/** Fetches the subscription of `token`. Throws `ApiError` (404 for a token that is not valid). */
export function getManagedSubscription(token: string, signal?: AbortSignal): Promise<ManagedSubscription> {
  return apiRequest<ManagedSubscription>(managedSubscriptionPath(token), { signal });
}

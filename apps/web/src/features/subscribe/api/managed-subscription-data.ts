/**
 * The self-service page's data — `GET /api/public/subscriptions/:token` — which the entry starts
 * loading before the page's code arrives (`main.tsx`). Kept apart from the subscribe page's poller so
 * the entry carries only this.
 * @module
 */
import type { ManagedSubscription } from '@malipo/contracts/subscriptions';
import { getOrNull } from '@/features/checkout/lib/get-or-null';
import { prefetchable } from '@/features/checkout/lib/prefetch';

/** The API path of the subscription of `token`. */
export function managedSubscriptionPath(token: string): string {
  return `/api/public/subscriptions/${encodeURIComponent(token)}`;
}

/** The subscription of a token, or `null` when the token is not valid (unknown or forged: 404). */
export const managedSubscriptionData = prefetchable((token: string, signal?: AbortSignal) =>
  getOrNull<ManagedSubscription>(managedSubscriptionPath(token), signal),
);

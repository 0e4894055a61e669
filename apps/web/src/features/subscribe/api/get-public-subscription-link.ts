/**
 * `GET /api/public/subscription-links/:id`: the plan and the merchant's branding, as a payer sees
 * them (`publicSubscriptionLinkSchema`; a paused link comes back with status `paused`). Plain fetch,
 * no schema library: this runs on the light payer page.
 * @module
 */
import type { PublicSubscriptionLink } from '@malipo/contracts/subscriptions';
import { getOrNull } from '@/features/checkout/lib/get-or-null';
import { prefetchable } from '@/features/checkout/lib/prefetch';

/** Fetches a public subscription link; resolves `null` when it does not exist (404). Throws `ApiError` otherwise. */
export function getPublicSubscriptionLink(
  linkId: string,
  signal?: AbortSignal,
): Promise<PublicSubscriptionLink | null> {
  return getOrNull<PublicSubscriptionLink>(
    `/api/public/subscription-links/${encodeURIComponent(linkId)}`,
    signal,
  );
}

/** The subscribe page's data, which the entry starts loading before the page's code arrives. */
export const publicSubscriptionLinkData = prefetchable(getPublicSubscriptionLink);

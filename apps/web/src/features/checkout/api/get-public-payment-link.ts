/**
 * `GET /api/public/payment-links/:id`: the link and the merchant's branding, as a payer sees them.
 * Plain fetch, no schema library: this runs on the light payer page.
 * @module
 */
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import { getOrNull } from '../lib/get-or-null';
import { prefetchable } from '../lib/prefetch';

/** Fetches a public payment link; resolves `null` when it does not exist (404). Throws `ApiError` otherwise. */
export function getPublicPaymentLink(
  linkId: string,
  signal?: AbortSignal,
): Promise<PublicPaymentLink | null> {
  return getOrNull<PublicPaymentLink>(`/api/public/payment-links/${encodeURIComponent(linkId)}`, signal);
}

/** The payment link page's data, which the entry starts loading before the page's code arrives. */
export const publicPaymentLinkData = prefetchable(getPublicPaymentLink);

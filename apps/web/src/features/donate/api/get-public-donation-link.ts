/**
 * `GET /api/public/donation-links/:id`: the campaign with its real progress and the merchant's
 * branding, as a donor sees them (`publicDonationLinkSchema`).
 * @module
 */
import type { PublicDonationLink } from '@malipo/contracts/donations';
import { getOrNull } from '@/features/checkout/lib/get-or-null';
import { prefetchable } from '@/features/checkout/lib/prefetch';

/** Fetches a public donation link; resolves `null` when it does not exist (404). Throws `ApiError` otherwise. */
export function getPublicDonationLink(
  linkId: string,
  signal?: AbortSignal,
): Promise<PublicDonationLink | null> {
  return getOrNull<PublicDonationLink>(`/api/public/donation-links/${encodeURIComponent(linkId)}`, signal);
}

/** The donation page's data, which the entry starts loading before the page's code arrives. */
export const publicDonationLinkData = prefetchable(getPublicDonationLink);

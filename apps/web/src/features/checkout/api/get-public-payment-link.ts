/**
 * `GET /api/public/payment-links/:id`: the link and the merchant's branding, as a payer sees them.
 * Plain fetch, no schema library: this runs on the light payer page.
 * @module
 */
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Fetches a public payment link; resolves `null` when it does not exist (404). Throws `ApiError` otherwise. */
export async function getPublicPaymentLink(
  linkId: string,
  signal?: AbortSignal,
): Promise<PublicPaymentLink | null> {
  try {
    return await apiRequest<PublicPaymentLink>(`/api/public/payment-links/${encodeURIComponent(linkId)}`, {
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

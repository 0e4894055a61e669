/**
 * Lets the entry request a payment link's data while the checkout code is still downloading, saving
 * a round trip on slow networks. The page takes the request once; later loads fetch normally.
 * @module
 */
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import { getPublicPaymentLink } from '../api/get-public-payment-link';

let prefetched: { linkId: string; promise: Promise<PublicPaymentLink | null> } | null = null;

/** Starts `GET /api/public/payment-links/:id` now. */
export function prefetchPaymentLink(linkId: string): void {
  const promise = getPublicPaymentLink(linkId);
  promise.catch(() => undefined); // handled by whoever takes it
  prefetched = { linkId, promise };
}

/** The prefetched request for `linkId`, once; `null` when there is none. */
export function takePrefetchedPaymentLink(linkId: string): Promise<PublicPaymentLink | null> | null {
  if (prefetched?.linkId !== linkId) return null;
  const { promise } = prefetched;
  prefetched = null;
  return promise;
}

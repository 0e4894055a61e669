/**
 * `POST /api/public/donation-links/:id/donations` with an `Idempotency-Key` header (docs/payments.md):
 * same key and body → the stored answer is replayed, so retries never give twice. A paused link
 * answers `link_unavailable`.
 * @module
 */
import type { CreateDonationRequest } from '@malipo/contracts/donations';
import type { PublicPayment } from '@malipo/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Donates to a link. Resolves with the payment (any state); throws `ApiError` on 4xx/5xx or no answer. */
export function createDonation(
  linkId: string,
  body: CreateDonationRequest,
  idempotencyKey: string,
): Promise<PublicPayment> {
  return apiRequest<PublicPayment>(`/api/public/donation-links/${encodeURIComponent(linkId)}/donations`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

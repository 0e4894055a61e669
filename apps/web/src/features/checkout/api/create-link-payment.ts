/**
 * `POST /api/public/payment-links/:id/payments` with an `Idempotency-Key` header (docs/payments.md):
 * same key and body → the stored answer is replayed, so retries never charge twice.
 * @module
 */
import type { CreateLinkPaymentInput, PublicPayment } from '@malipo/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Pays a link. Resolves with the payment (any state); throws `ApiError` on 4xx/5xx or no answer. */
export async function createLinkPayment(
  linkId: string,
  body: CreateLinkPaymentInput,
  idempotencyKey: string,
): Promise<PublicPayment> {
  return apiRequest<PublicPayment>(`/api/public/payment-links/${encodeURIComponent(linkId)}/payments`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

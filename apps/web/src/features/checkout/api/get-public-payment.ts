/**
 * `GET /api/public/payments/:id`: a payment's current state, polled while it is not final.
 * @module
 */
import type { PublicPayment } from '@malipo/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Fetches a payment as the payer sees it. Throws `ApiError`. */
export async function getPublicPayment(paymentId: string, signal?: AbortSignal): Promise<PublicPayment> {
  return apiRequest<PublicPayment>(`/api/public/payments/${encodeURIComponent(paymentId)}`, { signal });
}

/**
 * `POST /api/public/payments/:id/otp` `{ code }`: completes a card payment waiting for an OTP.
 * @module
 */
import type { PublicPayment } from '@malipo/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Sends the OTP the payer received; resolves with the updated payment. Throws `ApiError`. */
export async function confirmPaymentOtp(paymentId: string, code: string): Promise<PublicPayment> {
  return apiRequest<PublicPayment>(`/api/public/payments/${encodeURIComponent(paymentId)}/otp`, {
    method: 'POST',
    body: { code },
  });
}

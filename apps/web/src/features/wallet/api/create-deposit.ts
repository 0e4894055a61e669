/**
 * `POST /api/wallet/deposits` `{ amountMinor, currency, paymentMethod }` with an `Idempotency-Key`
 * → 201 payment (payer view). The wallet is credited when the payment succeeds: at once for most
 * cards, after approval on the phone for mobile money (`requires_action`), after the OTP for
 * 3-D Secure test cards. Poll `GET /api/public/payments/:id` for the outcome.
 * @module
 */
import { publicPaymentSchema, type PublicPayment } from '@malipo/contracts/payments';
import type { CreateDepositRequest } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';

/** Starts a deposit into the signed-in merchant's wallet. Throws `ApiError`. */
export async function createDeposit(
  request: CreateDepositRequest,
  idempotencyKey: string,
): Promise<PublicPayment> {
  const body = await apiRequest<unknown>('/api/wallet/deposits', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return publicPaymentSchema.parse(body);
}

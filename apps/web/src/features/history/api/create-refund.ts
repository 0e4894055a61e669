/**
 * `POST /api/payments/:id/refunds` `{ amountMinor?, reason? }` with an `Idempotency-Key` → 201
 * refund: `succeeded` for a card, `pending` for mobile money (paid out to the payer's number).
 * Errors: 400 `validation_failed` (`fields.amountMinor`: more than is left), 409 `invalid_state`
 * (not refundable), 422 `insufficient_funds` (the wallet does not cover it), 404 `not_found`.
 * @module
 */
import { refundSchema, type CreatePaymentRefundRequest, type Refund } from '@malipo/contracts/refunds';
import { apiRequest } from '@/lib/api-client';

/** A refund request for payment `paymentId`. */
export interface RefundRequest extends CreatePaymentRefundRequest {
  paymentId: string;
}

/** Refunds all or part of a payment. Throws `ApiError`. */
export async function createRefund(
  { paymentId, ...request }: RefundRequest,
  idempotencyKey: string,
): Promise<Refund> {
  const body = await apiRequest<unknown>(`/api/payments/${encodeURIComponent(paymentId)}/refunds`, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return refundSchema.parse(body);
}

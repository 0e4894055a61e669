/**
 * `POST /api/wallet/merchant-payments` `{ merchantCode, amountMinor, currency, reference }` with an
 * `Idempotency-Key` → 201 transfer (docs/product.md#dashboard Make Payment by merchant code). Errors: 404
 * `recipient_not_found` ('No merchant has this code'), 422 `insufficient_funds`.
 * @module
 */
import { transferSchema, type CreateMerchantPaymentRequest, type Transfer } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';

/** Pays a merchant from the wallet. Throws `ApiError`. */
export async function createMerchantPayment(
  request: CreateMerchantPaymentRequest,
  idempotencyKey: string,
): Promise<Transfer> {
  const body = await apiRequest<unknown>('/api/wallet/merchant-payments', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return transferSchema.parse(body);
}

/**
 * `POST /api/public/catalogues/:id/orders` with an `Idempotency-Key` header (docs/payments.md). The
 * server prices the order itself and refuses it with 422 `price_mismatch` when the prices or total
 * the payer was shown differ, or 422 `item_out_of_stock`; nothing is charged then.
 * @module
 */
import type { CreateOrderRequest } from '@malipo/contracts/catalogues';
import type { PublicPayment } from '@malipo/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Places and pays an order. Resolves with the payment (any state); throws `ApiError` on 4xx/5xx or no answer. */
export function createOrder(
  catalogueId: string,
  body: CreateOrderRequest,
  idempotencyKey: string,
): Promise<PublicPayment> {
  return apiRequest<PublicPayment>(`/api/public/catalogues/${encodeURIComponent(catalogueId)}/orders`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * `POST /api/virtual-card/payments` `{ merchantCode, amountMinor, currency, reference }` with an
 * `Idempotency-Key` → 201 payment (docs/product.md#dashboard Make Payment with the virtual card; the card debits the
 * wallet). A decline is still a 201, with status `failed` and `failure.code` `card_frozen` or
 * `insufficient_funds`. Errors: 422 `recipient_not_found` ('No merchant has this code'), 404 when
 * the user has no card.
 * @module
 */
import type { CreateCardPaymentRequest } from '@malipo/contracts/virtual-cards';
import { publicPaymentSchema, type PublicPayment } from '@malipo/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Pays a merchant with the user's virtual card. Throws `ApiError`. */
export async function createCardPayment(
  request: CreateCardPaymentRequest,
  idempotencyKey: string,
): Promise<PublicPayment> {
  const body = await apiRequest<unknown>('/api/virtual-card/payments', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return publicPaymentSchema.parse(body);
}

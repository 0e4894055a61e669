/**
 * `POST /api/wallet/direct-pay` `{ amountMinor, fromCurrency, toCurrency, recipient }` with an
 * `Idempotency-Key` → 201 payout (`pending`), docs/product.md#payer-pages Direct Pay. The wallet is debited the amount
 * plus the 2% fee; the recipient gets the converted amount. Errors: 422 `fx_rate_unavailable`,
 * 422 `insufficient_funds`, 400 `validation_failed` (`fields['recipient.phone']`).
 * @module
 */
import { payoutSchema, type CreateDirectPayRequest, type Payout } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';

/** Sends money to an external mobile wallet, converted. Throws `ApiError`. */
export async function createDirectPay(
  request: CreateDirectPayRequest,
  idempotencyKey: string,
): Promise<Payout> {
  const body = await apiRequest<unknown>('/api/wallet/direct-pay', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return payoutSchema.parse(body);
}

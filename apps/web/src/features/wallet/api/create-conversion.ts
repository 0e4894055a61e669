/**
 * `POST /api/wallet/conversions` `{ amountMinor, fromCurrency, toCurrency }` with an
 * `Idempotency-Key` → 201 conversion (rate, `fromAmountMinor`, `toAmountMinor`): moves money
 * between the merchant's own currency wallets at the stored rate. Errors: 422 `fx_rate_unavailable`,
 * 422 `insufficient_funds`, 400 `validation_failed` (same currency, amount too small).
 * @module
 */
import { conversionSchema, type Conversion, type CreateConversionRequest } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';

/** Converts between two of the merchant's wallets. Throws `ApiError`. */
export async function createConversion(
  request: CreateConversionRequest,
  idempotencyKey: string,
): Promise<Conversion> {
  const body = await apiRequest<unknown>('/api/wallet/conversions', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return conversionSchema.parse(body);
}

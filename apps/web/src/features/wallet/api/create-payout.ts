/**
 * `POST /api/wallet/payouts` `{ amountMinor, currency, destination }` with an `Idempotency-Key` →
 * 201 payout (`pending`). `amountMinor` leaves the wallet; the 2% fee is taken from it and the rest
 * arrives. Errors: 422 `insufficient_funds`, 400 `validation_failed` (`fields['destination.phone']`,
 * `fields.amountMinor`), 404 `not_found` (bank account gone).
 * @module
 */
import { payoutSchema, type CreatePayoutRequest, type Payout } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';

/** Withdraws to a bank account or a mobile money number. Throws `ApiError`. */
export async function createPayout(request: CreatePayoutRequest, idempotencyKey: string): Promise<Payout> {
  const body = await apiRequest<unknown>('/api/wallet/payouts', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return payoutSchema.parse(body);
}

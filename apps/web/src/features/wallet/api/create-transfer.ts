/**
 * `POST /api/wallet/transfers` `{ recipient, amountMinor, currency, note }` with an
 * `Idempotency-Key` → 201 transfer: send to another Malipo wallet by email or international phone
 * number, instant and without fee. Errors: 404 `recipient_not_found`, 422 `insufficient_funds`.
 * @module
 */
import { transferSchema, type CreateTransferRequest, type Transfer } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';

/** Sends money to another Malipo user. Throws `ApiError`. */
export async function createTransfer(
  request: CreateTransferRequest,
  idempotencyKey: string,
): Promise<Transfer> {
  const body = await apiRequest<unknown>('/api/wallet/transfers', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return transferSchema.parse(body);
}

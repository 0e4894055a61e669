/**
 * `POST /sandbox/bank-transfers/:paymentId`: the sandbox's stand-in for the bank, telling it the
 * test transfer of a payment arrived (docs/payments.md#bank-transfer). Test mode only; it moves
 * test money only.
 * @module
 */
import type { PublicPayment } from '@malipo/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Where the test-mode "Simulate transfer received" form posts, with or without JavaScript. */
export function sandboxBankTransferPath(paymentId: string): string {
  return `/sandbox/bank-transfers/${encodeURIComponent(paymentId)}`;
}

/**
 * Says the exact amount of payment `paymentId` arrived; resolves with the payment as it is then.
 * Throws `ApiError` (`invalid_state` when no test transfer is waiting for it).
 */
export async function simulateBankTransfer(paymentId: string): Promise<PublicPayment> {
  return apiRequest<PublicPayment>(sandboxBankTransferPath(paymentId), { method: 'POST', body: {} });
}

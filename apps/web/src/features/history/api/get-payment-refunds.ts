/**
 * `GET /api/payments/:id/refunds`: a payment's refunds (newest first) and how much of it can still
 * be refunded (`refundableMinor`, 0 when it cannot be refunded). 404 `not_found` for another
 * merchant's or an unknown payment.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRefundsSchema, type PaymentRefunds } from '@malipo/contracts/refunds';
import { apiRequest } from '@/lib/api-client';

/** Fetches payment `paymentId`'s refunds. Throws `ApiError`. */
export async function getPaymentRefunds(paymentId: string, signal?: AbortSignal): Promise<PaymentRefunds> {
  const body = await apiRequest<unknown>(`/api/payments/${encodeURIComponent(paymentId)}/refunds`, {
    signal,
  });
  return paymentRefundsSchema.parse(body);
}

/** Query options of payment `paymentId`'s refunds (under `transactions`, refreshed when money moves). */
export const paymentRefundsQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['transactions', 'refunds', paymentId],
    queryFn: ({ signal }) => getPaymentRefunds(paymentId, signal),
  });

/** Payment `paymentId`'s refunds and refundable amount. */
export function usePaymentRefunds(paymentId: string) {
  return useQuery(paymentRefundsQueryOptions(paymentId));
}

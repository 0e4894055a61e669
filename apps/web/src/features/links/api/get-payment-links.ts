/**
 * `GET /api/payment-links`: the merchant's payment links, newest first.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentLinkListSchema, type PaymentLink } from '@malipo/contracts/payment-links';
import { apiRequest } from '@/lib/api-client';

/** Query key of the payment link list (mutations invalidate it). */
export const PAYMENT_LINKS_QUERY_KEY = ['payment-links'] as const;

/** Fetches the merchant's payment links. Throws `ApiError`. */
export async function getPaymentLinks(): Promise<PaymentLink[]> {
  return paymentLinkListSchema.parse(await apiRequest<unknown>('/api/payment-links')).data;
}

/** Query options of the payment link list. */
export const paymentLinksQueryOptions = () =>
  queryOptions({ queryKey: PAYMENT_LINKS_QUERY_KEY, queryFn: getPaymentLinks });

/** The merchant's payment links. */
export function usePaymentLinks() {
  return useQuery(paymentLinksQueryOptions());
}

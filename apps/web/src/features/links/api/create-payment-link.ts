/**
 * `POST /api/payment-links` → 201 payment link; 400 `validation_failed` with field messages.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentLinkSchema,
  type CreatePaymentLinkRequest,
  type PaymentLink,
} from '@malipo/contracts/payment-links';
import { apiRequest } from '@/lib/api-client';
import { prependTo } from '@/lib/list-cache';
import { PAYMENT_LINKS_QUERY_KEY } from './get-payment-links';

/** Creates an active payment link. Amount in minor units. Throws `ApiError`. */
export async function createPaymentLink(input: CreatePaymentLinkRequest): Promise<PaymentLink> {
  return paymentLinkSchema.parse(
    await apiRequest<unknown>('/api/payment-links', { method: 'POST', body: input }),
  );
}

/** Create mutation; on success the new link is put at the front of the cached list, which is then refreshed. */
export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    onSuccess: (link) => {
      queryClient.setQueryData<PaymentLink[]>(PAYMENT_LINKS_QUERY_KEY, prependTo(link));
      void queryClient.invalidateQueries({ queryKey: PAYMENT_LINKS_QUERY_KEY });
    },
  });
}

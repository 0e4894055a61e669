/**
 * `DELETE /api/payment-links/:id` → 204.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentLink } from '@malipo/contracts/payment-links';
import { apiRequest } from '@/lib/api-client';
import { removeFrom } from '@/lib/list-cache';
import { PAYMENT_LINKS_QUERY_KEY } from './get-payment-links';

/** Deletes a payment link. Throws `ApiError`. */
export async function deletePaymentLink(id: string): Promise<void> {
  await apiRequest<void>(`/api/payment-links/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Delete mutation; the link leaves the cached list. */
export function useDeletePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentLink,
    onSuccess: (_, id) => {
      queryClient.setQueryData<PaymentLink[]>(PAYMENT_LINKS_QUERY_KEY, removeFrom(id));
    },
  });
}

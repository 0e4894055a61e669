/**
 * `PATCH /api/payment-links/:id` `{ status }`: pause or activate a link (docs/product.md#states "Link status").
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentLinkSchema, type PaymentLink } from '@malipo/contracts/payment-links';
import { apiRequest } from '@/lib/api-client';
import { replaceIn } from '@/lib/list-cache';
import type { StatusChange } from '@/lib/status-change';
import { PAYMENT_LINKS_QUERY_KEY } from './get-payment-links';

/** Sets a link's status to `active` or `paused` and returns the updated link. Throws `ApiError`. */
export async function updatePaymentLinkStatus({ id, status }: StatusChange): Promise<PaymentLink> {
  const body = await apiRequest<unknown>(`/api/payment-links/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
  return paymentLinkSchema.parse(body);
}

/** Status mutation; the updated link replaces its cached copy. */
export function useUpdatePaymentLinkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentLinkStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<PaymentLink[]>(PAYMENT_LINKS_QUERY_KEY, replaceIn(updated));
    },
  });
}

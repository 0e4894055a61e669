/**
 * `POST /api/webhook-endpoints/:id/deliveries/:deliveryId/resend` → 202: one more attempt of the
 * same event, now.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookDeliverySchema, type WebhookDelivery } from '@malipo/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries';

/** Resends delivery `deliveryId` of endpoint `endpointId`. Throws `ApiError`. */
export async function resendWebhookDelivery({
  endpointId,
  deliveryId,
}: {
  endpointId: string;
  deliveryId: string;
}): Promise<WebhookDelivery> {
  const path = `/api/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`;
  return webhookDeliverySchema.parse(await apiRequest<unknown>(path, { method: 'POST' }));
}

/** Resend action; the endpoint's delivery log is refreshed. */
export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: (_, { endpointId }) =>
      queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(endpointId) }),
  });
}

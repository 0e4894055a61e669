/**
 * `POST /api/webhook-endpoints/:id/test` → 202: queues a `webhook.test` event to this endpoint only.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookDeliverySchema, type WebhookDelivery } from '@malipo/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries';

/** Sends a test event to endpoint `id`; resolves with its pending delivery. Throws `ApiError`. */
export async function sendTestWebhook(id: string): Promise<WebhookDelivery> {
  const body = await apiRequest<unknown>(`/api/webhook-endpoints/${encodeURIComponent(id)}/test`, {
    method: 'POST',
  });
  return webhookDeliverySchema.parse(body);
}

/** Test event action; the endpoint's delivery log is refreshed. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(id) }),
  });
}

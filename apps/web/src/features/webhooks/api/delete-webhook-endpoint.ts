/**
 * `DELETE /api/webhook-endpoints/:id` → 204: the endpoint gets no more deliveries.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@malipo/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';
import { removeFrom } from '@/lib/list-cache';
import { WEBHOOK_ENDPOINTS_QUERY_KEY } from './get-webhook-endpoints';

/** Deletes endpoint `id`. Throws `ApiError`. */
export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await apiRequest<void>(`/api/webhook-endpoints/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Delete mutation; the endpoint leaves the cached list. */
export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: (_, id) => {
      queryClient.setQueryData<WebhookEndpoint[]>(WEBHOOK_ENDPOINTS_QUERY_KEY, removeFrom(id));
    },
  });
}

/**
 * `PATCH /api/webhook-endpoints/:id`: enable or disable an endpoint, or change its URL, description
 * or event types.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webhookEndpointSchema,
  type UpdateWebhookEndpointInput,
  type WebhookEndpoint,
} from '@malipo/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';
import { replaceIn } from '@/lib/list-cache';
import { WEBHOOK_ENDPOINTS_QUERY_KEY } from './get-webhook-endpoints';

/** Updates endpoint `id` and returns it. Throws `ApiError`. */
export async function updateWebhookEndpoint({
  id,
  input,
}: {
  id: string;
  input: UpdateWebhookEndpointInput;
}): Promise<WebhookEndpoint> {
  const body = await apiRequest<unknown>(`/api/webhook-endpoints/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
  return webhookEndpointSchema.parse(body);
}

/** Update mutation; the updated endpoint replaces its cached copy. */
export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: (updated) => {
      queryClient.setQueryData<WebhookEndpoint[]>(WEBHOOK_ENDPOINTS_QUERY_KEY, replaceIn(updated));
    },
  });
}

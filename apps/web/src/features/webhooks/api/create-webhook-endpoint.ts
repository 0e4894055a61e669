/**
 * `POST /api/webhook-endpoints` → 201 with the endpoint and, this once, its `whsec_…` secret.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createdWebhookEndpointSchema,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointRequest,
  type WebhookEndpoint,
} from '@malipo/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';
import { prependTo } from '@/lib/list-cache';
import { WEBHOOK_ENDPOINTS_QUERY_KEY } from './get-webhook-endpoints';

/** Adds an endpoint. Throws `ApiError` (400 with `fields.url` when the URL is refused). */
export async function createWebhookEndpoint(
  input: CreateWebhookEndpointRequest,
): Promise<CreatedWebhookEndpoint> {
  return createdWebhookEndpointSchema.parse(
    await apiRequest<unknown>('/api/webhook-endpoints', { method: 'POST', body: input }),
  );
}

/** Create mutation; the new endpoint (without its secret) goes to the front of the cached list. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: ({ secret: _secret, ...endpoint }) => {
      queryClient.setQueryData<WebhookEndpoint[]>(WEBHOOK_ENDPOINTS_QUERY_KEY, prependTo(endpoint));
    },
  });
}

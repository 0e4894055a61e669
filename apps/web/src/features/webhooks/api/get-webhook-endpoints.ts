/**
 * `GET /api/webhook-endpoints`: the merchant's webhook endpoints, newest first.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookEndpointListSchema, type WebhookEndpoint } from '@malipo/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';

/** Query key of the endpoint list (mutations update it). */
export const WEBHOOK_ENDPOINTS_QUERY_KEY = ['webhook-endpoints'] as const;

/** Fetches the merchant's webhook endpoints. Throws `ApiError`. */
export async function getWebhookEndpoints(): Promise<WebhookEndpoint[]> {
  return webhookEndpointListSchema.parse(await apiRequest<unknown>('/api/webhook-endpoints')).data;
}

/** The merchant's webhook endpoints. */
export function useWebhookEndpoints() {
  return useQuery(queryOptions({ queryKey: WEBHOOK_ENDPOINTS_QUERY_KEY, queryFn: getWebhookEndpoints }));
}

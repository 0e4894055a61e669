/**
 * `GET /api/webhook-endpoints/:id/deliveries`: an endpoint's 50 newest deliveries. Polled every
 * {@link DELIVERY_POLL_MS} while one is pending, so a resend or test event shows its answer.
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import { webhookDeliveryListSchema, type WebhookDelivery } from '@malipo/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';

/** How often a log with a pending delivery is refreshed, in ms. */
export const DELIVERY_POLL_MS = 3000;

/** Query key of endpoint `endpointId`'s delivery log. */
export const webhookDeliveriesQueryKey = (endpointId: string) => ['webhook-deliveries', endpointId] as const;

/** Fetches the delivery log of endpoint `endpointId`. Throws `ApiError`. */
export async function getWebhookDeliveries(endpointId: string): Promise<WebhookDelivery[]> {
  const body = await apiRequest<unknown>(
    `/api/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`,
  );
  return webhookDeliveryListSchema.parse(body).data;
}

/** The delivery log of endpoint `endpointId`. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: webhookDeliveriesQueryKey(endpointId),
    queryFn: () => getWebhookDeliveries(endpointId),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? DELIVERY_POLL_MS : false,
  });
}

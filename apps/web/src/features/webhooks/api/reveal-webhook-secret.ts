/**
 * `GET /api/webhook-endpoints/:id/secret`: the endpoint's `whsec_…` signing secret, fetched only
 * when the merchant asks to see it (never cached).
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { webhookSecretSchema } from '@malipo/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';

/** The signing secret of endpoint `id`. Throws `ApiError`. */
export async function revealWebhookSecret(id: string): Promise<string> {
  const body = await apiRequest<unknown>(`/api/webhook-endpoints/${encodeURIComponent(id)}/secret`);
  return webhookSecretSchema.parse(body).secret;
}

/** Reveal action. */
export function useRevealWebhookSecret() {
  return useMutation({ mutationFn: revealWebhookSecret });
}

/**
 * `POST /api/webhook-endpoints/:id/secret/rotate`: replaces the signing secret at once and answers
 * the new one.
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { webhookSecretSchema } from '@malipo/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';

/** Rotates the secret of endpoint `id`; resolves with the new `whsec_…`. Throws `ApiError`. */
export async function rotateWebhookSecret(id: string): Promise<string> {
  const body = await apiRequest<unknown>(`/api/webhook-endpoints/${encodeURIComponent(id)}/secret/rotate`, {
    method: 'POST',
  });
  return webhookSecretSchema.parse(body).secret;
}

/** Rotate action. */
export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}

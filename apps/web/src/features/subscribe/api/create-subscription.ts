/**
 * `POST /api/public/subscription-links/:id/subscriptions` with an `Idempotency-Key` header
 * (docs/payments.md): same key and body → the stored answer is replayed, so a retry never subscribes or
 * charges twice. 201 with the subscription — `trialing` at once with a trial, otherwise `incomplete`
 * while the first charge runs — its merchant's branding and its self-service token. A paused link
 * answers `link_unavailable`.
 * @module
 */
import type { CreateSubscriptionRequest, ManagedSubscription } from '@malipo/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';

/** Subscribes to a plan. Resolves with the subscription (any state); throws `ApiError` on 4xx/5xx or no answer. */
export function createSubscription(
  linkId: string,
  body: CreateSubscriptionRequest,
  idempotencyKey: string,
): Promise<ManagedSubscription> {
  return apiRequest<ManagedSubscription>(
    `/api/public/subscription-links/${encodeURIComponent(linkId)}/subscriptions`,
    { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/**
 * Builds a delivery's body and headers per Standard Webhooks (standardwebhooks.com, "Signature
 * scheme"): `webhook-id` (the event id, the same on every attempt so receivers can drop
 * duplicates), `webhook-timestamp` (Unix seconds of this attempt) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`), signed by the `standardwebhooks` package
 * (docs/webhooks.md#payload, docs/webhooks.md#verifying-the-signature).
 * @module
 */
import { Webhook } from 'standardwebhooks';
import type { WebhookEventPayload } from '@malipo/contracts/webhooks';
import type { events } from '../../db/schema';

/** Identifies the sender to receivers' logs. */
const USER_AGENT = 'Malipo-Webhooks/1.0';

/**
 * The JSON body (`{ id, type, createdAt, data }`) and headers of one attempt to deliver `event`,
 * signed with the endpoint's `secret` (`whsec_…`) at `signedAt`; `webhook-timestamp` is `signedAt`
 * in Unix seconds.
 */
export function signedWebhook(input: { event: typeof events.$inferSelect; secret: string; signedAt: Date }): {
  body: string;
  headers: Record<string, string>;
} {
  const { event, secret, signedAt } = input;
  const payload: WebhookEventPayload = {
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: event.data,
  };
  const body = JSON.stringify(payload);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': event.id,
      'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(event.id, signedAt, body),
    },
  };
}

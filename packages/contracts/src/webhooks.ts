/**
 * Webhooks (docs/architecture.md#merchants-sessions-and-the-public-api): the event types a merchant can subscribe to, the dashboard's
 * endpoint and delivery shapes, and the payload every delivery carries. Deliveries are signed per
 * Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`).
 * @module
 */
import { z } from 'zod';

/** Every event type an endpoint can listen to. */
export const WEBHOOK_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'refund.succeeded',
  'refund.failed',
  'payout.paid',
  'payout.failed',
  'subscription.created',
  'subscription.renewed',
  'subscription.canceled',
  'invoice.created',
  'invoice.paid',
  'invoice.voided',
  'invoice.overdue',
] as const;
/** An event type an endpoint can listen to. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the event "Send test event" delivers to one endpoint only; never subscribed to. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** Prefix of an endpoint's signing secret (Standard Webhooks): `whsec_` + base64 of the key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Largest response body kept per delivery attempt, in characters. */
export const WEBHOOK_RESPONSE_SNIPPET_CHARS = 500;

/** An endpoint URL: an absolute `http://` or `https://` address (the server also refuses private hosts). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the endpoint URL')
  .max(2000, 'URL is too long')
  .refine((text) => {
    try {
      const { protocol, hostname } = new URL(text);
      return (protocol === 'https:' || protocol === 'http:') && hostname !== '';
    } catch {
      return false;
    }
  }, 'Enter an http:// or https:// URL');

/** Event types an endpoint listens to; empty means every event, now and future. */
export const webhookEventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event type' }))
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

/** Body of `POST /api/webhook-endpoints`. */
export const createWebhookEndpointInputSchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(200, 'Description is too long').default(''),
  eventTypes: webhookEventTypesSchema.default([]),
});
/** Endpoint creation input (after parsing). */
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointInputSchema>;
/** Endpoint creation input as sent. */
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointInputSchema>;

/** Body of `PATCH /api/webhook-endpoints/:id`: any of the fields; `isEnabled` turns deliveries on or off. */
export const updateWebhookEndpointInputSchema = z
  .object({
    url: webhookUrlSchema,
    description: z.string().trim().max(200, 'Description is too long'),
    eventTypes: webhookEventTypesSchema,
    isEnabled: z.boolean(),
  })
  .partial();
/** Endpoint update input. */
export type UpdateWebhookEndpointInput = z.infer<typeof updateWebhookEndpointInputSchema>;

/** A webhook endpoint (`we_…`) as the dashboard lists it; never carries the secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  /** Empty = every event. */
  eventTypes: z.array(z.string()),
  isEnabled: z.boolean(),
  /** Why Malipo disabled it (e.g. the endpoint answered 410 Gone), else null. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
/** A webhook endpoint. */
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Body of `GET /api/webhook-endpoints`. */
export const webhookEndpointListSchema = z.object({ data: z.array(webhookEndpointSchema) });

/** An endpoint's signing secret (`whsec_…`), answered only on create, rotate and an explicit reveal. */
export const webhookSecretSchema = z.object({ secret: z.string() });
/** A signing secret answer. */
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

/** Body of `POST /api/webhook-endpoints`: the endpoint and, this once, its secret. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
/** A newly created endpoint with its secret. */
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

/** State of one event's delivery to one endpoint. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
/** A delivery state. */
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event's delivery to one endpoint (`whd_…`), with its last attempt. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** HTTP status of the last attempt; null before one, or when it got no answer. */
  lastStatusCode: z.number().int().nullable(),
  /** First {@link WEBHOOK_RESPONSE_SNIPPET_CHARS} characters of the last response body. */
  lastResponseSnippet: z.string().nullable(),
  /** Why the last attempt got no HTTP answer (time-out, refused address…), else null. */
  lastError: z.string().nullable(),
  /** When the next attempt is due; null once succeeded or given up. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A webhook delivery. */
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Body of `GET /api/webhook-endpoints/:id/deliveries`: the 50 newest, newest first. */
export const webhookDeliveryListSchema = z.object({ data: z.array(webhookDeliverySchema) });

/**
 * The JSON body of every delivery: `data` is the object as the API shows it (a transaction for
 * `payment.*`, a refund for `refund.*`…). `id` equals the `webhook-id` header: receivers use it to
 * drop duplicates, since a delivery may arrive more than once.
 */
export const webhookEventPayloadSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
/** A delivered event. */
export type WebhookEventPayload = z.infer<typeof webhookEventPayloadSchema>;

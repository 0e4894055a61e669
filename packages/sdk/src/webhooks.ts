/**
 * Verifies the webhooks Malipo delivers, per Standard Webhooks (standardwebhooks.com, "Signature
 * scheme") with the `standardwebhooks` package the server signs with: `webhook-signature` must hold
 * a `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` made with the endpoint's
 * secret (`whsec_…`), and `webhook-timestamp` (Unix seconds) must be within 5 minutes of now, so a
 * captured delivery cannot be replayed later. Verify the RAW body, before any JSON parsing.
 * @module
 */
import { webhookEventPayloadSchema, type WebhookEventPayload } from '@malipo/contracts/webhooks';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { z } from 'zod';
import { MalipoInvalidResponseError, MalipoWebhookVerificationError } from './errors';

/** A verified event: `id` (equal to `webhook-id`: drop duplicates by it), `type`, `createdAt`, `data`. */
export type WebhookEvent = WebhookEventPayload;

/** Request headers as fetch (`Headers`) or `node:http` (`IncomingHttpHeaders`) give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** The raw request body: the exact bytes or text received. */
export type WebhookPayload = string | Uint8Array;

const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value.join(' ') : value;
}

function signatureHeaders(headers: WebhookHeaders): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of SIGNATURE_HEADERS) {
    const value = headerValue(headers, name);
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

function payloadText(payload: WebhookPayload): string {
  return typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
}

/**
 * Checks that `payload` was signed by Malipo with `secret` (`whsec_…`) less than 5 minutes ago.
 * Throws {@link MalipoWebhookVerificationError} — `webhook_timestamp_stale` when the timestamp is
 * too old or too far ahead, `webhook_signature_invalid` otherwise (missing header, wrong secret,
 * altered body). Throws `Error` when `secret` is not a signing secret at all.
 */
export function verifyWebhook(payload: WebhookPayload, headers: WebhookHeaders, secret: string): void {
  try {
    new Webhook(secret).verify(payloadText(payload), signatureHeaders(headers), { jsonParse: false });
  } catch (err) {
    if (!(err instanceof WebhookVerificationError)) throw err;
    const isStale = /timestamp too (old|new)/i.test(err.message);
    throw new MalipoWebhookVerificationError(
      isStale ? 'webhook_timestamp_stale' : 'webhook_signature_invalid',
      isStale ? 'Webhook timestamp is more than 5 minutes from now' : 'Webhook signature does not match',
      { cause: err },
    );
  }
}

/**
 * Verifies `payload` as {@link verifyWebhook} does, then parses it into the event. Throws as
 * {@link verifyWebhook}, and {@link MalipoInvalidResponseError} when the signed body is not an event.
 */
export function constructWebhookEvent(
  payload: WebhookPayload,
  headers: WebhookHeaders,
  secret: string,
): WebhookEvent {
  verifyWebhook(payload, headers, secret);
  const parsed = z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Body is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(webhookEventPayloadSchema)
    .safeParse(payloadText(payload));
  if (parsed.success) return parsed.data;
  throw new MalipoInvalidResponseError({
    message: `Unexpected webhook event: ${z.prettifyError(parsed.error)}`,
    status: null,
    requestId: null,
    cause: parsed.error,
  });
}

/** Webhook helpers, also on every client as `malipo.webhooks`; they need no API key. */
export const webhooks = { verify: verifyWebhook, constructEvent: constructWebhookEvent };

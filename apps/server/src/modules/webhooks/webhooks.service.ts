/**
 * Webhook endpoints in the dashboard
 * (docs/webhooks.md#api-dashboard-cookie-session--x-requested-with-malipo-on-writes): add (URL
 * checked by the SSRF guard, a new `whsec_…` secret shown once), list, edit, enable/disable, reveal
 * and rotate the secret, delete, the delivery log, manual resend and "send test event". Every method
 * is scoped by merchant: another merchant's endpoint or delivery is `not_found`.
 * @module
 */
import {
  WEBHOOK_TEST_EVENT_TYPE,
  type CreateWebhookEndpointInput,
  type CreatedWebhookEndpoint,
  type UpdateWebhookEndpointInput,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookSecret,
} from '@malipo/contracts/webhooks';
import type { Db } from '../../db/client';
import { runWriteParts } from '../../db/write-parts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { enqueueDeliveryJob, eventPart } from './events';
import { assertDeliverableUrl, type UrlGuardOptions } from './url-guard';
import { newWebhookSecret } from './webhook-secret';
import {
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  updateDelivery,
  updateEndpoint,
  type DeliveryWithType,
  type WebhookEndpointRow,
} from './webhooks.repo';

/** An endpoint row as the dashboard sees it, without its secret; dates as ISO strings. */
export function toWebhookEndpointView(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    isEnabled: row.isEnabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A delivery row as the delivery log shows it; `nextAttemptAt` only while the delivery is pending. */
export function toWebhookDeliveryView(row: DeliveryWithType): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastResponseSnippet: row.lastResponseSnippet,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Owned = { merchantId: string; id: string };

/**
 * Creates the webhook endpoint service; `urlGuard` checks every URL a merchant saves
 * (docs/webhooks.md#ssrf-guard).
 */
export function createWebhookService(deps: { db: Db; clock: Clock; urlGuard: UrlGuardOptions }) {
  const { db, clock, urlGuard } = deps;

  const requireEndpoint = async (tx: Db, { merchantId, id }: Owned) => {
    const row = await findEndpoint(tx, merchantId, id);
    if (!row) throw new AppError('not_found', 'Webhook endpoint not found');
    return row;
  };

  const requireEnabled = (row: WebhookEndpointRow) => {
    if (!row.isEnabled) throw new AppError('invalid_state', 'Enable the endpoint first');
  };

  /**
   * Adds an endpoint, enabled, with a new secret, answered this once with the endpoint. Throws
   * `validation_failed` (field `url`) when the SSRF guard refuses the URL.
   */
  const create = async (input: {
    merchantId: string;
    input: CreateWebhookEndpointInput;
  }): Promise<CreatedWebhookEndpoint> => {
    await assertDeliverableUrl(input.input.url, urlGuard);
    const now = clock.now();
    const row = await insertEndpoint(db, {
      id: newId('we'),
      merchantId: input.merchantId,
      ...input.input,
      secret: newWebhookSecret(),
      isEnabled: true,
      createdAt: now,
      updatedAt: now,
    });
    return { ...toWebhookEndpointView(row), secret: row.secret };
  };

  /** One of the merchant's endpoints, without its secret. Throws `not_found`. */
  const get = async (input: Owned): Promise<WebhookEndpoint> =>
    toWebhookEndpointView(await requireEndpoint(db, input));

  /** The merchant's endpoints, deleted ones left out, newest first, without their secrets. */
  const list = async ({ merchantId }: { merchantId: string }): Promise<WebhookEndpoint[]> =>
    (await listEndpoints(db, merchantId)).map(toWebhookEndpointView);

  /**
   * Changes URL, description, event types or enabled state; re-enabling clears the reason Malipo
   * disabled it for. Throws `not_found`, `validation_failed` (field `url`, refused by the guard).
   */
  const update = async (input: Owned & { input: UpdateWebhookEndpointInput }): Promise<WebhookEndpoint> => {
    if (input.input.url !== undefined) await assertDeliverableUrl(input.input.url, urlGuard);
    const { isEnabled } = input.input;
    const row = await updateEndpoint(db, input.merchantId, input.id, {
      ...input.input,
      ...(isEnabled === undefined ? {} : { disabledReason: null }),
      updatedAt: clock.now(),
    });
    if (!row) throw new AppError('not_found', 'Webhook endpoint not found');
    return toWebhookEndpointView(row);
  };

  /** Deletes (and disables) an endpoint: its pending deliveries are not sent. Throws `not_found`. */
  const remove = async (input: Owned): Promise<void> => {
    const now = clock.now();
    const row = await updateEndpoint(db, input.merchantId, input.id, {
      deletedAt: now,
      isEnabled: false,
      updatedAt: now,
    });
    if (!row) throw new AppError('not_found', 'Webhook endpoint not found');
  };

  /** The endpoint's signing secret, on the merchant's explicit request. Throws `not_found`. */
  const revealSecret = async (input: Owned): Promise<WebhookSecret> => ({
    secret: (await requireEndpoint(db, input)).secret,
  });

  /**
   * Replaces the signing secret at once and answers the new one: attempts from now on are signed with
   * it only (docs/webhooks.md#verifying-the-signature). Throws `not_found`.
   */
  const rotateSecret = async (input: Owned): Promise<WebhookSecret> => {
    const row = await updateEndpoint(db, input.merchantId, input.id, {
      secret: newWebhookSecret(),
      updatedAt: clock.now(),
    });
    if (!row) throw new AppError('not_found', 'Webhook endpoint not found');
    return { secret: row.secret };
  };

  /** The endpoint's 50 newest deliveries, newest first. Throws `not_found`. */
  const deliveries = async (input: Owned): Promise<WebhookDelivery[]> => {
    await requireEndpoint(db, input);
    return (await listDeliveries(db, input.merchantId, input.id)).map(toWebhookDeliveryView);
  };

  /** Delivery `deliveryId` of the merchant's endpoint `id`. Throws `not_found`. */
  const requireDelivery = async (tx: Db, input: Owned & { deliveryId: string }) => {
    const row = await findDelivery(tx, {
      merchantId: input.merchantId,
      endpointId: input.id,
      id: input.deliveryId,
    });
    if (!row) throw new AppError('not_found', 'Delivery not found');
    return row;
  };

  /**
   * Delivers a `webhook.test` event (`{ object: "test" }`) to this endpoint only, now; returns the
   * pending delivery. Throws `not_found`, `invalid_state` (409, endpoint disabled).
   */
  const sendTestEvent = async (input: Owned): Promise<WebhookDelivery> => {
    const deliveryId = await db.transaction(async (tx) => {
      requireEnabled(await requireEndpoint(tx, input));
      const now = clock.now();
      const event = eventPart({
        merchantId: input.merchantId,
        type: WEBHOOK_TEST_EVENT_TYPE,
        data: { object: 'test', message: 'A test event sent from the Malipo dashboard.' },
        now,
        endpointId: input.id,
      });
      const [delivered] = await runWriteParts(tx, [event]);
      return delivered as string;
    });
    return toWebhookDeliveryView(await requireDelivery(db, { ...input, deliveryId }));
  };

  /**
   * Sends delivery `deliveryId` of endpoint `id` again now, as one more attempt of the same event
   * (same `webhook-id`); a failure resumes the retry schedule where it stood
   * (docs/webhooks.md#deliveries-and-retries). Returns the delivery, pending. Throws `not_found`,
   * `invalid_state` (409, endpoint disabled).
   */
  const resend = async (input: Owned & { deliveryId: string }): Promise<WebhookDelivery> => {
    await db.transaction(async (tx) => {
      requireEnabled(await requireEndpoint(tx, input));
      const found = await requireDelivery(tx, input);
      const now = clock.now();
      await updateDelivery(tx, found.id, { status: 'pending', nextAttemptAt: now, updatedAt: now });
      await enqueueDeliveryJob(tx, { deliveryId: found.id, runAt: now, now });
    });
    return toWebhookDeliveryView(await requireDelivery(db, input));
  };

  return { create, get, list, update, remove, revealSecret, rotateSecret, deliveries, sendTestEvent, resend };
}

/** The webhook endpoint service's methods, as the webhook endpoint routes receive them. */
export type WebhookService = ReturnType<typeof createWebhookService>;

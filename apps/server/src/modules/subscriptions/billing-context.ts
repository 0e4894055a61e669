/**
 * What the parts of the billing service share (billing.service.ts composes them): its
 * dependencies, the self-service link, the context of the subscription emails and the
 * `subscription.*` webhook events.
 * @module
 */
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentService } from '../payments/payments.service';
import type { PaymentProvider } from '../providers/provider';
import { recordEvent } from '../webhooks/events';
import { signManageToken, verifyManageToken } from './manage-token';
import { toSubscriptionView } from './subscription-view';
import { chargesOf, findSubscriptionWithPlan, type SubscriptionRow } from './subscriptions.repo';

/** What the billing service is built from. */
export interface BillingDeps {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  provider: PaymentProvider;
  /** Signs the self-service tokens. */
  signingSecret: string;
  /** Absolute origin of the public site, for links in emails. */
  publicUrl: string;
}

/** A `subscription.*` webhook event type. */
export type SubscriptionEventType = 'subscription.created' | 'subscription.renewed' | 'subscription.canceled';

/**
 * Builds the shared helpers over `deps`:
 * - `manageToken(id)` / `manageUrl(id)`: the signed self-service token and its absolute URL;
 * - `idFromToken(token)`: the subscription id a token was signed for; throws `not_found` for a
 *   forged or malformed token;
 * - `emailContext(tx, row)`: what the subscription emails need (plan, merchant, links);
 * - `recordSubscriptionEvent(tx, type, row)`: records the event for webhooks with the subscription
 *   as `row` now is, in `tx`.
 * The last two throw `Error` if the subscription vanished (a programming error).
 */
export function createBillingContext(deps: BillingDeps) {
  const { clock, signingSecret, publicUrl } = deps;

  const manageToken = (id: string) => signManageToken(signingSecret, id);
  const manageUrl = (id: string) => `${publicUrl}/subscriptions/${manageToken(id)}`;

  const idFromToken = (token: string) => {
    const id = verifyManageToken(signingSecret, token);
    if (!id) throw new AppError('not_found', 'This link is not valid');
    return id;
  };

  const emailContext = async (tx: Db, row: SubscriptionRow) => {
    const found = await findSubscriptionWithPlan(tx, row.id);
    if (!found) throw new Error(`subscription ${row.id} vanished`);
    return {
      subscription: row,
      link: found.link,
      merchant: found.merchant,
      manageUrl: manageUrl(row.id),
      origin: publicUrl,
    };
  };

  const recordSubscriptionEvent = async (tx: Db, type: SubscriptionEventType, row: SubscriptionRow) => {
    const found = await findSubscriptionWithPlan(tx, row.id);
    if (!found) throw new Error(`subscription ${row.id} vanished`);
    const data = toSubscriptionView(row, found.link, await chargesOf(tx, [row.id]));
    await recordEvent(tx, {
      merchantId: row.merchantId,
      type,
      data: { object: 'subscription', ...data },
      now: clock.now(),
    });
  };

  return { ...deps, manageToken, manageUrl, idFromToken, emailContext, recordSubscriptionEvent };
}

/** The shared helpers and dependencies every part of the billing service is built with. */
export type BillingContext = ReturnType<typeof createBillingContext>;

/**
 * Subscription links, a merchant's plans (docs/product.md#subscription-page, docs/product.md#entities,
 * docs/product.md#validation): create, list, pause/activate, delete, and the payer's view of a plan.
 * Subscribing and billing are `modules/subscriptions` (docs/subscriptions.md). Amounts in minor units
 * of the link's currency.
 * @module
 */
import type { z } from 'zod';
import type {
  createSubscriptionLinkInputSchema,
  PublicSubscriptionLink,
  SubscriptionLink,
  SubscriptionPlan,
} from '@malipo/contracts/subscriptions';
import type { Db } from '../../db/client';
import { setOwnedStatus, softDeleteOwned, type OwnedStatus } from '../../db/merchant-owned';
import { subscriptionLinks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPayerMerchant } from '../../lib/branding';
import type { Routing } from '../providers/routing';
import type { Clock } from '../../lib/clock';
import { newPublicLinkId } from '../../lib/ids';
import {
  findPublicSubscriptionLink,
  findSubscriptionLink,
  insertSubscriptionLink,
  listSubscriptionLinks,
  type SubscriptionLinkRow,
  type SubscriptionLinkWithStats,
} from './subscription-links.repo';

type CreateInput = z.infer<typeof createSubscriptionLinkInputSchema>;

/** The payer page's path of subscription link `id`: `/subscribe/{id}` (docs/product.md#routes). */
export function subscriptionLinkPath(id: string): string {
  return `/subscribe/${id}`;
}

/**
 * The plan as payer pages and the dashboard show it: price (`amountMinor`, `currency`) per
 * `billingCycle`, `trialDays`, messages and `status`.
 */
export function toPlan(link: SubscriptionLinkRow): SubscriptionPlan {
  return {
    id: link.id,
    title: link.title,
    description: link.description,
    amountMinor: link.amountMinor,
    currency: link.currency,
    billingCycle: link.billingCycle,
    trialDays: link.trialDays,
    thankYouMessage: link.thankYouMessage,
    redirectUrl: link.redirectUrl,
    status: link.status,
  };
}

function toSubscriptionLink(row: SubscriptionLinkWithStats): SubscriptionLink {
  return {
    ...toPlan(row.link),
    createdAt: row.link.createdAt.toISOString(),
    path: subscriptionLinkPath(row.link.id),
    subscribersCount: row.subscribersCount,
    totalRevenueMinor: row.totalRevenueMinor,
  };
}

/**
 * Creates the subscription link service. Every method but `getPublic` is scoped by `merchantId`, so
 * another merchant's link is `not_found` like a missing one (docs/product.md#roles).
 */
export function createSubscriptionLinkService({
  db,
  clock,
  routing,
}: {
  db: Db;
  clock: Clock;
  /** Says which ways to pay each payer page offers (docs/providers.md#routing). */
  routing: Routing;
}) {
  const notFound = () => new AppError('not_found', 'Subscription link not found');

  /**
   * One subscription link of the merchant with `path` and its stats: `subscribersCount` (trialing,
   * active or past due) and `totalRevenueMinor` (its succeeded charges net of refunds;
   * docs/subscriptions.md#subscription-states). Throws `not_found`.
   */
  const get = async ({ merchantId, id }: { merchantId: string; id: string }): Promise<SubscriptionLink> => {
    const row = await findSubscriptionLink(db, merchantId, id);
    if (!row) throw notFound();
    return toSubscriptionLink(row);
  };

  /**
   * Creates an active subscription link from `input` (amount in minor units of its currency, billing
   * cycle, 0 to 365 trial days, already checked by the route's schema, docs/product.md#validation);
   * returns it as {@link get} does.
   */
  const create = async ({ merchantId, input }: { merchantId: string; input: CreateInput }) => {
    const id = newPublicLinkId();
    await insertSubscriptionLink(db, { id, merchantId, ...input, status: 'active', createdAt: clock.now() });
    return get({ merchantId, id });
  };

  /** The merchant's subscription links, deleted ones left out, newest first, shaped as {@link get}'s. */
  const list = async ({ merchantId }: { merchantId: string }): Promise<SubscriptionLink[]> =>
    (await listSubscriptionLinks(db, merchantId)).map(toSubscriptionLink);

  /**
   * Pauses (no new subscribers; existing ones keep renewing) or activates a link and returns it
   * (docs/product.md#link-status). Throws `not_found`.
   */
  const setStatus = async (input: { merchantId: string; id: string; status: OwnedStatus }) => {
    if (!(await setOwnedStatus(db, subscriptionLinks, input))) throw notFound();
    return get(input);
  };

  /**
   * Deletes a link (soft: the row stays for its subscriptions); its subscribe page then answers not
   * found (docs/product.md#link-status). Throws `not_found`.
   */
  const remove = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    if (!(await softDeleteOwned(db, subscriptionLinks, { merchantId, id, now: clock.now() })))
      throw notFound();
  };

  /**
   * The payer's view of plan `id` (any merchant) with the merchant's branding; a paused plan is
   * returned with its status, and subscribing to it answers `link_unavailable`. Throws `not_found`.
   */
  const getPublic = async ({ id }: { id: string }): Promise<PublicSubscriptionLink> => {
    const row = await findPublicSubscriptionLink(db, id);
    if (!row) throw notFound();
    return {
      link: toPlan(row.link),
      merchant: toPayerMerchant(row.merchant),
      paymentMethods: routing.availablePaymentMethods(row.merchant.mode, row.link.currency, {
        recurring: true,
      }),
    };
  };

  return { create, get, list, setStatus, remove, getPublic };
}

/** The subscription link service's methods, as the subscription routes receive them. */
export type SubscriptionLinkService = ReturnType<typeof createSubscriptionLinkService>;

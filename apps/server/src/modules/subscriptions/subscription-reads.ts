/**
 * Reading subscriptions (part of the billing service): one subscription with its charges and plan
 * as payers and merchants see it, the self-service view behind the signed link
 * (docs/subscriptions.md#self-service), and the lists of a plan's subscribers and of a payer's
 * subscriptions. Amounts in minor units. Nothing here changes a subscription.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { ManagedSubscription, SubscriberPageQuery, Subscription } from '@malipo/contracts/subscriptions';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPayerMerchant } from '../../lib/branding';
import { decodeCursor, encodeCursor } from '../history/history-cursor';
import { findSubscriptionLink } from '../subscription-links/subscription-links.repo';
import type { BillingContext } from './billing-context';
import { toSubscriptionView } from './subscription-view';
import { chargesOf, findSubscriptionWithPlan, listSubscriptionsWithPlan } from './subscriptions.repo';

/**
 * Creates the read side over `ctx`. Every method throws `not_found` for an unknown id, and for
 * one the caller may not see (another merchant's link, a forged token).
 */
export function createSubscriptionReads(ctx: BillingContext) {
  const { db } = ctx;

  /** A subscription with its charges and plan, and its merchant's branding. Throws `not_found`. */
  const view = async (id: string): Promise<Subscription & { merchant: ManagedSubscription['merchant'] }> => {
    const found = await findSubscriptionWithPlan(db, id);
    if (!found) throw new AppError('not_found', 'Subscription not found');
    const charges = await chargesOf(db, [id]);
    return {
      ...toSubscriptionView(found.subscription, found.link, charges),
      merchant: toPayerMerchant(found.merchant),
    };
  };

  /** The self-service view of subscription `id`, with a fresh token. Throws `not_found`. */
  const managed = async (id: string): Promise<ManagedSubscription> => {
    const { merchant, ...subscription } = await view(id);
    return { subscription, merchant, manageToken: ctx.manageToken(id) };
  };

  /** The self-service view for a signed token. Throws `not_found` for a forged or unknown token. */
  const getManaged = async (token: string) => managed(ctx.idFromToken(token));

  /** The views of `rows`, each with its charges. */
  const viewsOf = async (rows: Awaited<ReturnType<typeof listSubscriptionsWithPlan>>) => {
    const charges = await chargesOf(
      db,
      rows.map((r) => r.subscription.id),
    );
    return rows.map((r) => toSubscriptionView(r.subscription, r.link, charges));
  };

  /**
   * A page of the subscribers of one of the merchant's links, newest first; `nextCursor` continues
   * after the last one (null on the last page). Throws `not_found` for an unknown or another
   * merchant's link, `validation_failed` (field `cursor`) for a cursor this server did not issue.
   */
  const listForLink = async (merchantId: string, linkId: string, query: SubscriberPageQuery) => {
    if (!(await findSubscriptionLink(db, merchantId, linkId))) {
      throw new AppError('not_found', 'Subscription link not found');
    }
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await listSubscriptionsWithPlan(db, eq(subscriptions.linkId, linkId), {
      after,
      limit: query.limit + 1,
    });
    const data = await viewsOf(rows.slice(0, query.limit));
    const last = rows.length > query.limit ? rows[query.limit - 1]?.subscription : undefined;
    return { data, nextCursor: last ? encodeCursor(last) : null };
  };

  /** The subscriptions a user pays (by their email, case-insensitive), newest first. */
  const listForPayer = async (email: string) =>
    viewsOf(await listSubscriptionsWithPlan(db, eq(subscriptions.subscriberEmail, email.toLowerCase())));

  return { view, managed, getManaged, listForLink, listForPayer };
}

/** The read side of the billing service. */
export type SubscriptionReads = ReturnType<typeof createSubscriptionReads>;

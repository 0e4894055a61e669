/**
 * Reading subscriptions (part of the billing service): one subscription with its charges and plan
 * as payers and merchants see it, the self-service view behind the signed link
 * (docs/subscriptions.md#self-service), and the lists of a plan's subscribers and of a payer's
 * subscriptions. Amounts in minor units. Nothing here changes a subscription.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { ManagedSubscription, Subscription } from '@malipo/contracts/subscriptions';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPayerMerchant } from '../../lib/branding';
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

  const listViews = async (
    where: Parameters<typeof listSubscriptionsWithPlan>[1],
  ): Promise<Subscription[]> => {
    const rows = await listSubscriptionsWithPlan(db, where);
    const charges = await chargesOf(
      db,
      rows.map((r) => r.subscription.id),
    );
    return rows.map((r) => toSubscriptionView(r.subscription, r.link, charges));
  };

  /**
   * The subscribers of one of the merchant's links, newest first. Throws `not_found` for an unknown
   * or another merchant's link.
   */
  const listForLink = async (merchantId: string, linkId: string) => {
    if (!(await findSubscriptionLink(db, merchantId, linkId))) {
      throw new AppError('not_found', 'Subscription link not found');
    }
    return listViews(eq(subscriptions.linkId, linkId));
  };

  /** The subscriptions a user pays (by their email, case-insensitive), newest first. */
  const listForPayer = (email: string) => listViews(eq(subscriptions.subscriberEmail, email.toLowerCase()));

  return { view, managed, getManaged, listForLink, listForPayer };
}

/** The read side of the billing service. */
export type SubscriptionReads = ReturnType<typeof createSubscriptionReads>;

/**
 * The four subscription emails (docs/subscriptions.md#emails): subscribed, renewal receipt, failed
 * charge and canceled — plain text, with the self-service link and, for receipts, the receipt link.
 * Each returns the email to queue in the outbox (`queueEmail`), addressed to the subscriber.
 * @module
 */
import { BILLING_CYCLE_UNITS } from '@malipo/contracts/billing-cycles';
import { formatMoney } from '@malipo/contracts/money';
import { receiptPath } from '@malipo/contracts/receipt-paths';
import type { merchants, subscriptionLinks } from '../../db/schema';
import type { OutgoingEmail } from '../notifications/outbox';
import type { SubscriptionRow } from './subscriptions.repo';

type Context = {
  subscription: SubscriptionRow;
  link: typeof subscriptionLinks.$inferSelect;
  merchant: Pick<typeof merchants.$inferSelect, 'id' | 'businessName'>;
  /** Absolute self-service URL. */
  manageUrl: string;
  /** Absolute origin for other links. */
  origin: string;
};

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '—');

function price(ctx: Context): string {
  return `${formatMoney(ctx.link.amountMinor, ctx.link.currency)} per ${BILLING_CYCLE_UNITS[ctx.link.billingCycle]}`;
}

function email(ctx: Context, kind: OutgoingEmail['kind'], subject: string, lines: string[]): OutgoingEmail {
  return {
    merchantId: ctx.merchant.id,
    kind,
    to: ctx.subscription.subscriberEmail,
    subject,
    body: [
      `Hello ${ctx.subscription.subscriberName},`,
      '',
      ...lines,
      '',
      `Manage or cancel: ${ctx.manageUrl}`,
      '',
      ctx.merchant.businessName,
    ].join('\n'),
    subscriptionId: ctx.subscription.id,
  };
}

/** "You're subscribed": plan, price, trial end or next billing date. */
export function subscribedEmail(ctx: Context): OutgoingEmail {
  const when = ctx.subscription.trialEndsAt
    ? `Your free trial ends on ${day(ctx.subscription.trialEndsAt)}; the first charge is on that day.`
    : `Your next payment is due on ${day(ctx.subscription.nextBillingAt)}.`;
  return email(ctx, 'subscribed', `You're subscribed to ${ctx.link.title}`, [
    `Thank you for subscribing to ${ctx.link.title} (${price(ctx)}).`,
    when,
  ]);
}

/** A renewal receipt for a succeeded charge. */
export function renewalReceiptEmail(
  ctx: Context,
  charge: { amountMinor: number; currency: string; receiptId: string | null },
): OutgoingEmail {
  return email(ctx, 'renewal_receipt', `Receipt: ${ctx.link.title}`, [
    `We received ${formatMoney(charge.amountMinor, charge.currency)} for ${ctx.link.title}.`,
    `Paid with ${ctx.subscription.cardLast4 ? `card ending ${ctx.subscription.cardLast4}` : 'mobile money'}. Next payment: ${day(ctx.subscription.nextBillingAt)}.`,
    ...(charge.receiptId ? [`Receipt: ${ctx.origin}${receiptPath(charge.receiptId)}`] : []),
  ]);
}

/** A failed charge: the reason and when it is retried, or that the subscription is now past due. */
export function chargeFailedEmail(ctx: Context, reason: string, retryAt: Date | null): OutgoingEmail {
  return email(ctx, 'charge_failed', `Payment failed: ${ctx.link.title}`, [
    `We could not charge ${price(ctx)} for ${ctx.link.title}: ${reason}`,
    retryAt
      ? `We will try again on ${day(retryAt)}.`
      : 'We will not try again: your subscription is past due and will be canceled unless it is paid.',
  ]);
}

/** The subscription has been canceled. */
export function canceledEmail(ctx: Context): OutgoingEmail {
  return email(ctx, 'canceled', `Subscription canceled: ${ctx.link.title}`, [
    `Your subscription to ${ctx.link.title} is canceled. You will not be charged again.`,
  ]);
}

/**
 * The four subscription emails (docs/subscriptions.md#emails): subscribed, renewal receipt, failed
 * charge and canceled — plain text, with the self-service link and, for receipts, the receipt link.
 * Each is written in the subscriber's language (`subscription.locale`, negotiated when subscribing):
 * every line through the `subscriptionEmails` catalogue, amounts and days in that language's format
 * (docs/i18n.md#formatting). Each returns the email to queue in the outbox (`queueEmail`), addressed
 * to the subscriber.
 * @module
 */
import { formatDayForLocale, formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import type { Locale } from '@malipo/contracts/i18n/locales';
import { en } from '@malipo/contracts/i18n/messages/en';
import { createTranslator } from '@malipo/contracts/i18n/compile-messages';
import type { Translate } from '@malipo/contracts/i18n/translator';
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

/** A charge failure as the payment provider or the charge engine reports it. */
export type ChargeFailure = { code: string; message: string };

type FailureCode = keyof typeof en.paymentStatus.failureReasons;

const isKnownFailure = (code: string): code is FailureCode =>
  Object.hasOwn(en.paymentStatus.failureReasons, code);

/**
 * Why a charge failed, in `t`'s language: the catalogue's text for a known failure code, else the
 * provider's own message as it is (docs/subscriptions.md#emails).
 */
export function failureReason(t: Translate, failure: ChargeFailure): string {
  return isKnownFailure(failure.code) ? t(`paymentStatus:failureReasons.${failure.code}`) : failure.message;
}

const locale = (ctx: Context): Locale => ctx.subscription.locale;
const translate = (ctx: Context): Translate => createTranslator(locale(ctx));
const day = (ctx: Context, date: Date | null) => (date ? formatDayForLocale(date, locale(ctx)) : '—');
const money = (ctx: Context, amountMinor: number, currency: string) =>
  formatMoneyForLocale(amountMinor, currency, locale(ctx));

function price(ctx: Context): string {
  return translate(ctx)(`subscriptionEmails:price.${ctx.link.billingCycle}`, {
    amount: money(ctx, ctx.link.amountMinor, ctx.link.currency),
  });
}

function email(ctx: Context, kind: OutgoingEmail['kind'], subject: string, lines: string[]): OutgoingEmail {
  const t = translate(ctx);
  return {
    merchantId: ctx.merchant.id,
    kind,
    to: ctx.subscription.subscriberEmail,
    subject,
    body: [
      t('subscriptionEmails:greeting', { name: ctx.subscription.subscriberName }),
      '',
      ...lines,
      '',
      t('subscriptionEmails:manage', { url: ctx.manageUrl }),
      '',
      ctx.merchant.businessName,
    ].join('\n'),
    subscriptionId: ctx.subscription.id,
  };
}

/** "You're subscribed": plan, price, trial end or next billing date. */
export function subscribedEmail(ctx: Context): OutgoingEmail {
  const t = translate(ctx);
  const plan = ctx.link.title;
  const when = ctx.subscription.trialEndsAt
    ? t('subscriptionEmails:subscribed.trialEnds', { date: day(ctx, ctx.subscription.trialEndsAt) })
    : t('subscriptionEmails:subscribed.nextPayment', { date: day(ctx, ctx.subscription.nextBillingAt) });
  return email(ctx, 'subscribed', t('subscriptionEmails:subscribed.subject', { plan }), [
    t('subscriptionEmails:subscribed.thanks', { plan, price: price(ctx) }),
    when,
  ]);
}

/** A renewal receipt for a succeeded charge (amount in minor units of `currency`). */
export function renewalReceiptEmail(
  ctx: Context,
  charge: { amountMinor: number; currency: string; receiptId: string | null },
): OutgoingEmail {
  const t = translate(ctx);
  const plan = ctx.link.title;
  const date = day(ctx, ctx.subscription.nextBillingAt);
  const last4 = ctx.subscription.cardLast4;
  return email(ctx, 'renewal_receipt', t('subscriptionEmails:renewalReceipt.subject', { plan }), [
    t('subscriptionEmails:renewalReceipt.received', {
      amount: money(ctx, charge.amountMinor, charge.currency),
      plan,
    }),
    last4
      ? t('subscriptionEmails:renewalReceipt.paidWithCard', { last4, date })
      : t('subscriptionEmails:renewalReceipt.paidWithMobileMoney', { date }),
    ...(charge.receiptId
      ? [
          t('subscriptionEmails:renewalReceipt.receiptLink', {
            url: `${ctx.origin}${receiptPath(charge.receiptId)}`,
          }),
        ]
      : []),
  ]);
}

/**
 * A failed charge: the reason (translated by failure code, see {@link failureReason}) and when it is
 * retried, or that the subscription is now past due.
 */
export function chargeFailedEmail(ctx: Context, failure: ChargeFailure, retryAt: Date | null): OutgoingEmail {
  const t = translate(ctx);
  const plan = ctx.link.title;
  return email(ctx, 'charge_failed', t('subscriptionEmails:chargeFailed.subject', { plan }), [
    t('subscriptionEmails:chargeFailed.couldNotCharge', {
      price: price(ctx),
      plan,
      reason: failureReason(t, failure),
    }),
    retryAt
      ? t('subscriptionEmails:chargeFailed.retryOn', { date: day(ctx, retryAt) })
      : t('subscriptionEmails:chargeFailed.pastDue'),
  ]);
}

/** The subscription has been canceled. */
export function canceledEmail(ctx: Context): OutgoingEmail {
  const t = translate(ctx);
  const plan = ctx.link.title;
  return email(ctx, 'canceled', t('subscriptionEmails:canceled.subject', { plan }), [
    t('subscriptionEmails:canceled.body', { plan }),
  ]);
}

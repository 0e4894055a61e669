/**
 * What payers and merchants see of a subscription: plan, subscriber, saved payment method (brand and
 * last 4, or masked phone — never a number), dates and its charges with their receipts.
 * @module
 */
import { maskPhone } from '@malipo/contracts/mobile-money';
import { MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { Subscription } from '@malipo/contracts/subscriptions';
import type { payments, subscriptionLinks } from '../../db/schema';
import { receiptIdOf } from '../payments/payment-view';
import type { SubscriptionRow } from './subscriptions.repo';

type PaymentRow = typeof payments.$inferSelect;
type LinkRow = typeof subscriptionLinks.$inferSelect;

/** The idempotency key of attempt `attempt` of period `period`: `period-{n}-attempt-{k}`. */
export function chargeKey(period: number, attempt: number): string {
  return `period-${period}-attempt-${attempt}`;
}

/** The period a charge paid, read from its idempotency key (0 when unknown). */
export function chargePeriod(payment: Pick<PaymentRow, 'idempotencyKey'>): number {
  const match = /^period-(\d+)-attempt-\d+$/.exec(payment.idempotencyKey ?? '');
  return match ? Number(match[1]) : 0;
}

/** "Visa •••• 4242" or "MTN Mobile Money +250 ••• ••• 456". */
export function savedMethodLabel(row: SubscriptionRow): string {
  if (row.methodType === 'card') {
    const brand = row.cardBrand ? row.cardBrand.charAt(0).toUpperCase() + row.cardBrand.slice(1) : 'Card';
    return `${brand} •••• ${row.cardLast4 ?? ''}`;
  }
  const provider = MOBILE_MONEY_PROVIDERS.find((p) => p.id === row.mobileProvider)?.name ?? 'Mobile money';
  return `${provider} ${maskPhone(row.phone ?? '')}`;
}

/**
 * A subscription as the `Subscription` contract shows it: its plan (amount in minor units), saved
 * method label, dates (`nextBillingAt` null once canceled), failure, and those of `charges` that
 * are its own, each with the period read from its key and its receipt id.
 */
export function toSubscriptionView(row: SubscriptionRow, link: LinkRow, charges: PaymentRow[]): Subscription {
  return {
    id: row.id,
    status: row.status,
    plan: {
      id: link.id,
      title: link.title,
      amountMinor: link.amountMinor,
      currency: link.currency,
      billingCycle: link.billingCycle,
    },
    subscriber: { name: row.subscriberName, email: row.subscriberEmail },
    paymentMethodLabel: savedMethodLabel(row),
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    nextBillingAt: row.status === 'canceled' ? null : (row.nextBillingAt?.toISOString() ?? null),
    canceledAt: row.canceledAt?.toISOString() ?? null,
    failure: row.failureCode ? { code: row.failureCode, message: row.failureMessage ?? '' } : null,
    charges: charges
      .filter((p) => p.sourceId === row.id)
      .map((p) => ({
        paymentId: p.id,
        period: chargePeriod(p),
        status: p.status,
        amountMinor: p.amountMinor,
        currency: p.currency,
        receiptId: receiptIdOf(p),
        createdAt: p.createdAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
  };
}

import type { ManagedSubscription, SubscriptionPlan } from '@malipo/contracts/subscriptions';
import { formatDate } from '@/lib/format';
import { nextSubscriptionDate, pricePerCycle } from '@/lib/subscription-display';
import { RedirectNotice } from '@/features/checkout/components/redirect-notice';
import { SuccessPanel, type SuccessRow } from '@/features/checkout/components/success-panel';
import { primaryButtonClass } from '@/features/checkout/lib/checkout-styles';
import { manageSubscriptionHref } from '../lib/manage-path';

/** Delay before following the plan's redirect address (docs/product.md#states, docs/product.md#constants: 2 s outside payment links). */
export const SUBSCRIPTION_REDIRECT_DELAY_MS = 2000;

function rowsOf(plan: SubscriptionPlan, { subscription }: ManagedSubscription): SuccessRow[] {
  const rows: SuccessRow[] = [
    { label: 'Plan', value: plan.title },
    { label: 'Price', value: pricePerCycle(plan.amountMinor, plan.currency, plan.billingCycle) },
  ];
  const next = nextSubscriptionDate(subscription);
  if (next) rows.push({ label: next.label, value: formatDate(next.at) });
  rows.push({ label: 'Payment method', value: subscription.paymentMethodLabel });
  return rows;
}

/**
 * 'Welcome!' (docs/product.md#payer-pages, docs/product.md#states): the plan's thank-you message, the plan, its price, when the trial
 * ends or the next charge falls, the saved payment method, the first charge's receipt when there is
 * one, and the self-service link; after 2 s the plan's redirect address, if any.
 */
export function WelcomeView({ plan, managed }: { plan: SubscriptionPlan; managed: ManagedSubscription }) {
  const receiptId = managed.subscription.charges.find((charge) => charge.receiptId)?.receiptId ?? null;
  return (
    <SuccessPanel
      title="Welcome!"
      message={plan.thankYouMessage}
      rows={rowsOf(plan, managed)}
      receiptId={receiptId}
    >
      <a href={manageSubscriptionHref(managed.manageToken)} className={primaryButtonClass}>
        Manage your subscription
      </a>
      <p className="text-xs text-slate-500">
        We also emailed this link to {managed.subscription.subscriber.email}. Use it to cancel anytime.
      </p>
      <RedirectNotice
        redirectUrl={plan.redirectUrl}
        fallbackUrl={null}
        delayMs={SUBSCRIPTION_REDIRECT_DELAY_MS}
      />
    </SuccessPanel>
  );
}

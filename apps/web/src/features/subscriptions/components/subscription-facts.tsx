import type { Subscription } from '@malipo/contracts/subscriptions';
import { formatDate } from '@/lib/format';
import { nextSubscriptionDate } from '@/lib/subscription-display';

/**
 * A subscription's key facts as a description list: payment method, the trial end or next billing
 * date (none once canceled), when it was canceled, and when it started.
 */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const next = nextSubscriptionDate(subscription);
  const facts: { label: string; value: string; at?: string }[] = [
    { label: 'Payment method', value: subscription.paymentMethodLabel },
  ];
  if (next) facts.push({ label: next.label, value: formatDate(next.at), at: next.at });
  if (subscription.canceledAt) {
    facts.push({
      label: 'Canceled on',
      value: formatDate(subscription.canceledAt),
      at: subscription.canceledAt,
    });
  }
  facts.push({ label: 'Subscribed', value: formatDate(subscription.createdAt), at: subscription.createdAt });
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-slate-500">{fact.label}</dt>
          <dd className="font-medium wrap-anywhere">
            {fact.at ? <time dateTime={fact.at}>{fact.value}</time> : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
